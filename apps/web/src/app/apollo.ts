import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';

/**
 * One Apollo Client per browser tab, and one per server render. The cache is normalised:
 * artworks, artists and collections are stored once by id; paged lists are cached per
 * page (their arguments are the cache key).
 */
export function createApolloClient(options: { uri: string; ssr?: boolean; state?: NormalizedCacheObject; fetch?: typeof fetch }) {
  const cache = new InMemoryCache({
    typePolicies: {
      Artwork: { keyFields: ['id'] },
      Artist: { keyFields: ['id'] },
      Collection: { keyFields: ['id'] },
      Category: { keyFields: ['id'] },
      Query: {
        fields: {
          artworks: { keyArgs: ['filter', 'sort', 'page', 'pageSize'] },
          relatedArtworks: { keyArgs: ['artworkId', 'page', 'pageSize'] },
          artwork: { read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'Artwork', id: args?.id }) },
        },
      },
    },
  });
  if (options.state) cache.restore(options.state);
  return new ApolloClient({
    link: new HttpLink({ uri: options.uri, fetch: options.fetch }),
    cache,
    ssrMode: options.ssr,
  });
}

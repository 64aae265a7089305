import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { STORAGE_KEYS } from '@sawa/shared/domain';

/** The admin's token, kept under `jwt` as SPEC §3 says (absent on the server and for visitors). */
function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.jwt);
  } catch {
    return null;
  }
}

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
  const auth = new SetContextLink((prev) => {
    const token = storedToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  // Multipart requests (file uploads) need the preflight header: the server refuses
  // simple cross-site requests (CSRF prevention).
  const http = new UploadHttpLink({ uri: options.uri, fetch: options.fetch, headers: { 'apollo-require-preflight': 'true' } });
  return new ApolloClient({ link: ApolloLink.from([auth, http]), cache, ssrMode: options.ssr });
}

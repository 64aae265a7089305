import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject, type Reference } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { matchSiteRoute, STORAGE_KEYS } from '@sawa/shared/domain';
import { progressFetch } from './upload-fetch';

/** The admin's token, kept under `jwt` as SPEC §3 says (absent on the server and for visitors). */
function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.jwt);
  } catch {
    return null;
  }
}

/**
 * The normalised cache: artworks, artists and collections are stored once by id; paged lists are
 * cached per page (their arguments are the cache key). The server writes its answers into one of
 * these for the browser to hydrate from (entry-server.tsx).
 */
export function createCache(options: { ssr?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    // A server render's cache lives for one render: remembering read results (and tracking what they depend on) costs more than it saves.
    resultCaching: !options.ssr,
    typePolicies: {
      Artwork: { keyFields: ['id'] },
      Artist: { keyFields: ['id'] },
      Collection: { keyFields: ['id'] },
      Category: { keyFields: ['id'] },
      Query: {
        fields: {
          artworks: { keyArgs: ['filter', 'sort', 'page', 'pageSize'] },
          relatedArtworks: { keyArgs: ['artworkId', 'page', 'pageSize'] },
          artwork: {
            read: (existing: Reference | undefined, { args, toReference }) => existing ?? toReference({ __typename: 'Artwork', id: args?.id as string }),
          },
        },
      },
    },
  });
}

/** One Apollo Client per browser tab (the server render reads its answers without one: entry-server.tsx). */
export function createApolloClient(options: { uri: string; state?: NormalizedCacheObject; fetch?: typeof fetch }) {
  const cache = createCache();
  if (options.state) cache.restore(options.state);
  const auth = new SetContextLink((prev) => {
    const token = storedToken();
    return token ? { headers: { ...(prev.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } } : {};
  });
  // An admin whose token expired or was revoked goes back to the sign-in page with a message, not to a broken page.
  const sessionEnd = new ErrorLink(({ error }) => {
    if (typeof window === 'undefined' || matchSiteRoute(window.location.pathname).id !== 'admin') return;
    // The stale token stays until the guard or the next sign-in replaces it, so every path to the sign-in page knows the session expired.
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED'))
      window.location.assign('/sawa-admin-login?expired=1');
  });
  // Multipart requests (file uploads) need the preflight header: the server refuses
  // simple cross-site requests (CSRF prevention).
  const http = new UploadHttpLink({ uri: options.uri, fetch: options.fetch ?? progressFetch, headers: { 'apollo-require-preflight': 'true' } });
  return new ApolloClient({ link: ApolloLink.from([sessionEnd, auth, http]), cache });
}

import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Every GraphQL answer says `Cache-Control: no-store`, as Apollo Server's cache-control plugin said for a schema without
 * cache hints (which this one is: the public cache keys and drops GraphQL answers itself, cache-keys.ts). That plugin is
 * off: to compute a policy nobody uses it wrapped every field's resolver, about 2 % of a catalogue page's time.
 */
export const noStorePlugin: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      willSendResponse: ({ response }) => {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
        return Promise.resolve();
      },
    }),
};

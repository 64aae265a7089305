import { useContext } from 'react';
import { NetworkStatus, type DocumentNode, type OperationVariables } from '@apollo/client';
import { skipToken, useApolloClient, type useQuery as apolloUseQuery } from '@apollo/client/react';
import { ServerAnswersContext, type Answer } from './server-answers';

type Options =
  { variables?: OperationVariables; skip?: boolean; ssr?: boolean; fetchPolicy?: string; errorPolicy?: 'none' | 'all' | 'ignore' } | typeof skipToken;

/** What Apollo's useQuery answers on a server render for a query that has not answered (or must not run on the server). */
const LOADING = { data: undefined, dataState: 'empty', error: undefined, loading: true, networkStatus: NetworkStatus.loading } as const;
/** A skipped query (`skip`, `skipToken`, standby). */
const SKIPPED = { data: undefined, dataState: 'empty', error: undefined, loading: false, networkStatus: NetworkStatus.ready } as const;

/** An answer as Apollo's useQuery shows it under the query's error policy. */
function resultOf(answer: Answer, errorPolicy: 'none' | 'all' | 'ignore' = 'none') {
  if (!answer.error || errorPolicy === 'ignore')
    return { data: answer.data, dataState: answer.data ? 'complete' : 'empty', error: undefined, loading: false, networkStatus: NetworkStatus.ready } as const;
  if (errorPolicy === 'all')
    return {
      data: answer.data ?? undefined,
      dataState: answer.data ? 'complete' : 'empty',
      error: answer.error,
      loading: false,
      networkStatus: NetworkStatus.error,
    } as const;
  return { data: undefined, dataState: 'empty', error: answer.error, loading: false, networkStatus: NetworkStatus.error } as const;
}

const notOnTheServer = () => {
  throw new Error('A query cannot be refetched, polled or updated during a server render.');
};

/**
 * `useQuery` in the server render (the SSR build puts it in place of Apollo's: ssr/apollo-react.server.ts):
 * the result is read straight from the render's answers (ssr/server-answers.ts), in the shape and
 * states Apollo's own hook gives (data, loading, error and network status under the error policy),
 * with no normalised cache, no observable and no subscription: the render never updates itself.
 * A query that has not answered is loading and is started; the render runs again once it answers.
 */
function useServerQuery(query: DocumentNode, options: Options = {}) {
  const answers = useContext(ServerAnswersContext);
  const client = useApolloClient();
  if (!answers) throw new Error('The server useQuery needs the render’s answers (entry-server.tsx).');
  const settings = options === skipToken ? undefined : options;
  const variables = settings?.variables ?? {};
  let result: ReturnType<typeof resultOf> | typeof LOADING | typeof SKIPPED;
  if (!settings || settings.skip || settings.fetchPolicy === 'standby') result = SKIPPED;
  // Apollo's hook does not run these on the server either.
  else if (settings.ssr === false || settings.fetchPolicy === 'no-cache') result = LOADING;
  else {
    const answer = answers.lookup(query, variables);
    result = answer ? resultOf(answer, settings.errorPolicy) : LOADING;
  }
  return {
    ...result,
    client,
    variables,
    previousData: undefined,
    observable: undefined,
    refetch: notOnTheServer,
    fetchMore: notOnTheServer,
    updateQuery: notOnTheServer,
    startPolling: notOnTheServer,
    stopPolling: notOnTheServer,
    subscribeToMore: notOnTheServer,
  };
}

// The same signature as Apollo's hook, which the components are typed against.
export const useQuery = useServerQuery as unknown as typeof apolloUseQuery;

import { NetworkStatus, type ApolloClient, type DocumentNode, type OperationVariables } from '@apollo/client';
import { skipToken, type ApolloContextValue, type useQuery as apolloUseQuery } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import type { Answer, ServerAnswers } from './server-answers';

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
 * `useQuery` in the server render: the result is read straight from the render's answers (ssr/server-answers.ts),
 * which the route loaders filled (app/App.tsx), in the shape and states Apollo's own hook gives (data, loading, error
 * and network status under the error policy), with no normalised cache, no observable and no subscription: the render
 * happens once and never updates itself. A query no loader ran is loading (and noted as unloaded).
 */
function answeredQuery(answers: ServerAnswers, client: ApolloClient, query: DocumentNode, options: Options = {}) {
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

/**
 * Apollo's context for one server render: its client, and in place of `useQuery` the answered query above, through the
 * hook-wrapping point Apollo's own server rendering (prerenderStatic) uses. The components import Apollo's hook as
 * in the browser; only this context differs.
 */
export function answeringContext(client: ApolloClient, answers: ServerAnswers): ApolloContextValue {
  const useQuery = ((query: DocumentNode, options?: Options) => answeredQuery(answers, client, query, options)) as unknown as typeof apolloUseQuery;
  return { client, [wrapperSymbol]: { useQuery: () => useQuery } };
}

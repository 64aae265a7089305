import { ApolloLink, type ObservableQuery } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { prefetchRouteData } from './app/route-data';
import { StatusCollector, StatusContext } from './app/status';
import { HeadCollector, HeadContext } from './seo/Seo';
import { headTags, renderHeadTags } from './seo/head';

/** Runs one GraphQL operation in the server's own process (no HTTP): the API passes it in. */
export type ExecuteGraphql = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

export interface RenderResult {
  html: string;
  /** The Apollo cache, to restore on hydration. */
  state: unknown;
  /** Title, meta, canonical, share tags and JSON-LD for the document head. */
  head: string;
  status: number;
  /** How many times the tree was rendered (1 when every query was prefetched). */
  passes: number;
}

/** An Apollo link that hands each operation to the server's GraphQL executor. */
function executorLink(execute: ExecuteGraphql): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * Renders a URL on the server with its data, so the HTML that arrives holds the content.
 *
 * The page's queries are fetched first (app/route-data.ts), then the tree renders once with every
 * query answered from the cache alone. If a query had nothing in the cache (one the prefetch does
 * not know, or one that failed), that render is thrown away and `prerenderStatic` renders until
 * every query has answered, as the browser would show it.
 */
export async function render(url: string, options: { execute: ExecuteGraphql; origin: string }): Promise<RenderResult> {
  const client = createApolloClient({ uri: '/graphql', ssr: true, link: executorLink(options.execute) });
  await prefetchRouteData(client, url);
  let status = new StatusCollector();
  let collector = new HeadCollector();
  const tree = () => (
    <HeadContext.Provider value={collector}>
      <StatusContext.Provider value={status}>
        <ApolloProvider client={client}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </ApolloProvider>
      </StatusContext.Provider>
    </HeadContext.Provider>
  );

  // One render from the cache only, watching every query the tree asks for.
  const watchQuery = client.watchQuery.bind(client);
  const watched: ObservableQuery[] = [];
  client.watchQuery = ((watchOptions: Parameters<typeof watchQuery>[0]) => {
    const observable = watchQuery({ ...watchOptions, fetchPolicy: watchOptions.fetchPolicy === 'standby' ? 'standby' : 'cache-only' });
    watched.push(observable);
    return observable;
  }) as typeof client.watchQuery;
  let html = renderToString(tree());
  client.watchQuery = watchQuery;
  let passes = 1;
  const complete = watched.every((observable) => observable.options.fetchPolicy === 'standby' || observable.getCurrentResult().dataState === 'complete');
  if (!complete) {
    status = new StatusCollector();
    collector = new HeadCollector();
    const { result, diagnostics } = await prerenderStatic({ tree: tree(), renderFunction: renderToString, signal: AbortSignal.timeout(5000), diagnostics: true });
    html = result;
    passes += diagnostics?.renderCount ?? 0;
  }
  const head = collector.head ? renderHeadTags(headTags(collector.head, options.origin)) : '';
  return { html, state: client.extract(), status: status.status, head, passes };
}

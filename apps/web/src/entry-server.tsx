import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createCache } from './app/apollo';
import { prefetchRouteData } from './app/route-data';
import { StatusCollector, StatusContext } from './app/status';
import { HeadCollector, HeadContext } from './seo/Seo';
import { headTags, renderHeadTags } from './seo/head';
import { ServerAnswers, ServerAnswersContext, type Answer } from './ssr/server-answers';

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

/** Renders of one page before the server gives up (a page that keeps asking for new queries). */
const MAX_PASSES = 10;
/** How long a render may wait for its data. */
const TIME_LIMIT_MS = 5000;

/**
 * The client every server render's operations go through. It transforms and prints each document
 * as the browser's client does (so the server's GraphQL cache keys match the browser's requests),
 * remembering that per document across renders, and stores nothing (no-cache): each operation goes
 * to the executor its render passes in the operation's context.
 */
const operations = new ApolloClient({
  cache: new InMemoryCache(),
  // Each render's operations stay its own (renders may pass different executors).
  queryDeduplication: false,
  link: new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const execute = (operation.getContext() as { execute: ExecuteGraphql }).execute;
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  ),
});

/**
 * The cache the answers are written into for the browser, one for every render: it is reset,
 * filled and read in one synchronous step (renders never interleave there), and keeps what it
 * learnt about the documents and type policies from one render to the next.
 */
const hydrationCache = createCache({ ssr: true });

/** The answers as the browser's Apollo cache holds them (app/apollo.ts restores it on hydration). */
function hydrationState(answers: ServerAnswers): unknown {
  // reset() does its work at once (its promise only signals completion).
  void hydrationCache.reset();
  answers.writeTo(hydrationCache);
  return hydrationCache.extract();
}

/**
 * Renders a URL on the server with its data, so the HTML that arrives holds the content.
 *
 * The page's queries run first (app/route-data.ts), then the tree renders with `useQuery` reading
 * their answers directly (ssr/use-query.server.ts: no normalised cache, no observables on the
 * server). A query the render asks for that has not answered (one the prefetch does not know) is
 * run then, and the tree is rendered again. The answers are written into an Apollo cache once, at
 * the end, for the browser to hydrate from (hydrationState).
 */
export async function render(url: string, options: { execute: ExecuteGraphql; origin: string }): Promise<RenderResult> {
  const answers = new ServerAnswers((query, variables): Promise<Answer> =>
    operations
      .query({ query, variables, fetchPolicy: 'no-cache', errorPolicy: 'all', context: { execute: options.execute } })
      .then(({ data, error }) => ({ data, error })),
  );
  const deadline = Date.now() + TIME_LIMIT_MS;
  await prefetchRouteData(answers.run, url);
  for (let passes = 1; ; passes++) {
    const status = new StatusCollector();
    const collector = new HeadCollector();
    const html = renderToString(
      <ServerAnswersContext.Provider value={answers}>
        <HeadContext.Provider value={collector}>
          <StatusContext.Provider value={status}>
            <ApolloProvider client={operations}>
              <StaticRouter location={url}>
                <App />
              </StaticRouter>
            </ApolloProvider>
          </StatusContext.Provider>
        </HeadContext.Provider>
      </ServerAnswersContext.Provider>,
    );
    if (!answers.waiting) {
      const head = collector.head ? renderHeadTags(headTags(collector.head, options.origin)) : '';
      return { html, state: hydrationState(answers), status: status.status, head, passes };
    }
    if (passes >= MAX_PASSES) throw new Error(`${url} still asked for new data after ${passes} renders.`);
    const left = deadline - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = await Promise.race([answers.settle(), new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(left, 0))))]);
    clearTimeout(timer);
    if (late === 'late') throw new Error(`${url}: its data did not arrive within ${TIME_LIMIT_MS} ms.`);
  }
}

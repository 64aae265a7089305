import { CurrencyProvider } from './catalog/currency';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { pageQueries, siteRoutes } from './app/App';
import { createCache } from './app/apollo';
import { StatusCollector, StatusContext } from './app/status';
import { HeadCollector, HeadContext } from './seo/Seo';
import { headTags, renderHeadTags } from './seo/head';
import { answeringContext } from './ssr/answered-query';
import { ServerAnswers } from './ssr/server-answers';

/** Runs one GraphQL operation in the server's own process (no HTTP): the API passes it in. */
export type ExecuteGraphql = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

export interface RenderResult {
  html: string;
  /** The Apollo cache, to restore on hydration. */
  state: unknown;
  /** Title, meta, canonical, share tags and JSON-LD for the document head. */
  head: string;
  status: number;
  /** Queries the page asked for that its route's loaders did not run: rendered as loading (a route that misses part of its data). */
  unloaded: string[];
}

/** How long a render may wait for its data. */
const TIME_LIMIT_MS = 5000;

/**
 * The client every server render's operations go through. It transforms and prints each document
 * as the browser's client does (so the server's GraphQL cache keys match the browser's requests),
 * remembering that per document across renders, and stores nothing (no-cache): each operation goes
 * to the executor its render passes in the operation's context. It is also the client the render's components see.
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

/** The route table's static handler: matches a request and runs its routes' loaders, as the browser's router does. */
const handler = createStaticHandler(siteRoutes);
const ApolloContext = getApolloContext();

/** Runs the page's route loaders (their queries), within the time limit. */
async function loadRoutes(url: string, context: RouterContextProvider) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${url}: its data did not arrive within ${TIME_LIMIT_MS} ms.`)), TIME_LIMIT_MS);
  });
  try {
    // Only the path and query matter to the routes (a fixed origin: a path such as `//x` stays a path).
    return await Promise.race([handler.query(new Request(`http://localhost${url}`), { requestContext: context }), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders a URL on the server with its data, so the HTML that arrives holds the content.
 *
 * The static handler runs the loaders of the routes the URL matches (app/App.tsx): they run the page's queries in this
 * process, answered directly (ssr/server-answers.ts: no normalised cache, no observables on the server). Then the tree
 * renders once, its `useQuery` calls reading those answers (ssr/answered-query.ts). The answers are written into an
 * Apollo cache once, at the end, for the browser to hydrate from (hydrationState).
 */
export async function render(
  url: string,
  options: { execute: ExecuteGraphql; origin: string; currency: string; currencies: readonly string[] },
): Promise<RenderResult> {
  const answers = new ServerAnswers((query, variables) =>
    operations
      .query({ query, variables, fetchPolicy: 'no-cache', errorPolicy: 'all', context: { execute: options.execute } })
      .then(({ data, error }) => ({ data, error })),
  );
  const context = new RouterContextProvider();
  context.set(pageQueries, { run: answers.run, waitForAnswers: true });
  const routing = await loadRoutes(url, context);
  // The loaders neither redirect nor throw (a failed query is an answer the page shows): anything else is a bug, and the browser renders the page.
  if (routing instanceof Response) throw new Error(`${url}: the routes answered ${routing.status} instead of a page.`);
  if (routing.errors) throw new Error(`${url}: a route loader failed: ${String(Object.values(routing.errors)[0])}`);
  const status = new StatusCollector();
  const collector = new HeadCollector();
  const html = renderToString(
    <HeadContext.Provider value={collector}>
      <StatusContext.Provider value={status}>
        <ApolloContext.Provider value={answeringContext(operations, answers)}>
          <CurrencyProvider initial={options.currency} currencies={options.currencies}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, routing)} context={routing} hydrate={false} />
          </CurrencyProvider>
        </ApolloContext.Provider>
      </StatusContext.Provider>
    </HeadContext.Provider>,
  );
  const head = collector.head ? renderHeadTags(headTags(collector.head, options.origin)) : '';
  return { html, state: hydrationState(answers), status: status.status, head, unloaded: [...answers.unloaded] };
}

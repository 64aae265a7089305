import { ApolloProvider } from '@apollo/client/react';
import { BASE_CURRENCY, chosenCurrency, cookieValue, CURRENCY_COOKIE, CURRENCY_PARAM } from '@sawa/shared/domain';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { pageQueries, siteRoutes, type RunQuery } from './app/App';
import { createApolloClient } from './app/apollo';
import { NOT_FOUND_MARK, ServerNotFoundContext } from './app/not-found';
import { CurrencyProvider } from './catalog/currency';
import { SiteSettingsDocument } from './gql/graphql';

/** The server's Apollo cache, printed as a JSON data block (not a script: the Content-Security-Policy runs only nonced scripts). */
const stateElement = document.getElementById('apollo-state');
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as Parameters<typeof createApolloClient>[0]['state']) : undefined;

const client = createApolloClient({ uri: '/graphql', state });

/**
 * A route loader's query in the browser: through the client's cache (cache-first), so the page's own `useQuery` finds
 * it answered, or shares the request while it is on its way (Apollo deduplicates identical requests in flight). A failure
 * is left to the page's hook, which asks again and shows it (Apollo keeps no errors in its cache).
 */
const run: RunQuery = (query, variables) =>
  client.query({ query, variables }).then(
    ({ data }) => ({ data }),
    () => ({}),
  );

/**
 * The browser's router over the same route table as the server render. Navigating runs the new page's loaders, which
 * start its queries; the page shows at once, as before, with its hooks taking the answers. The first page was rendered
 * by the server from the answers of the same loaders, and its data is in the restored cache: the loaders' values
 * (nothing) are given as hydration data so they do not run again.
 */
const router = createBrowserRouter(siteRoutes, {
  getContext: () => {
    const context = new RouterContextProvider();
    context.set(pageQueries, { run, waitForAnswers: false });
    return context;
  },
  hydrationData: {
    loaderData: Object.fromEntries((matchRoutes(siteRoutes, window.location) ?? []).map((match): [string, null] => [String(match.route.id), null])),
  },
});

const root = document.getElementById('root')!;
// The server rendered this path as "not found" (a missing record): the first render must say the same.
const serverNotFound = root.querySelector(`[${NOT_FOUND_MARK}]`) ? window.location.pathname : null;
// The currency the server rendered the page in, read the same way (chosenCurrency) from the same address and cookie.
const site = client.readQuery({ query: SiteSettingsDocument })?.site;
const currencies = site?.currencies ?? [BASE_CURRENCY];
const currency = chosenCurrency(
  new URLSearchParams(window.location.search).get(CURRENCY_PARAM),
  cookieValue(document.cookie, CURRENCY_COOKIE),
  currencies,
  site?.displayCurrency ?? BASE_CURRENCY,
);
const app = (
  <ApolloProvider client={client}>
    <ServerNotFoundContext.Provider value={serverNotFound}>
      <CurrencyProvider initial={currency} currencies={currencies}>
        <RouterProvider router={router} />
      </CurrencyProvider>
    </ServerNotFoundContext.Provider>
  </ApolloProvider>
);
// Public pages arrive rendered and are hydrated; the back office (and a page whose server render failed) is rendered here.
// Hydration is a transition: React works in slices of a few milliseconds and lets the browser paint and take input between
// them. A tap on a part not yet hydrated hydrates that part at once and is then handled (the layout's Suspense boundaries).
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

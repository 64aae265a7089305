import { ApolloProvider } from '@apollo/client/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, ScrollRestoration } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { NOT_FOUND_MARK, ServerNotFoundContext } from './app/not-found';

/** The server's Apollo cache, printed as a JSON data block (not a script: the Content-Security-Policy runs only nonced scripts). */
const stateElement = document.getElementById('apollo-state');
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as Parameters<typeof createApolloClient>[0]['state']) : undefined;

const client = createApolloClient({ uri: '/graphql', state });

/**
 * A data router around the whole app, for what only it offers: scroll restoration (a new page starts at its top,
 * Back and Forward return to where the visitor was) and blocking a navigation away from unsaved changes.
 * ScrollRestoration renders nothing in the browser, so the markup matches the server's (StaticRouter) for hydration.
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <ScrollRestoration />
        <App />
      </>
    ),
  },
]);

const root = document.getElementById('root')!;
// The server rendered this path as "not found" (a missing record): the first render must say the same.
const serverNotFound = root.querySelector(`[${NOT_FOUND_MARK}]`) ? window.location.pathname : null;
const app = (
  <ApolloProvider client={client}>
    <ServerNotFoundContext.Provider value={serverNotFound}>
      <RouterProvider router={router} />
    </ServerNotFoundContext.Provider>
  </ApolloProvider>
);
// Public pages arrive rendered and are hydrated; the back office (and a page whose server render failed) is rendered here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

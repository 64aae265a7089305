import { ApolloProvider } from '@apollo/client/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { NOT_FOUND_MARK, ServerNotFoundContext } from './app/not-found';

/** The server's Apollo cache, printed as a JSON data block (not a script: the Content-Security-Policy runs only nonced scripts). */
const stateElement = document.getElementById('apollo-state');
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as Parameters<typeof createApolloClient>[0]['state']) : undefined;

const client = createApolloClient({ uri: '/graphql', state });

const root = document.getElementById('root')!;
// The server rendered this path as "not found" (a missing record): the first render must say the same.
const serverNotFound = root.querySelector(`[${NOT_FOUND_MARK}]`) ? window.location.pathname : null;
const app = (
  <ApolloProvider client={client}>
    <ServerNotFoundContext.Provider value={serverNotFound}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ServerNotFoundContext.Provider>
  </ApolloProvider>
);
// Public pages arrive rendered and are hydrated; the back office (and a page whose server render failed) is rendered here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

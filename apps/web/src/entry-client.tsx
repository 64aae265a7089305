import { ApolloProvider } from '@apollo/client/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';

declare global {
  interface Window {
    __APOLLO_STATE__?: Parameters<typeof createApolloClient>[0]['state'];
  }
}

const client = createApolloClient({ uri: '/graphql', state: window.__APOLLO_STATE__ });

const root = document.getElementById('root')!;
const app = (
  <ApolloProvider client={client}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </ApolloProvider>
);
// Public pages arrive rendered and are hydrated; the back office (and a page whose server render failed) is rendered here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

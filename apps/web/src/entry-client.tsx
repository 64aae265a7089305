import { ApolloProvider } from '@apollo/client/react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';

declare global {
  interface Window {
    __APOLLO_STATE__?: Parameters<typeof createApolloClient>[0]['state'];
  }
}

const client = createApolloClient({ uri: '/graphql', state: window.__APOLLO_STATE__ });

hydrateRoot(
  document.getElementById('root')!,
  <ApolloProvider client={client}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </ApolloProvider>,
);

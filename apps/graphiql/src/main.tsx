import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

// The admin token of the back office (kept under `jwt`) is offered as a header, editable in the IDE.
const token = window.localStorage.getItem('jwt');
const defaultHeaders = JSON.stringify(token ? { Authorization: `Bearer ${token}` } : { Authorization: 'Bearer <token from the login mutation>' }, null, 2);

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  // Apollo's CSRF prevention wants this header on requests a browser could send cross-site.
  headers: { 'apollo-require-preflight': 'true' },
});

const defaultQuery = `# Sawa Art Studio GraphQL API. Public queries need no token; admin ones need
# "Authorization: Bearer <token>" (get one with the login mutation, paste it in Headers).
query NewReleases {
  recentArtworks(limit: 3) {
    id
    name
    artist { name }
    editions { type price }
    coverImage { url sources { url width format } }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} defaultHeaders={defaultHeaders} />);

import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

/** The GraphQL IDE, bundled with its editor workers so it works offline; served by the API at GET /graphql. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/graphiql', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
  },
  logLevel: 'error',
});

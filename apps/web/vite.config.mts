import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@sawa/shared/domain': fileURLToPath(new URL('../../libs/shared/domain/src/index.ts', import.meta.url)),
  '@sawa/web/ui': fileURLToPath(new URL('../../libs/web/ui/src/index.ts', import.meta.url)),
};

/**
 * The public website: `vite build` makes the browser bundle (dist/web/client),
 * `vite build --ssr src/entry-server.tsx` the server renderer (dist/web/server).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'error',
  // Every script, style and preload tag of the built page carries this placeholder as its nonce; the server swaps it for
  // a fresh nonce in each response (apps/api/src/app/content-security-policy.ts, CSP_NONCE_PLACEHOLDER: keep the two equal).
  html: { cspNonce: 'csp-nonce-placeholder' },
  build: {
    // Pictures stay files in both builds, so the server-rendered and the hydrated markup name the same address (a data: URI
    // could not be preloaded and would bloat the HTML); everything else keeps Vite's default.
    assetsInlineLimit: (file: string) => (/\.(avif|webp|jpe?g|png)$/.test(file) ? false : undefined),
    ...(isSsrBuild
      ? {
          outDir: fileURLToPath(new URL('../../dist/web/server', import.meta.url)),
          emptyOutDir: true,
          rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
        }
      : {
          outDir: fileURLToPath(new URL('../../dist/web/client', import.meta.url)),
          emptyOutDir: true,
          manifest: true,
        }),
  },
  ssr: { noExternal: ['@apollo/client', 'rehackt', 'apollo-upload-client', 'extract-files', 'is-plain-obj'] },
}));

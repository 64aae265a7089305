/**
 * `@apollo/client/react` as the server render sees it: the SSR build (vite.config.mts) resolves the
 * components' imports of `@apollo/client/react` here. Everything is Apollo's, except `useQuery`,
 * which reads the render's answers directly (use-query.server.ts).
 */
export * from '@apollo/client/react';
export { useQuery } from './use-query.server';

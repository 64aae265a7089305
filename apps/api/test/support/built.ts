import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../../src/app/graphql-ide';

/** What each build leaves in dist/ that the tests serve or start. */
const OUTPUT = {
  web: 'dist/web/server/entry-server.cjs',
  graphiql: 'dist/graphiql/index.html',
  api: 'dist/api/apps/api/src/main.js',
} as const;

/**
 * Tests that serve the built website or IDE, or start the built server, read dist/. `npm test` builds everything before
 * jest starts; a test never builds itself, because a build empties dist/ under the test files running beside it.
 */
export function requireBuilt(...projects: (keyof typeof OUTPUT)[]): void {
  for (const project of projects) {
    if (!existsSync(join(workspaceRoot(), OUTPUT[project])))
      throw new Error(`${OUTPUT[project]} is missing: build it first with \`npx nx run ${project === 'api' ? 'api' : project}:build\` (npm test does).`);
  }
}

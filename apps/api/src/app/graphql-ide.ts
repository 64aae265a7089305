import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GRAPHIQL_POLICY, usePolicy } from './content-security-policy';

/** The workspace root (where nx.json is), from wherever this file was compiled to. */
export function workspaceRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'nx.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/**
 * GraphiQL for third parties, bundled at build time (apps/graphiql, no CDN): a browser's
 * GET /graphql gets the IDE; its files are under /graphiql/. API requests are untouched.
 */
export function mountGraphqlIde(app: NestExpressApplication): void {
  const dist = join(workspaceRoot(), 'dist', 'graphiql');
  // The IDE's files keep its policy too: its editor's workers take their policy from their own response.
  app.use('/graphiql', usePolicy(GRAPHIQL_POLICY));
  app.useStaticAssets(join(dist, 'assets'), { prefix: '/graphiql/assets', immutable: true, maxAge: '365d', index: false, fallthrough: false });
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) => {
    const wantsPage =
      req.method === 'GET' && req.path === '/' && req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html';
    if (!wantsPage) return next();
    const page = join(dist, 'index.html');
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('The GraphQL IDE is not built: run `npx nx run graphiql:build` (npm start does it).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', GRAPHIQL_POLICY);
    res.sendFile(page);
  });
}

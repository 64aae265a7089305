import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Environment } from '@sawa/api/common';
import { workspaceRoot } from './graphql-ide';

interface SsrModule {
  render(url: string, graphqlUrl: string, origin: string): Promise<{ html: string; state: unknown; status: number; head: string }>;
}

/** The back office's pages. */
const BACK_OFFICE = /^\/(admin|sawa-admin-login)(\/|$)/;

/** Paths that belong to the API and its files, never to the website. */
const NOT_PAGES = /^\/(api|graphql|graphiql|uploads|health|assets|sandbox|sitemap\.xml|robots\.txt)(\/|$)/;

/**
 * The public website on the same origin: built assets under /assets, and every other GET
 * rendered on the server (apps/web entry-server) with its data, then hydrated in the browser.
 */
export function mountWebApp(app: NestExpressApplication): void {
  const logger = new Logger('Web');
  const publicUrl = app
    .get(ConfigService<Environment, true>)
    .get('PUBLIC_URL', { infer: true })
    ?.replace(/\/$/, '');
  const dist = join(workspaceRoot(), 'dist', 'web');
  app.useStaticAssets(join(dist, 'client', 'assets'), { prefix: '/assets', immutable: true, maxAge: '365d', index: false, fallthrough: false });
  let ssr: { template: string; module: SsrModule } | undefined;
  const load = () => {
    if (!ssr) {
      const template = inlineCriticalAssets(readFileSync(join(dist, 'client', 'index.html'), 'utf8'), join(dist, 'client'));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(join(dist, 'server', 'entry-server.cjs')) as SsrModule;
      ssr = { template, module };
    }
    return ssr;
  };

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.path)) return next();
    if (!existsSync(join(dist, 'server', 'entry-server.cjs'))) {
      res.status(503).type('text/plain').send('The website is not built: run `npx nx run web:build` (npm start does it).');
      return;
    }
    const { template, module } = load();
    // The back office is rendered in the browser only (it is private and needs the admin's token).
    if (BACK_OFFICE.test(req.path)) {
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache');
      res.send(
        template
          .replace('<!--app-head-->', '<meta name="robots" content="noindex"><title>Sawa Art Studio admin</title>')
          .replace('<!--app-html-->', '')
          .replace('<!--app-state-->', ''),
      );
      return;
    }
    const graphqlUrl = `http://127.0.0.1:${req.socket.localPort}/graphql`;
    try {
      const origin = publicUrl ?? `${req.protocol}://${req.get('host')}`;
      const { html, state, status, head } = await module.render(req.originalUrl, graphqlUrl, origin);
      const script = `<script>window.__APOLLO_STATE__=${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
      res.status(status).type('html').setHeader('Cache-Control', 'no-cache');
      // Replacer functions: a "$" in a page's text must not be read as a replacement pattern.
      res.send(
        template
          .replace('<!--app-head-->', () => head)
          .replace('<!--app-html-->', () => html)
          .replace('<!--app-state-->', () => script),
      );
    } catch (error) {
      // A page that fails to render on the server still works: the browser renders it.
      logger.error(`Server render of ${req.originalUrl} failed: ${(error as Error).message}`);
      res.status(200).type('html').send(template.replace('<!--app-html-->', '').replace('<!--app-state-->', '').replace('<!--app-head-->', ''));
    }
  });
}

/**
 * First paint without a second round trip: the (small) stylesheet is inlined into the page, and
 * the Latin subsets of the two fonts it uses are preloaded so text settles in its final face early.
 */
export function inlineCriticalAssets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href: string) => {
    const css = readFileSync(join(clientDir, href), 'utf8');
    const fonts = [...css.matchAll(/url\((\/assets\/(?:fraunces|inter)-latin-wght-normal-[^)]+\.woff2)\)/g)].map((m) => m[1]);
    const preloads = [...new Set(fonts)].map((font) => `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`).join('');
    return `${preloads}<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

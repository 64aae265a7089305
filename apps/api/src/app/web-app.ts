import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpException, Logger } from '@nestjs/common';
import { ORDER_LOOKUP_MESSAGE, OrderLookupLimit } from '@sawa/api/auth';
import { ConfigService } from '@nestjs/config';
import { Environment, isDatabaseUnavailable } from '@sawa/api/common';
import { answerTags, cachedUrl, type CachedAnswer, NoncedBody, PRIVATE_CACHE_CONTROL, PublicCache, PublicCacheService, weakEtag } from '@sawa/api/cache';
import { workspaceRoot } from './graphql-ide';
import { CSP_NONCE_PLACEHOLDER, newNonce, pagePolicy, withNonce } from './content-security-policy';
import { serverGraphql, type ServerGraphql } from './server-graphql';
import {
  chosenCurrency,
  cookieValue,
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE_SECONDS,
  CURRENCY_PARAM,
  isNotPage,
  isPrivatePath,
  matchSiteRoute,
} from '@sawa/shared/domain';

interface SsrModule {
  render(
    url: string,
    options: { execute: ServerGraphql; origin: string; currency: string; currencies: readonly string[] },
  ): Promise<{ html: string; state: unknown; status: number; head: string; unloaded: string[] }>;
}

/** The element that carries the server's Apollo cache (apps/web entry-client reads it). */
const APOLLO_STATE_ID = 'apollo-state';

/** A page rendered while a shared service was away: stored by no cache, asked for again shortly (as the API's 503s). */
const UNAVAILABLE_HEADERS = { 'cache-control': 'no-store', 'retry-after': '5' };

/** Where a page's CSP nonce goes: a cached page keeps the placeholder, each response gets its own nonce. */
const NONCE_ATTRIBUTE = { before: 'nonce="', placeholder: CSP_NONCE_PLACEHOLDER, after: '"' };

/**
 * The public website on the same origin: built assets under /assets, and every other GET
 * rendered on the server (apps/web entry-server) with its data, then hydrated in the browser.
 */
export function mountWebApp(app: NestExpressApplication): void {
  const logger = new Logger('Web');
  const config = app.get(ConfigService<Environment, true>);
  const publicUrl = config.get('PUBLIC_URL', { infer: true })?.replace(/\/$/, '');
  // The currency a page shows its prices in (issue 22): `?currency=`, else the visitor's cookie, else DISPLAY_CURRENCY.
  const currencies = config.get('SHOP_CURRENCIES', { infer: true });
  const displayCurrency = config.get('DISPLAY_CURRENCY', { infer: true });
  const currencyOf = (req: Request, res: Response): string => {
    const param = new URL(req.originalUrl, 'http://localhost').searchParams.get(CURRENCY_PARAM);
    const currency = chosenCurrency(param, cookieValue(req.headers.cookie, CURRENCY_COOKIE), currencies, displayCurrency);
    // A choice made by address is remembered, as the chooser's is (the page itself is the same for every visitor of that currency).
    if (param && currency === param.trim().toUpperCase()) {
      res.cookie(CURRENCY_COOKIE, currency, { path: '/', maxAge: CURRENCY_COOKIE_MAX_AGE_SECONDS * 1000, sameSite: 'lax', secure: req.secure });
    }
    // Shared caches keep one page per currency: the answer depends on the visitor's cookie.
    res.vary('Cookie');
    return currency;
  };
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  const dist = join(workspaceRoot(), 'dist', 'web');
  const cache = app.get(PublicCacheService);
  const orderLookups = app.get(OrderLookupLimit);
  const execute = serverGraphql(app, cache);
  app.useStaticAssets(join(dist, 'client', 'assets'), { prefix: '/assets', immutable: true, maxAge: '365d', index: false, fallthrough: false });
  let ssr: { template: string; page: PageTemplate; module: SsrModule } | undefined;
  const load = () => {
    if (!ssr) {
      const template = inlineCriticalAssets(readFileSync(join(dist, 'client', 'index.html'), 'utf8'), join(dist, 'client'));
      if (!template.includes(CSP_NONCE_PLACEHOLDER))
        logger.error('dist/web has no CSP nonce placeholder: its scripts will be blocked. Rebuild it (npx nx run web:build).');
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built server bundle is found at run time: no static import can name it
      const module = require(join(dist, 'server', 'entry-server.cjs')) as SsrModule;
      ssr = { template, page: pageTemplate(template), module };
    }
    return ssr;
  };

  /** Sends a page with a fresh nonce in its tags and in its Content-Security-Policy. */
  const sendPage = (req: Request, res: Response, status: number, page: string) => {
    const nonce = newNonce();
    res.status(status).type('html').setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', pagePolicy(nonce, { publicOrigin, https: req.secure }));
    res.send(withNonce(page, nonce));
  };

  /**
   * Renders a page: the answer to send (its nonce still the placeholder), whether every visitor may be sent it, and its timing.
   * A page whose data could not be read because a shared service is away (the database restarting) answers 503, is never
   * kept, and says so in the page (its layout's notice, and each section's own error), so no one, cache or visitor, takes
   * an incomplete page for the real one; the next request renders again.
   */
  const renderPage = async (
    req: Request,
    origin: string,
    currency: string,
    url = req.originalUrl,
  ): Promise<{ answer: CachedAnswer; keep: boolean; timing: string; tags: string[] }> => {
    const { page, module } = load();
    const started = performance.now();
    let parts = { head: '', html: '', state: '' };
    let status = 200;
    let keep = true;
    let unloaded: string[] = [];
    let unavailable = false;
    const watched: ServerGraphql = async (request) => {
      const result = await execute(request);
      if (result.errors?.some((e) => e.extensions?.['code'] === 'SERVICE_UNAVAILABLE')) unavailable = true;
      return result;
    };
    try {
      const rendered = await module.render(url, { execute: watched, origin, currency, currencies });
      // The Apollo cache as a JSON data block: never executed, so it needs no nonce ("<" escaped: it cannot close the element).
      const state = `<script type="application/json" id="${APOLLO_STATE_ID}">${JSON.stringify(rendered.state).replace(/</g, '\\u003c')}</script>`;
      parts = { head: rendered.head, html: rendered.html, state };
      status = rendered.status;
      // A page that asks for data its route's loaders did not run renders it as loading: a mistake in the route table, said here.
      unloaded = rendered.unloaded;
      if (unloaded.length) logger.error(`Server render of ${url} asked for data its route does not load: ${unloaded.join(', ')}.`);
      keep = status === 200 || status === 404;
    } catch (error) {
      // A page that fails to render on the server still works: the browser renders it. Not kept: the next visitor tries again.
      logger.error(`Server render of ${url} failed: ${(error as Error).message}`);
      keep = false;
      if (isDatabaseUnavailable(error)) unavailable = true;
    }
    if (unavailable) {
      status = 503;
      keep = false;
    }
    const answer: CachedAnswer = {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', ...(unavailable ? UNAVAILABLE_HEADERS : {}) },
      body: page.fill(parts),
      etag: weakEtag(String(status), page.digest, parts.head, parts.html, parts.state),
      producedAt: Date.now(),
      encoded: {},
    };
    return {
      answer,
      keep,
      tags: answerTags(`${url}\n${parts.head}${parts.html}${parts.state}`),
      timing: `render;dur=${(performance.now() - started).toFixed(1)}${unloaded.length ? `;desc="not loaded: ${unloaded.join(' ')}"` : ''}`,
    };
  };

  /** This response's nonce, in the page's tags and in its Content-Security-Policy. */
  const nonceFor = (req: Request) => {
    const nonce = newNonce();
    return { nonce, headers: { 'Content-Security-Policy': pagePolicy(nonce, { publicOrigin, https: req.secure }) } };
  };

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isNotPage(req.path)) return next();
    if (!ssr && !existsSync(join(dist, 'server', 'entry-server.cjs'))) {
      res.status(503).type('text/plain').send('The website is not built: run `npx nx run web:build` (npm start does it).');
      return;
    }
    const { template } = load();
    // What page this is, read as the router reads it (site-routes.ts: any case, percent-escapes decoded).
    const { id: routeId, route } = matchSiteRoute(req.path);
    // The back office is rendered in the browser only (it is private and needs the admin's token).
    if (route.kind === 'back-office') {
      const shell = template
        .replace('<!--app-head-->', '<meta name="robots" content="noindex"><title>Sawa Art Studio admin</title>')
        .replace('<!--app-html-->', '')
        .replace('<!--app-state-->', '');
      sendPage(req, res, 200, shell);
      return;
    }
    // An order's page looks the order up by its number (in-process): counted here, with the GraphQL and payment-link doors.
    if (routeId === 'order' && !(await allowOrderLookup(orderLookups, req, res))) return;
    const origin = publicUrl ?? `${req.protocol}://${req.get('host')}`;
    // Order and visit pages hold their key in their address (so does any longer path under one, a 404 page that names it);
    // a request that carries credentials is someone's own.
    if (!route.publiclyCacheable || isPrivatePath(req.path) || req.headers.authorization) {
      const { answer, timing } = await renderPage(req, origin, currencyOf(req, res));
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      res.setHeader('Server-Timing', timing);
      cache.send(req, res, '', answer, { publicCaching: false, nonce: nonceFor(req) });
      return;
    }
    // Every anonymous visitor of a public page gets the same page: rendered once, then from the cache until a write changes what it shows.
    // Keyed, and rendered, with only the query parameters the page reads (cache-keys.ts): `/?utm=...` is `/`.
    // Keyed by the currency its prices are shown in too: one page per currency, each right under the cache.
    const url = cachedUrl(req.originalUrl);
    const currency = currencyOf(req, res);
    const key = `page ${origin}${url} ${currency}`;
    let timing = 'cache;desc="hit"';
    const { value: answer, shared } = await cache.store.getOrProduce(key, async () => {
      const rendered = await renderPage(req, origin, currency, url);
      timing = rendered.timing;
      return { value: rendered.answer, bytes: PublicCache.sizeOf(rendered.answer, key), keep: rendered.keep, tags: rendered.tags };
    });
    res.setHeader('Server-Timing', shared ? 'cache;desc="shared render"' : timing);
    cache.send(req, res, key, answer, { nonce: nonceFor(req), publicCaching: answer.status !== 503 });
  });
}

/** Counts an order page's look-up; false when it was refused here (429 over the limit, 503 while Redis is away), answered. */
async function allowOrderLookup(limit: OrderLookupLimit, req: Request, res: Response): Promise<boolean> {
  let wait: number;
  try {
    wait = await limit.hit(req);
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    res.status(error.getStatus()).setHeader('Cache-Control', 'no-store').setHeader('Retry-After', '5').type('text/plain').send(error.message);
    return false;
  }
  if (wait === 0) return true;
  res.status(429).setHeader('Cache-Control', 'no-store').setHeader('Retry-After', String(wait)).type('text/plain').send(ORDER_LOOKUP_MESSAGE);
  return false;
}

/** The page template, its text compressed once: each render adds its head, markup and state in between (NoncedBody.join). */
interface PageTemplate {
  fill(parts: { head: string; html: string; state: string }): NoncedBody;
  /** A digest of the template, part of every page's ETag (a new build is a new page). */
  digest: string;
}

function pageTemplate(template: string): PageTemplate {
  const slots = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'];
  const pieces: NoncedBody[] = [];
  let rest = template;
  for (const slot of slots) {
    const at = rest.indexOf(slot);
    if (at < 0) throw new Error(`dist/web/client/index.html has no ${slot}: rebuild the website (npx nx run web:build).`);
    pieces.push(NoncedBody.of(rest.slice(0, at), NONCE_ATTRIBUTE, { shared: true }));
    rest = rest.slice(at + slot.length);
  }
  pieces.push(NoncedBody.of(rest, NONCE_ATTRIBUTE, { shared: true }));
  const [beforeHead, beforeHtml, beforeState, end] = pieces;
  const text = (value: string) => NoncedBody.of(value, NONCE_ATTRIBUTE);
  return {
    fill: ({ head, html, state }) => NoncedBody.join([beforeHead, text(head), beforeHtml, text(html), beforeState, text(state), end]),
    digest: weakEtag(template),
  };
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
    return `${preloads}<style nonce="${CSP_NONCE_PLACEHOLDER}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

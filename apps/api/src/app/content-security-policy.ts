import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';

/**
 * The nonce every script, style and preload tag of the website's built page carries
 * (apps/web/vite.config.mts `html.cspNonce`, and the inlined stylesheet). A rendered page keeps
 * it, so the page itself holds no secret and can be cached; `withNonce` puts a fresh nonce in
 * each response. Only the whole attribute `nonce="csp-nonce-placeholder"` is replaced: every
 * text that reaches a page (React, the JSON state, JSON-LD, head tags) escapes `"`, so nothing a
 * visitor or an admin wrote can produce it.
 */
export const CSP_NONCE_PLACEHOLDER = 'csp-nonce-placeholder';
const PLACEHOLDER_ATTRIBUTE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/** 128 random bits, base64, as CSP nonces should be. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The page with the placeholder nonce replaced by this response's nonce (one pass over the string). */
export function withNonce(page: string, nonce: string): string {
  return page.replaceAll(PLACEHOLDER_ATTRIBUTE, `nonce="${nonce}"`);
}

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** Directives every policy ends with: nothing may frame the site, no plugins, no foreign <base>. */
const LOCKED = { 'object-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * The website's pages (server-rendered public pages and the back office shell): scripts only
 * through the nonce, and what they load ('strict-dynamic': the lazy route chunks); 'self' is
 * for browsers without 'strict-dynamic' and ignored by the rest. Styles: the nonced inlined
 * stylesheet and the site's own files; style attributes (React `style` props, the HTML of mails
 * previewed in the back office's sandboxed frame) stay allowed, since they cannot run script.
 * Images: the site, `PUBLIC_URL` (absolute image addresses), data: and blob: (image previews
 * in the back office forms).
 */
export function pagePolicy(nonce: string, options: { publicOrigin?: string; https: boolean }): string {
  const images = ["'self'", 'data:', 'blob:'];
  if (options.publicOrigin) images.push(options.publicOrigin);
  return serialize({
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': images,
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    ...LOCKED,
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/**
 * GraphiQL (GET /graphql): its bundled scripts and workers from the site; its editor (Monaco)
 * writes <style> elements at run time, so styles are allowed inline. It runs no page content.
 */
export const GRAPHIQL_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
  ...LOCKED,
});

/** Swagger UI (/api/docs): its own script files, its inline <style> blocks and data: icons; "Try it out" calls the API. */
export const API_DOCS_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  ...LOCKED,
});

/**
 * Every other answer (JSON, images, files, and the few pages the server writes itself: the
 * unsubscribe page, the payment sandbox's invoice page): no script at all, inline styles for
 * those small pages, forms posting back to the site.
 */
export const DEFAULT_POLICY = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  ...LOCKED,
});

/** Replaces the policy helmet set, for one route's own pages. */
export function usePolicy(policy: string): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
}

/** HSTS tells browsers to use HTTPS from now on: sent only on requests that came over HTTPS (directly, or via a trusted proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer: the default policy above (pages replace it with their own),
 * nosniff, a Referrer-Policy that keeps paths (order and visit keys) on this site, no framing,
 * and HSTS over HTTPS.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      // Policies are whole strings here (helmet's per-directive builder would merge its defaults in).
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Content-Security-Policy', DEFAULT_POLICY);
      if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  ];
}

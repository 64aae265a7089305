import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';

/**
 * Public answers (pages, catalogue reads): browsers revalidate every time (an ETag makes that a
 * 304 without a body), so a visitor never sees stale stock from their own cache; a shared cache
 * (a CDN) may keep the answer 10 s. CDNs that read the targeted CDN-Cache-Control (RFC 9213)
 * may also serve it up to 30 s stale while they revalidate.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=10';
export const CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=30';
/**
 * Server-rendered pages carry a CSP nonce made for each response: a shared cache (a CDN) must never
 * hand one response's nonce to everyone, so pages are for the browser's cache only (which revalidates
 * every time, a 304 by ETag). The app's own cache keeps the page and fills a fresh nonce per response.
 */
export const NONCED_PAGE_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
/** Pages that hold a secret in their address (orders, visits): no cache anywhere keeps them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A weak validator of the answer's content (weak: a page's bytes differ by their nonce and encoding). */
export function weakEtag(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url')}"`;
}

/**
 * Whether the client's copy is current (RFC 9110 13.1): If-None-Match (weak comparison) decides
 * when present; otherwise If-Modified-Since, which only vouches for a copy made after the
 * current cache generation began (the last write the answer could show).
 */
export function clientHasCurrent(req: Request, etag: string, generationStartedAt: number): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const ours = etag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === ours);
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && since >= generationStartedAt;
}

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** The first of `preferred` that the request's Accept-Encoding allows (q > 0), else identity. */
export function chooseEncoding(req: Request, preferred: BodyEncoding[]): BodyEncoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  return preferred.find(allows) ?? 'identity';
}

/** Sends a 304: validators and caching headers only. */
export function sendNotModified(res: Response): void {
  res.removeHeader('Content-Type');
  res.removeHeader('Content-Length');
  res.status(304).end();
}

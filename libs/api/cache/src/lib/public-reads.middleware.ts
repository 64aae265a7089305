import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-caching';
import { PublicCache, type CachedAnswer } from './public-cache';
import { graphqlCacheKey, isPublicQuery, MAX_OPERATION_NAME_CHARS } from './public-queries';
import { answerTags, STOCK_TAG } from './answer-tags';
import { cachedUrl } from './cache-keys';

/** Catalogue and team reads of the legacy REST API, the sitemap and robots.txt: the same for every visitor. */
const PUBLIC_REST = /^\/(api\/v1\/(art|artist|category|collection|team)(\/[^/]*)?|sitemap\.xml|robots\.txt)$/;
/** Larger GraphQL bodies are not looked up (their key would be as large). */
const MAX_GRAPHQL_BODY_CHARS = 16 * 1024;

interface Plan {
  key: string;
  kind: 'rest' | 'graphql';
  /** Headers that depend on the request, not on the answer (GraphQL's negotiated media type). */
  headers?: Record<string, string>;
}

/** The media type Apollo Server answers a GraphQL request with (the same negotiation, the same order). */
function graphqlMediaType(req: Request): string | undefined {
  if (!req.headers.accept) return 'application/json; charset=utf-8';
  const type = req.accepts(['application/json', 'application/graphql-response+json']);
  return type ? `${type}; charset=utf-8` : undefined;
}

/** What this request may be answered from, or undefined when it must reach the app. */
function planFor(req: Request): Plan | undefined {
  // An admin's (or anyone's signed) request is never answered from the cache, nor stored.
  if (req.headers.authorization) return undefined;
  if ((req.method === 'GET' || req.method === 'HEAD') && PUBLIC_REST.test(req.path)) {
    // Keyed by the parameters the route reads, and the app sees only those (cache-keys.ts): the answer matches its key.
    const url = cachedUrl(req.originalUrl);
    req.url = req.originalUrl = url;
    return { key: `rest ${url}`, kind: 'rest' };
  }
  if (req.method === 'POST' && req.path === '/graphql' && req.is('application/json')) {
    const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
    if (!body || Array.isArray(body) || typeof body.query !== 'string' || body.query.length > MAX_GRAPHQL_BODY_CHARS) return undefined;
    // The operation name is the client's to choose and nothing has checked it yet: only a short string is looked at.
    const operationName = body.operationName ?? undefined;
    if (operationName !== undefined && (typeof operationName !== 'string' || operationName.length > MAX_OPERATION_NAME_CHARS)) return undefined;
    if (!isPublicQuery(body.query, operationName)) return undefined;
    const mediaType = graphqlMediaType(req);
    if (!mediaType) return undefined;
    return { key: graphqlCacheKey(body.query, body.variables, operationName), kind: 'graphql', headers: { 'content-type': mediaType } };
  }
  return undefined;
}

/**
 * Public reads answered from the cache (mounted after the security headers, the compression
 * middleware and the JSON body parser, before the app's routes). A miss goes through the app as
 * usual and its answer is kept when it is a 200 that sets no cookie, says nothing against caching
 * and (GraphQL) has no errors. Concurrent misses for one key wait for the first one's answer.
 */
export function publicReadsCache(cache: PublicCache): RequestHandler {
  const running = new Map<string, Promise<void>>();

  return async (req: Request, res: Response, next: NextFunction) => {
    const plan = planFor(req);
    if (!plan) return next();
    const options = { publicCaching: plan.kind === 'rest', headers: plan.headers };
    const cached = cache.store.get(plan.key);
    if (cached) {
      res.setHeader('Server-Timing', 'cache;desc="hit"');
      return cache.send(req, res, plan.key, cached, options);
    }
    if (!cache.store.active) return next();

    const generation = cache.store.generation;
    const flightKey = `${generation}\u0000${plan.key}`;
    const first = running.get(flightKey);
    if (first) {
      await first;
      const answer = cache.store.get(plan.key);
      if (!answer) return next();
      res.setHeader('Server-Timing', 'cache;desc="shared"');
      return cache.send(req, res, plan.key, answer, options);
    }
    let done!: () => void;
    running.set(flightKey, new Promise<void>((resolve) => (done = resolve)));
    const finish = () => {
      running.delete(flightKey);
      done();
    };
    res.once('close', finish);
    capture(res, plan, (answer) => {
      const tags = answerTags(`${plan.key}\n${(answer.body as Buffer).toString('utf8')}`);
      cache.store.set(plan.key, answer, PublicCache.sizeOf(answer, plan.key), generation, plan.kind === 'graphql' ? [...tags, STOCK_TAG] : tags);
      finish();
    });
    next();
  };
}

/**
 * Collects the body the app sends (before compression) and hands it over as a cached answer
 * if it qualifies; marks a public REST answer as such (caching headers) as it goes out.
 */
function capture(res: Response, plan: Plan, keep: (answer: CachedAnswer) => void): void {
  const chunks: Buffer[] = [];
  // The response's own methods, called on it below (`apply(this, ...)`).
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => Response;
  const write = res.write.bind(res) as (...a: unknown[]) => boolean;
  const end = res.end.bind(res) as (...a: unknown[]) => Response;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (plan.kind === 'rest' && this.statusCode === 200 && !this.getHeader('Cache-Control')) {
      this.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      this.setHeader('CDN-Cache-Control', CDN_CACHE_CONTROL);
      this.setHeader('Last-Modified', new Date().toUTCString());
    }
    return writeHead(...args);
  } as Response['writeHead'];
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8'));
    return write(chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    if (chunk && typeof chunk !== 'function')
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8'));
    const result = end(chunk, ...rest);
    const answer = qualifies(this, plan, Buffer.concat(chunks));
    if (answer) keep(answer);
    return result;
  } as Response['end'];
}

/** Headers of a REST answer that are part of it: its type, and a legacy list's paging (X-Total-Count, Link). */
const KEPT_REST_HEADERS = ['content-type', 'x-total-count', 'link'];

function qualifies(res: Response, plan: Plan, body: Buffer): CachedAnswer | undefined {
  if (res.statusCode !== 200 || res.getHeader('Set-Cookie') || res.req.method === 'HEAD') return undefined;
  const cacheControl = String(res.getHeader('Cache-Control') ?? '');
  if (plan.kind === 'rest' && /no-store|private/.test(cacheControl)) return undefined;
  if (plan.kind === 'graphql') {
    try {
      const result = JSON.parse(body.toString('utf8')) as { errors?: unknown; data?: unknown };
      if (result.errors || !result.data) return undefined;
    } catch {
      return undefined;
    }
  }
  // A GraphQL answer's media type is negotiated per request (Plan.headers); a REST list's paging headers belong to the answer.
  const kept = plan.kind === 'rest' ? KEPT_REST_HEADERS.filter((name) => res.getHeader(name) !== undefined) : [];
  return PublicCache.answerOf(body, Object.fromEntries(kept.map((name) => [name, String(res.getHeader(name))])));
}

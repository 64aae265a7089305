import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import etag from 'etag';
import { NoncedBody } from './nonced-body';
import { ResponseCache } from './response-cache';
import { CDN_CACHE_CONTROL, chooseEncoding, clientHasCurrent, NONCED_PAGE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, sendNotModified } from './http-caching';

/** Bodies smaller than this go out as they are (as the compression middleware does). */
const COMPRESS_FROM_BYTES = 1024;
/** Memory an entry costs beyond its bodies (key, headers, bookkeeping), roughly. */
const ENTRY_OVERHEAD_BYTES = 512;

/** A public answer as cached: sent again to any anonymous visitor. */
export interface CachedAnswer {
  status: number;
  /** Content headers (content-type...), lower-case names; caching headers are added when sent. */
  headers: Record<string, string>;
  /** The body, or a page whose CSP nonce is filled per response. */
  body: Buffer | NoncedBody;
  etag: string;
  /** When it was produced (ms): its Last-Modified. */
  producedAt: number;
  /** Compressed copies of a plain body, made on first demand. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** How a page is sent with its own nonce. */
export interface NonceOptions {
  nonce: string;
  /** Headers that carry the nonce (Content-Security-Policy), set on a full answer only: a 304 must keep the stored page's own. */
  headers: Record<string, string>;
}

/**
 * The app's public answer cache: one byte-bounded LRU (ResponseCache) for pages, catalogue REST
 * reads and public GraphQL queries, and how a cached answer is sent (validators, 304, encodings).
 */
export class PublicCache {
  readonly store: ResponseCache<CachedAnswer>;

  constructor(maxBytes: number, maxAgeMs = 0) {
    this.store = new ResponseCache<CachedAnswer>(maxBytes, maxAgeMs);
  }

  /** A plain answer (JSON, XML, text), with the same weak ETag express gives the same bytes. */
  static answerOf(body: Buffer, headers: Record<string, string> = {}): CachedAnswer {
    return { status: 200, headers, body, etag: etag(body, { weak: true }), producedAt: Date.now(), encoded: {} };
  }

  static sizeOf(answer: CachedAnswer, key: string): number {
    const body = answer.body instanceof NoncedBody ? answer.body.bytes : answer.body.length;
    return body + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0) + key.length * 2 + ENTRY_OVERHEAD_BYTES;
  }

  /**
   * Sends a cached answer: 304 when the client's copy is current, else the body in the best
   * encoding the client takes (pages: gzip spliced around the nonce; other bodies: br or gzip,
   * compressed once). HEAD gets the headers only.
   */
  send(
    req: Request,
    res: Response,
    key: string,
    answer: CachedAnswer,
    options: { nonce?: NonceOptions; publicCaching?: boolean; headers?: Record<string, string> } = {},
  ): void {
    const publicCaching = options.publicCaching ?? true;
    // Added to what the route said it varies on (a page: the visitor's currency cookie).
    res.vary('Accept-Encoding');
    res.setHeader('ETag', answer.etag);
    res.setHeader('Last-Modified', new Date(answer.producedAt).toUTCString());
    if (publicCaching && options.nonce) res.setHeader('Cache-Control', NONCED_PAGE_CACHE_CONTROL);
    else if (publicCaching) {
      res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      res.setHeader('CDN-Cache-Control', CDN_CACHE_CONTROL);
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && answer.status === 200 && clientHasCurrent(req, answer.etag, this.store.generationStartedAt)) {
      // No Content-Security-Policy on a 304: the browser keeps the one stored with its copy, whose nonce that copy carries.
      res.removeHeader('Content-Security-Policy');
      sendNotModified(res);
      return;
    }
    res.status(answer.status);
    for (const [name, value] of Object.entries({ ...answer.headers, ...options.headers })) res.setHeader(name, value);
    if (options.nonce) for (const [name, value] of Object.entries(options.nonce.headers)) res.setHeader(name, value);
    const { body, encoding, made } = this.encode(req, answer, options.nonce?.nonce);
    if (made) this.store.grow(key, answer, made);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  /** The body to send and its encoding; `made`: bytes of a compressed copy made just now. */
  private encode(req: Request, answer: CachedAnswer, nonce: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | 'identity'; made?: number } {
    if (answer.body instanceof NoncedBody) {
      const fill = nonce ?? '';
      return chooseEncoding(req, ['gzip']) === 'gzip'
        ? { body: answer.body.gzip(fill), encoding: 'gzip' }
        : { body: answer.body.plain(fill), encoding: 'identity' };
    }
    if (answer.body.length < COMPRESS_FROM_BYTES) return { body: answer.body, encoding: 'identity' };
    const encoding = chooseEncoding(req, ['br', 'gzip']);
    if (encoding === 'br' || encoding === 'gzip') {
      const existing = answer.encoded[encoding];
      if (existing) return { body: existing, encoding };
      const made =
        encoding === 'br'
          ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length } })
          : gzipSync(answer.body, { level: 6 });
      answer.encoded[encoding] = made;
      return { body: made, encoding, made: made.length };
    }
    return { body: answer.body, encoding };
  }
}

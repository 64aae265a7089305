import { HttpException, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { UNAVAILABLE_MESSAGES } from '@sawa/api/common';
import { imageCacheControl, imageContentType } from './image-content-type';
import { ImageStorage } from './image-storage';

/** A stored image's name (`{key}.jpg`, `{key}-{width}.{ext}`): nothing else is ever served from /uploads. */
const STORED_NAME = /^[A-Za-z0-9_-]{1,128}\.(jpg|jpeg|png|webp|avif)$/;

function notFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
}

/** The path decoded, or undefined when an escape is broken or not UTF-8 (an overlong `%c0%af`). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * GET/HEAD /uploads/{name}: the stored image, from whichever storage is configured (disk or an S3
 * bucket), streamed through the app so image URLs stay `/uploads/...` on the site's own origin (the legacy
 * contract, same-origin CSP, no public bucket). Immutable caching for a year (names are content-hashed), except
 * visitors' images (`VISITOR_IMAGE_PREFIX`), which may be erased: private, asked again each time;
 * conditional GET (304), `nosniff` and the content type of the name's extension; 404 for a missing or
 * unknown name, 503 with a message when the store cannot be reached.
 */
export function uploadsHandler(storage: ImageStorage) {
  const logger = new Logger('Uploads');
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = decodedPath(req.path.replace(/^\//, ''));
    if (name === undefined) {
      res.status(400).setHeader('Cache-Control', 'no-store').type('text/plain').send('The path is not a valid URL (a broken or overlong % escape).');
      return;
    }
    const contentType = imageContentType(name);
    if (!STORED_NAME.test(name) || !contentType) return notFound(res);
    const ifModifiedSince = req.headers['if-modified-since'] ? new Date(req.headers['if-modified-since']) : undefined;
    let file;
    try {
      file = await storage.open(name, {
        ifNoneMatch: req.headers['if-none-match'],
        ifModifiedSince: ifModifiedSince && !Number.isNaN(ifModifiedSince.getTime()) ? ifModifiedSince : undefined,
      });
    } catch (error) {
      const status = error instanceof HttpException ? error.getStatus() : 503;
      if (!(error instanceof HttpException)) logger.warn(`Reading ${name} failed: ${(error as Error).message}`);
      res.status(status).setHeader('Cache-Control', 'no-store').setHeader('Retry-After', '5').type('text/plain').send(UNAVAILABLE_MESSAGES.storage);
      return;
    }
    if (file === null) return notFound(res);
    res.setHeader('Cache-Control', imageCacheControl(name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (file === 'not-modified') {
      res.status(304).end();
      return;
    }
    res.status(200).setHeader('Content-Type', contentType).setHeader('Content-Length', String(file.size));
    if (file.etag) res.setHeader('ETag', file.etag);
    if (file.lastModified) res.setHeader('Last-Modified', file.lastModified.toUTCString());
    if (req.method === 'HEAD') {
      file.body.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(file.body, res);
    } catch (error) {
      // The visitor went away, or the store broke off mid-file (the response is cut short, never padded).
      if (!res.writableEnded) res.destroy(error as Error);
    }
  };
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';

/** Room for the `operations` and `map` fields and the multipart framing, beside the files themselves. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export interface UploadBounds {
  /** Largest file (UPLOAD_MAX_BYTES). */
  maxFileSize: number;
  /** Files one signed-in admin request may carry (an artwork's cover and gallery). */
  adminMaxFiles: number;
  /** Files an anonymous request may carry (a commission request's one reference image). */
  visitorMaxFiles: number;
  /** True when the request carries a valid admin token (its signature: cheap, no database). */
  isAdmin(authorization: string | undefined): Promise<boolean>;
}

/**
 * GraphQL multipart requests (file uploads), bounded before any file reaches the disk:
 * a body whose declared length is over what its files may need is refused at once (413, nothing
 * read); the parser then counts files, file sizes and fields as it reads (graphql-upload limits:
 * an anonymous request may carry one file, an admin's as many as an artwork needs). Refusals
 * answer GraphQL-shaped JSON with the parser's status (413 or 400).
 */
export function boundedGraphqlUploads(bounds: UploadBounds): RequestHandler {
  const admin = graphqlUploadExpress({ maxFileSize: bounds.maxFileSize, maxFiles: bounds.adminMaxFiles, maxFieldSize: 1024 * 1024 });
  const visitor = graphqlUploadExpress({ maxFileSize: bounds.maxFileSize, maxFiles: bounds.visitorMaxFiles, maxFieldSize: 64 * 1024 });
  const refuse = (res: Response, status: number, message: string) =>
    res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status } }] });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    void bounds.isAdmin(req.headers.authorization).then((isAdmin) => {
      const maxFiles = isAdmin ? bounds.adminMaxFiles : bounds.visitorMaxFiles;
      const maxBytes = maxFiles * bounds.maxFileSize + FORM_OVERHEAD_BYTES;
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        // Refused before reading: the connection closes rather than take in the rest.
        res.setHeader('Connection', 'close');
        refuse(
          res,
          413,
          `The upload is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most ${maxFiles === 1 ? 'one image' : `${maxFiles} images`} may take.`,
        );
        return;
      }
      (isAdmin ? admin : visitor)(req, res, (error?: unknown) => {
        if (!error) return next();
        // graphql-upload holds every answer until the request is closed: a body it refused before reading any of it
        // (a multipart type without a boundary) is drained, or the answer would never leave.
        req.resume();
        const { status, message } = error as { status?: number; message?: string };
        refuse(res, typeof status === 'number' && status >= 400 && status < 500 ? status : 400, message ?? 'The upload could not be read.');
      });
    }, next);
  };
}

import express, { NextFunction, Request, Response } from 'express';

/**
 * JSON bodies for the REST routes, with the parser's own failures answered in the legacy
 * shape and plain words (Nest would pass on the raw JSON.parse message).
 */
export function jsonBody(limit: string) {
  return [
    express.json({ limit }),
    (error: { type?: string } | undefined, req: Request, res: Response, next: NextFunction) => {
      if (req.path.startsWith('/graphql')) return next(error);
      if (error?.type === 'entity.parse.failed') return res.status(400).json({ status: 'fail', message: 'The request body is not valid JSON.' });
      if (error?.type === 'entity.too.large') return res.status(413).json({ status: 'fail', message: `The request body is larger than ${limit}.` });
      return next(error);
    },
  ];
}

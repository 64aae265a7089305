import { BadRequestException } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';

/**
 * JSON bodies (up to `limit`). Text that is not JSON is refused in plain words here: Nest would pass
 * on JSON.parse's message, which echoes the body. The parser's other refusals (too large, a charset or
 * encoding it cannot read) are worded by LegacyExceptionFilter, with those of every body parser.
 */
export function jsonBody(limit: string) {
  return [
    express.json({ limit }),
    (error: { type?: string } | undefined, _req: Request, _res: Response, next: NextFunction) =>
      next(error?.type === 'entity.parse.failed' ? new BadRequestException('The request body is not valid JSON.') : error),
  ];
}

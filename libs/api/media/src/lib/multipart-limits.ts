import { BadRequestException, CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request, RequestHandler, Response } from 'express';
import multer, { memoryStorage } from 'multer';
import { Observable } from 'rxjs';
import { Environment } from '@sawa/api/common';

/** Files one admin form may send at once (an artwork's cover and its gallery of 10, and one to spare). */
export const ADMIN_MAX_FILES = 12;

/**
 * What an anonymous multipart request may hold (a commission request: one reference image and its
 * form's text fields), checked by the parser as it reads. The file size is UPLOAD_MAX_BYTES.
 */
export const VISITOR_UPLOAD_LIMITS = { files: 1, fields: 20, fieldSize: 32 * 1024, parts: 21, headerPairs: 100 } as const;

/** Room for a visitor form's text fields and the multipart framing beside its one file. */
const VISITOR_FORM_BYTES = VISITOR_UPLOAD_LIMITS.fields * VISITOR_UPLOAD_LIMITS.fieldSize;

/** Admin forms: as many files as an artwork needs, text fields as long as its description. */
export const ADMIN_UPLOAD_LIMITS = { files: ADMIN_MAX_FILES, fields: 50, fieldSize: 1024 * 1024, parts: 62, headerPairs: 200 } as const;

/** A multipart body the parser could not read. */
const unreadable = (error: unknown) =>
  new BadRequestException(`The form could not be read${error instanceof Error && error.message ? ` (${error.message})` : ''}; send it again.`);

/**
 * Reads an anonymous multipart upload (one image in `field`) into memory within
 * VISITOR_UPLOAD_LIMITS: a body whose declared length is over what one image and the form can
 * take is refused with 413 before anything is read; the parser refuses a second file, too many
 * or too long fields, or too many parts (400) and a file over UPLOAD_MAX_BYTES (413) as it reads.
 * Nothing is written to disk.
 */
export function VisitorImageInterceptor(field: string): Type<NestInterceptor> {
  @Injectable()
  class VisitorImage implements NestInterceptor {
    private readonly maxBytes: number;
    private readonly parse: RequestHandler;

    constructor(config: ConfigService<Environment, true>) {
      const fileSize = config.get('UPLOAD_MAX_BYTES', { infer: true });
      this.maxBytes = fileSize + VISITOR_FORM_BYTES;
      this.parse = multer({ storage: memoryStorage(), limits: { ...VISITOR_UPLOAD_LIMITS, fileSize } }).single(field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > this.maxBytes) {
        res.setHeader('Connection', 'close');
        throw new PayloadTooLargeException(
          `The request is larger than ${Math.round(this.maxBytes / 1024 / 1024)} MB, the most one image and the form may take.`,
        );
      }
      // multer's errors (MulterError, with its LIMIT_* code) are answered by the REST error filter: 413 for the file, 400 otherwise.
      // Anything else the parser says ('Malformed part header', 'Unexpected end of form') is a broken body: 400, never a server fault.
      await new Promise<void>((resolve, reject) =>
        this.parse(req, res, (error?: unknown) => (error ? reject(error instanceof multer.MulterError ? error : unreadable(error)) : resolve())),
      );
      return next.handle();
    }
  }
  return mixin(VisitorImage);
}

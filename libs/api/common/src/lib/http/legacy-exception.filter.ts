import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { unavailableAnswer } from '../unavailable';

/**
 * REST errors as the legacy clients read them: `{status: "fail", message}` for client
 * mistakes and `{status: "error", message}` for server faults, never a stack trace.
 * Only applied to HTTP requests; GraphQL formats its own errors (a /graphql request seen here was
 * refused before GraphQL read it, and gets GraphQL's error shape).
 */
@Catch()
export class LegacyExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    // A shared service away (the database restarting, the object store down): 503 with a message, and a hint to retry.
    const unavailable = unavailableAnswer(exception);
    if (unavailable) res.setHeader('Retry-After', '5');
    const { status, message } = describe(unavailable ?? exception);
    if (status >= 500 && status !== 502 && status !== 503) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    res.status(status).json(errorBody(host.switchToHttp().getRequest<Request>().path ?? '', status, message));
  }
}

/**
 * An error answer's body for a request to `path`: the legacy `{status, message}`, or, for a GraphQL
 * request refused before GraphQL read it (a body that cannot be read), the shape its client reads.
 */
export function errorBody(path: string, status: number, message: string): object {
  if (path.startsWith('/graphql')) return { errors: [{ message, extensions: { code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', status } }] };
  return { status: status >= 500 ? 'error' : 'fail', message };
}

const size = (bytes: number) => (bytes % 1048576 === 0 ? `${bytes / 1048576}mb` : bytes % 1024 === 0 ? `${bytes / 1024}kb` : `${bytes} bytes`);

/**
 * The body parsers' refusals (express.json, urlencoded, raw), in plain words: never their raw text, which may echo the body.
 * (JSON that does not parse is worded by jsonBody: Nest turns a SyntaxError into a BadRequestException with its raw text first.)
 */
function bodyRefusal(e: { type?: string; limit?: number; charset?: string; encoding?: string }): string {
  switch (e.type) {
    case 'entity.too.large':
      return `The request body is larger than ${typeof e.limit === 'number' ? size(e.limit) : 'the limit'}.`;
    case 'charset.unsupported':
      return `The request body must be UTF-8 text, not ${String(e.charset ?? 'this charset').toUpperCase()}.`;
    case 'encoding.unsupported':
      return `The request body's Content-Encoding ${JSON.stringify(e.encoding ?? '')} is not supported: send it as gzip, deflate, br or unencoded.`;
    case 'request.aborted':
    case 'request.size.invalid':
      return 'The request body ended before its Content-Length.';
    case 'parameters.too.many':
      return 'The request body has too many fields.';
    default:
      // A compressed body that does not decompress (zlib's error), or another failure to read it.
      return 'The request body could not be read.';
  }
}

function describe(exception: unknown): { status: number; message: string } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
    // 502 and 503 are deliberate answers (payment service refused, payments not configured): their words are for the user.
    return { status, message: status >= 500 && status !== 502 && status !== 503 ? 'Something went wrong on our side. Please try again later.' : message };
  }
  // multer's errors are the client's (too large, too many files, a part without a field name): 413 for a file's size, 400 otherwise.
  const e = exception as { name?: string; status?: number; statusCode?: number; code?: string; message?: string; type?: string };
  if (e?.name === 'MulterError' || (typeof e?.code === 'string' && e.code.startsWith('LIMIT_'))) {
    const status = e.code === 'LIMIT_FILE_SIZE' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST;
    return { status, message: e.message ?? 'Upload refused' };
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // The body parsers' errors carry a `type`; a compressed body that does not decompress, zlib's `errno`.
    const isBody = typeof e.type === 'string' || typeof (e as { errno?: unknown }).errno === 'number';
    return { status, message: isBody ? bodyRefusal(e) : (e.message ?? 'Bad request') };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again later.' };
}

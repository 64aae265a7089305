import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { unavailableAnswer } from '../unavailable';

/**
 * REST errors as the legacy clients read them: `{status: "fail", message}` for client
 * mistakes and `{status: "error", message}` for server faults, never a stack trace.
 * Only applied to HTTP requests; GraphQL formats its own errors.
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
    res.status(status).json({ status: status >= 500 ? 'error' : 'fail', message });
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
  // multer errors carry their own status (too large, too many files).
  const e = exception as { status?: number; statusCode?: number; code?: string; message?: string; type?: string };
  if (e?.code && typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    const status = e.code === 'LIMIT_FILE_SIZE' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST;
    return { status, message: e.message ?? 'Upload refused' };
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: e.message ?? 'Bad request' };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again later.' };
}

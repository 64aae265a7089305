import { ServiceUnavailableException } from '@nestjs/common';

/** What a visitor reads while a shared service is away: the request can simply be sent again shortly. */
export const UNAVAILABLE_MESSAGES = {
  database: 'The database is not available right now. Please try again in a moment.',
  cache: 'The service is briefly unavailable. Please try again in a moment.',
  storage: 'Images cannot be stored or read right now. Please try again in a moment.',
} as const;

export type SharedService = keyof typeof UNAVAILABLE_MESSAGES;

/** A 503 that says which shared service is away (REST `{status: 'error', message}`, GraphQL `SERVICE_UNAVAILABLE`). */
export function serviceUnavailable(service: SharedService, cause?: unknown): ServiceUnavailableException {
  return new ServiceUnavailableException(UNAVAILABLE_MESSAGES[service], { cause });
}

/** Network failures of a socket (a server restarting, gone or unreachable). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * PostgreSQL and node-postgres errors that mean "the database cannot be reached or is restarting", as
 * opposed to a failed statement: SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting
 * down, crashed, starting up), 53300 (too many connections), socket errors, and pg's own connection
 * and pool timeouts. These become a 503 instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; driverError?: unknown; cause?: unknown; thrownValue?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || NETWORK_CODES.has(code))) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|the database system is (starting up|shutting down|in recovery)|terminating connection due to administrator command/i.test(
        message,
      )
    ) {
      return true;
    }
    // TypeORM keeps the driver's error; GraphQL wraps a thrown value it does not take for an Error.
    e = (e.driverError ?? e.cause ?? e.thrownValue) as typeof e;
  }
  return false;
}

/** The 503 for an error that means a shared service is away, or undefined for any other error. */
export function unavailableAnswer(error: unknown): ServiceUnavailableException | undefined {
  if (error instanceof ServiceUnavailableException) return error;
  return isDatabaseUnavailable(error) ? serviceUnavailable('database', error) : undefined;
}

import { GraphQLFormattedError } from 'graphql';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

const KNOWN = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  ...Object.values(CODE_BY_STATUS),
]);

/**
 * Nest HTTP exceptions thrown by the services become GraphQL errors with a machine-readable
 * code and the same message as REST; anything unexpected is masked outside development.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown, development: boolean): GraphQLFormattedError {
  const original = (error as { originalError?: { getStatus?: () => number; getResponse?: () => unknown; message?: string } })?.originalError;
  const extensions = { ...formatted.extensions } as Record<string, unknown>;
  let message = formatted.message;
  const status = typeof original?.getStatus === 'function' ? original.getStatus() : undefined;
  if (status !== undefined && CODE_BY_STATUS[status]) {
    extensions.code = CODE_BY_STATUS[status];
    const body = original?.getResponse?.() as { message?: unknown; field?: unknown } | string | undefined;
    const raw = typeof body === 'string' ? body : body?.message;
    message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : message;
    extensions.status = status;
    // The input field a refusal is about (an image field of a form with several), when the service named it.
    if (typeof body === 'object' && typeof body?.field === 'string') extensions.field = body.field;
  }
  delete extensions.originalError;
  if (!development) delete extensions.stacktrace;
  const code = String(extensions.code ?? 'INTERNAL_SERVER_ERROR');
  if (!development && !KNOWN.has(code)) {
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return { ...formatted, message, extensions: { ...extensions, code } };
}

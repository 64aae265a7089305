import { ApolloServerErrorCode } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { unavailableAnswer } from '@sawa/api/common';

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

/** Codes of errors that are the client's: Apollo's own (a parse failure, an unknown operation name…), ours, and those of the services' HTTP exceptions. */
const KNOWN = new Set<string>([
  ...Object.values(ApolloServerErrorCode).filter((code) => code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR),
  'RESPONSE_TOO_LARGE',
  ...Object.values(CODE_BY_STATUS),
]);

/**
 * Nest HTTP exceptions thrown by the services become GraphQL errors with a machine-readable
 * code and the same message as REST; anything unexpected is masked outside development.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown, development: boolean): GraphQLFormattedError {
  const raw = (error as { originalError?: unknown })?.originalError;
  // A shared service away (the database restarting): SERVICE_UNAVAILABLE with a message, never a masked 500.
  const original = (unavailableAnswer(raw) ?? raw) as { getStatus?: () => number; getResponse?: () => unknown; message?: string } | undefined;
  const extensions = { ...formatted.extensions } as Record<string, unknown>;
  let message = formatted.message;
  const status = typeof original?.getStatus === 'function' ? original.getStatus() : undefined;
  if (status !== undefined && CODE_BY_STATUS[status]) {
    extensions.code = CODE_BY_STATUS[status];
    const body = original?.getResponse?.() as { message?: unknown; field?: unknown; extensions?: unknown } | string | undefined;
    const raw = typeof body === 'string' ? body : body?.message;
    message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : message;
    extensions.status = status;
    // The input field a refusal is about (an image field of a form with several), when the service named it.
    if (typeof body === 'object' && typeof body?.field === 'string') extensions.field = body.field;
    // What a refusal offers instead (a full visit time: the times that still have room), when the service gave it.
    if (typeof body === 'object' && body?.extensions && typeof body.extensions === 'object') Object.assign(extensions, body.extensions);
  }
  // Apollo's own refusals of a request (a persisted query whose hash does not match, an unknown version) carry an HTTP 4xx, not a code.
  const http = (error as { extensions?: { http?: { status?: unknown } } } | undefined)?.extensions?.http?.status;
  if (status === undefined && extensions.code === 'INTERNAL_SERVER_ERROR' && typeof http === 'number' && http >= 400 && http < 500)
    extensions.code = 'BAD_REQUEST';
  message = plainLimitMessage(message, typeof extensions.code === 'string' ? extensions.code : '');
  delete extensions.originalError;
  if (!development) delete extensions.stacktrace;
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
  if (!development && !KNOWN.has(code)) {
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return { ...formatted, message, extensions: { ...extensions, code } };
}

/**
 * Words for refusals that happen before execution: graphql-js's token limit message (with its
 * typo) becomes a plain sentence, and graphql-armor's limit rules lose the misleading
 * "Syntax Error:" prefix they put on a valid query that asks for too much.
 */
function plainLimitMessage(message: string, code: string): string {
  const tokens = /^Syntax Error: Document contains more th(?:at|an) (\d+) tokens/.exec(message);
  if (code === 'GRAPHQL_PARSE_FAILED' && tokens) return `The query has more than ${tokens[1]} tokens, the limit of this API. Ask for less in one request.`;
  if (code === 'GRAPHQL_VALIDATION_FAILED') return message.replace(/^Syntax Error: /, '');
  return message;
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** True when the API answered that the requested record does not exist (the page is then a 404). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND' || e.extensions?.['code'] === 'BAD_USER_INPUT');
}

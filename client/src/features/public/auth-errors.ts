import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's message when it gave one, else the screen's own fallback text. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return fallback;
}

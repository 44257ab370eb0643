import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's own words for a refused operation (e.g. a validation message), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return fallback;
}

import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { knownErrorOf, ServiceUnavailableError } from '../shared/errors.js';

/**
 * One place that shapes GraphQL errors: AppErrors keep their message and code, a lost database is
 * SERVICE_UNAVAILABLE with retryAfterSeconds, GraphQL's own errors (syntax, validation) pass as they
 * are, and anything unexpected is logged and hidden.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const known = knownErrorOf(original);
    if (known) {
      if (known instanceof ServiceUnavailableError) logger.warn({ err: original }, 'database unavailable');
      return {
        message: known.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: known.code,
          ...(known.field ? { field: known.field } : {}),
          ...(known.retryAfterSeconds ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return withoutStacktrace(formatted);
    logger.error({ err: original }, 'unexpected GraphQL error');
    return {
      message: 'Something went wrong on our side. Please try again.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

function withoutStacktrace(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

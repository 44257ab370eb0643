import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { knownErrorOf, ServiceUnavailableError } from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/**
 * The formatter for Apollo's formatError. Without suggestions (production), no message names a field,
 * argument or enum value the caller did not write: Apollo's hideSchemaDetailsFromClientErrors strips
 * graphql-js's 'Did you mean …?' from validation errors only, while the coercion of variables
 * (a misspelt enum value, an unknown input field) adds the same hints at execution.
 */
export function graphqlErrorFormatter(options: { suggestions: boolean }) {
  if (options.suggestions) return formatGraphqlError;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const shaped = formatGraphqlError(formatted, error);
    return { ...shaped, message: withoutSuggestions(shaped.message) };
  };
}

/** graphql-js appends its hints as ' Did you mean "a", "b", or "c"?'; GraphQL names hold no '?'. */
function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '');
}

/**
 * One place that shapes GraphQL errors: AppErrors keep their message and code, a lost database is
 * SERVICE_UNAVAILABLE with retryAfterSeconds, GraphQL's own errors (syntax, validation) pass as they
 * are, and anything unexpected is hidden (and logged by errorLogPlugin, with the request's id).
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const known = knownErrorOf(original);
  if (known) {
    return {
      message: known.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: known.code,
        ...(known.field ? { field: known.field } : {}),
        ...(known.retryAfterSeconds ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
        ...(known.maxBytes ? { maxBytes: known.maxBytes } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return withoutStacktrace(formatted);
  const clientCode = clientErrorCodeOf(error);
  if (clientCode) return { message: formatted.message, extensions: { code: clientCode } };
  return {
    message: 'Something went wrong on our side. Please try again.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * Logs what the formatter hides, on the request's own logger (so the line carries the request id the
 * client was given in X-Request-Id): unexpected errors at error level, a lost database at warn.
 */
export function errorLogPlugin(fallback: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          const log = (contextValue as Partial<GraphQLContext> | undefined)?.log ?? fallback;
          for (const error of errors) {
            const original = unwrapResolverError(error);
            const known = knownErrorOf(original);
            if (known instanceof ServiceUnavailableError) log.warn({ err: original }, 'database unavailable');
            else if (!known && isUnexpected(error)) log.error({ err: original }, 'unexpected GraphQL error');
          }
        },
      };
    },
  };
}

function isUnexpected(error: GraphQLError): boolean {
  const code = error.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return false;
  return clientErrorCodeOf(error) === null;
}

/**
 * Client errors that graphql-js and Apollo raise without a code, which would otherwise read as
 * INTERNAL_SERVER_ERROR: graphql-js's cap on variable errors (50, then this one), and Apollo's
 * request errors that only carry an HTTP 4xx (an automatic persisted query whose hash does not match
 * its query, an unsupported persisted query version).
 */
const ARGUMENT_REFUSED_AT_EXECUTION =
  /^Argument "\w+" (?:of non-null type "[^"]+" must not be null|of required type "[^"]+" was provided the variable "\$\w+" which was not provided a runtime value)\.$/;

function clientErrorCodeOf(error: unknown): 'BAD_USER_INPUT' | 'BAD_REQUEST' | null {
  if (!(error instanceof GraphQLError)) return null;
  // graphql-js checks an argument fed by a variable only as it executes the field (null where the
  // argument, having a default, may not be null, or a variable the request left out), and reports
  // its own GraphQLError located at the field.
  const cause = error.originalError;
  if (
    cause instanceof GraphQLError &&
    !cause.originalError &&
    ARGUMENT_REFUSED_AT_EXECUTION.test(cause.message)
  )
    return 'BAD_USER_INPUT';
  if (cause) return null;
  if (error.message.startsWith('Too many errors processing variables')) return 'BAD_USER_INPUT';
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? 'BAD_REQUEST' : null;
}

function withoutStacktrace(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

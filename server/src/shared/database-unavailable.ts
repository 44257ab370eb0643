import { ConnectionException, DriverException } from '@mikro-orm/core';

/** How long a client is asked to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that mean the server cannot serve us now (not that the query is wrong): class 08
 * (connection exceptions) is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

/** Socket errors on the way to the database. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a connection that dies under it, or that never opens within its timeout,
 * with these messages on a plain Error and no code (knex puts the SQL in front, so they are matched
 * anywhere). Only plain Errors are read: a JSON SyntaxError or a GraphQLError may quote the client.
 */
const LOST_CONNECTION_MESSAGE =
  /Connection terminated|Connection ended unexpectedly|connection error and is not queryable|timeout exceeded when trying to connect/i;

/**
 * MikroORM wraps such an error in a plain DriverException whose message is knex's `<sql> - <message>`,
 * or the bare message when no query had been sent yet (a new pooled connection that the server hung
 * up on while it opened). Only the end is read, since the SQL may hold the client's text: the
 * message must be the driver's alone, or follow ` - `.
 */
const LOST_CONNECTION_IN_DRIVER_EXCEPTION = new RegExp(
  `(?:^| - )(?:${LOST_CONNECTION_MESSAGE.source})[\\w .]*$`,
  'i',
);

/**
 * knex ends a transaction whose connection fails under its BEGIN, and the transaction's first query
 * then gets this (with no SQL and no cause). Our services only query inside `em.transactional`'s
 * callback, before the commit, so a transaction completed under a running callback means its
 * connection went away.
 */
const TRANSACTION_ENDED_UNDER_IT = /^Transaction query already complete\b/;

/**
 * Whether an error means the database could not be reached or dropped the connection, as opposed
 * to a query it refused. The one place that knows what an outage looks like: MikroORM's
 * ConnectionException, pg's SQLSTATEs and socket codes, and knex's pool acquire timeout. Follows
 * `cause` and AggregateError's `errors`, where Node and the drivers put the original.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof ConnectionException) return true;
  if (error.name === 'KnexTimeoutError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (error.constructor === Error && LOST_CONNECTION_MESSAGE.test(error.message)) return true;
  if (error instanceof DriverException && LOST_CONNECTION_IN_DRIVER_EXCEPTION.test(error.message))
    return true;
  if (error instanceof DriverException && TRANSACTION_ENDED_UNDER_IT.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

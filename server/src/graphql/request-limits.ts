import type { Knex } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PayloadTooLargeError, RateLimitedError } from '../shared/errors.js';

export interface GraphqlRequestRates {
  graphqlRequestsPerMinutePerUser: number;
  graphqlAnonymousRequestsPerMinutePerAddress: number;
}

/**
 * Counts /graphql requests and answers 429 with Retry-After past the limit: per address for anonymous
 * callers, in the shared rate_limits table (rate-limiter-flexible, as the REST routes count), so every
 * app instance sees the same count; per user for signed-in callers, in this process's memory. Counting
 * in PostgreSQL costs about 1 ms of server CPU per request (bench/refusal-cost.ts), as much as a whole
 * small query: the signed-in traffic that makes up nearly all real use does not pay it, and a signed-in
 * flood costs its one process only what it is allowed there. A caller over its limit is refused from
 * memory until its minute ends, so a flood costs no database writes. It runs after the session is
 * resolved and before Apollo: no transaction is open, so counting never holds one pooled connection
 * while it waits for another.
 */
export function countGraphqlRequests(knex: Knex, rates: GraphqlRequestRates): RequestHandler {
  const perUser = new RateLimiterMemory({
    keyPrefix: 'graphql-user',
    points: rates.graphqlRequestsPerMinutePerUser,
    duration: 60,
  });
  const anonymousPoints = rates.graphqlAnonymousRequestsPerMinutePerAddress;
  const perAddress = new RateLimiterPostgres({
    storeClient: knex,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    // The REST counters already sweep expired rows from the shared table.
    clearExpiredByTimeout: false,
    keyPrefix: 'graphql-address',
    points: anonymousPoints,
    duration: 60,
    inMemoryBlockOnConsumed: anonymousPoints + 1,
  });
  return async (req: Request, _res: Response, next: NextFunction) => {
    const { auth, clientAddress } = req.context;
    try {
      if (auth) await perUser.consume(auth.userId);
      else await perAddress.consume(clientAddress);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext / 1000);
      throw rejection;
    }
    next();
  };
}

/**
 * Refuses a query text over `maxBytes` (413) before Apollo parses it: parsing and validating a large
 * document costs CPU in proportion to it (or worse), and no real client sends one. Covers JSON bodies,
 * multipart forms (their `operations` field, once read) and GET's query string; a batch counts whole.
 */
export function refuseLongQueries(maxBytes: number): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const operations: unknown[] = Array.isArray(req.body) ? req.body : [req.body, req.query];
    const bytes = operations.reduce<number>((sum, operation) => sum + queryBytes(operation), 0);
    if (bytes > maxBytes)
      throw new PayloadTooLargeError(`The query is too long: at most ${maxBytes} bytes.`, maxBytes);
    next();
  };
}

function queryBytes(operation: unknown): number {
  if (typeof operation !== 'object' || operation === null) return 0;
  const query = (operation as { query?: unknown }).query;
  return typeof query === 'string' ? Buffer.byteLength(query) : 0;
}

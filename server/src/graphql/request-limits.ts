import type { Knex } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type ASTNode, type DocumentNode, Kind, parse } from 'graphql';
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

export interface DocumentLimits {
  maxQueryBytes: number;
  maxTokens: number;
  maxSelections: number;
}

/**
 * Refuses oversized documents before Apollo validates them, at a cost close to that of a small query:
 * - a query text over `maxQueryBytes` (413), before anything parses it;
 * - more than `maxSelections` fields, fragment spreads and inline fragments as written (400
 *   GRAPHQL_VALIDATION_FAILED), counted on a parse that stops at `maxTokens` (Apollo reports a
 *   document past that as GRAPHQL_PARSE_FAILED). graphql-js's check that overlapping fields can be
 *   merged compares repeated fields pairwise: `{ me { id } }` written 480 times (3 KB, 1,922 tokens)
 *   cost 80 ms of CPU to refuse.
 * Covers JSON bodies, multipart forms (their `operations` field, once read) and GET's query string
 * (every `query` parameter in it).
 * The parse costs about 35 microseconds for the web client's largest operation.
 */
export function refuseOversizedDocuments(limits: DocumentLimits): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const queries = Array.isArray(req.body) ? req.body.map(queryOf) : [queryOf(req.body), ...urlQueries(req)];
    const bytes = queries.reduce((sum, query) => sum + Buffer.byteLength(query), 0);
    if (bytes > limits.maxQueryBytes) {
      const { maxQueryBytes } = limits;
      throw new PayloadTooLargeError(`The query is too long: at most ${maxQueryBytes} bytes.`, maxQueryBytes);
    }
    for (const query of queries) {
      const selections = query ? countSelections(query, limits.maxTokens) : 0;
      if (selections <= limits.maxSelections) continue;
      const message = `Selections limit of ${limits.maxSelections} exceeded, found ${selections}.`;
      res.status(400).json({ errors: [{ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
      return;
    }
    next();
  };
}

/**
 * GET's `query` parameters read as Apollo reads them (URLSearchParams over the whole query string), not
 * from req.query: Express's parser stops at 1,000 parameters, so a query placed after 1,000 others
 * went unchecked while Apollo still ran it.
 */
function urlQueries(req: Request): string[] {
  const search = req.originalUrl.indexOf('?');
  return search < 0 ? [] : new URLSearchParams(req.originalUrl.slice(search + 1)).getAll('query');
}

function queryOf(operation: unknown): string {
  if (typeof operation !== 'object' || operation === null) return '';
  const query = (operation as { query?: unknown }).query;
  return typeof query === 'string' ? query : '';
}

/** Selections as written (a fragment's once, each spread once); 0 when it does not parse (Apollo says why). */
function countSelections(query: string, maxTokens: number): number {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens, noLocation: true });
  } catch {
    return 0;
  }
  let count = 0;
  const walk = (node: ASTNode) => {
    if (!('selectionSet' in node) || !node.selectionSet) return;
    for (const selection of node.selectionSet.selections) {
      count += 1;
      if (selection.kind !== Kind.FRAGMENT_SPREAD) walk(selection);
    }
  };
  for (const definition of document.definitions) walk(definition);
  return count;
}

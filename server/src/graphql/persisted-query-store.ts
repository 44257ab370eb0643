import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLContext } from './context.js';
import {
  DELETE_EXPIRED_QUERIES_SQL,
  DELETE_PERSISTED_QUERY_SQL,
  DELETE_QUERIES_OVER_CAP_SQL,
  PERSISTED_QUERY_SQL,
  STORE_PERSISTED_QUERY_SQL,
} from './persisted-queries.sql.js';

/** How long a learned query is kept after it was last registered. */
export const PERSISTED_QUERY_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The longest query text kept (the web client's longest operation is 1.1 KB). */
export const MAX_PERSISTED_QUERY_BYTES = 8 * 1024;

/**
 * The store behind Apollo's automatic persisted queries (a client sends a query's SHA-256 instead of
 * its text), in PostgreSQL so that a hash one instance has learned works on every instance: a phone
 * whose requests land on another instance does not have to send the text again. Apollo stores a query
 * only once it has been parsed and validated. The store is a cache: when the database cannot answer,
 * a lookup reports the hash unknown (the client then sends the text) instead of failing the request.
 * It keeps at most `maxQueries` texts of at most MAX_PERSISTED_QUERY_BYTES, dropping the least
 * recently registered; a dropped hash answers PersistedQueryNotFound and the client sends the text.
 */
export class PersistedQueryStore {
  constructor(
    private readonly orm: MikroORM,
    private readonly maxQueries: number,
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      const [row] = await this.orm.em
        .getConnection()
        .execute<{ value: string }[]>(PERSISTED_QUERY_SQL, [key]);
      return row?.value;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    if (Buffer.byteLength(value) > MAX_PERSISTED_QUERY_BYTES) return;
    const ttlSeconds = options?.ttl ?? null;
    const sql = this.orm.em.getConnection();
    await sql.execute(STORE_PERSISTED_QUERY_SQL, [key, value, ttlSeconds, ttlSeconds]);
    await sql.execute(DELETE_EXPIRED_QUERIES_SQL);
    await sql.execute(DELETE_QUERIES_OVER_CAP_SQL, [this.maxQueries]);
  }

  async delete(key: string): Promise<boolean> {
    await this.orm.em.getConnection().execute(DELETE_PERSISTED_QUERY_SQL, [key]);
    return true;
  }
}

/**
 * Only signed-in callers teach the store a query: an anonymous request that sends a query with its
 * hash is answered as usual, but the text is not kept (an anonymous caller could otherwise fill the
 * table), so the next hash-only request answers PersistedQueryNotFound and Apollo Client sends the
 * text again, as it does for any hash the server does not know. Apollo registers a query after the
 * didResolveOperation hooks, when `metrics.persistedQueryRegister` is still set; clearing it here
 * skips the store (persisted-queries.api.test.ts holds Apollo to that).
 */
export function persistedQueriesFromSignedInCallers(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ metrics, contextValue }) {
          if (metrics.persistedQueryRegister && !contextValue.auth) metrics.persistedQueryRegister = false;
        },
      };
    },
  };
}

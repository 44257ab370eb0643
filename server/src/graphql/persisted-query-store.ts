import type { MikroORM } from '@mikro-orm/postgresql';
import {
  DELETE_EXPIRED_QUERIES_SQL,
  DELETE_PERSISTED_QUERY_SQL,
  PERSISTED_QUERY_SQL,
  STORE_PERSISTED_QUERY_SQL,
} from './persisted-queries.sql.js';

/** How long a learned query is kept after it was last registered. */
export const PERSISTED_QUERY_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The store behind Apollo's automatic persisted queries (a client sends a query's SHA-256 instead of
 * its text), in PostgreSQL so that a hash one instance has learned works on every instance: a phone
 * whose requests land on another instance does not have to send the text again. Apollo stores a query
 * only once it has been parsed and validated. The store is a cache: when the database cannot answer,
 * a lookup reports the hash unknown (the client then sends the text) instead of failing the request.
 */
export class PersistedQueryStore {
  constructor(private readonly orm: MikroORM) {}

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
    const ttlSeconds = options?.ttl ?? null;
    const sql = this.orm.em.getConnection();
    await sql.execute(STORE_PERSISTED_QUERY_SQL, [key, value, ttlSeconds, ttlSeconds]);
    await sql.execute(DELETE_EXPIRED_QUERIES_SQL);
  }

  async delete(key: string): Promise<boolean> {
    await this.orm.em.getConnection().execute(DELETE_PERSISTED_QUERY_SQL, [key]);
    return true;
  }
}

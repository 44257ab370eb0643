import type { MikroORM } from '@mikro-orm/postgresql';

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
        .execute<{ value: string }[]>(
          'select value from persisted_queries where key = ? and (expires_at is null or expires_at > now())',
          [key],
        );
      return row?.value;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    const ttlSeconds = options?.ttl ?? null;
    const sql = this.orm.em.getConnection();
    await sql.execute(
      `insert into persisted_queries (key, value, expires_at)
       values (?, ?, case when ?::int is null then null else now() + make_interval(secs => ?::int) end)
       on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`,
      [key, value, ttlSeconds, ttlSeconds],
    );
    await sql.execute('delete from persisted_queries where expires_at < now()');
  }

  async delete(key: string): Promise<boolean> {
    await this.orm.em.getConnection().execute('delete from persisted_queries where key = ?', [key]);
    return true;
  }
}

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** A stored query's text unless it expired, for (key). */
export const PERSISTED_QUERY_SQL =
  'select value from persisted_queries where key = ? and (expires_at is null or expires_at > now())';

/** Stores or replaces a query, for (key, text, lifetime in seconds or null, the same lifetime). */
export const STORE_PERSISTED_QUERY_SQL = `insert into persisted_queries (key, value, expires_at)
  values (?, ?, case when ?::int is null then null else now() + make_interval(secs => ?::int) end)
  on conflict (key) do update set value = excluded.value, expires_at = excluded.expires_at`;

export const DELETE_EXPIRED_QUERIES_SQL = 'delete from persisted_queries where expires_at < now()';

/** Keeps the (count) most recently registered queries (each registration moves expires_at on). */
export const DELETE_QUERIES_OVER_CAP_SQL = `delete from persisted_queries where key in
  (select key from persisted_queries order by expires_at desc nulls first offset ?)`;

/** For (key). */
export const DELETE_PERSISTED_QUERY_SQL = 'delete from persisted_queries where key = ?';

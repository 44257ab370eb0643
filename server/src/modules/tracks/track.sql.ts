import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The artist's tracks counted by a column's values, most first. */
const countsBy = (column: 'genre' | 'mood') => `(select coalesce(json_agg(c), '[]') from (
    select ${column} as name, count(*)::int as count from tracks
    where owner_id = p.owner and ${column} <> '' group by ${column} order by count desc, name asc) c)`;

/** The caller's library in figures (the dashboard's), for (how many recent uploads). */
export const LIBRARY_FIGURES_SQL = callerSql`with p as (select cast(${CALLER} as uuid) as owner, cast(? as int) as recent) select
  (select count(*)::int from tracks where owner_id = p.owner) as total,
  (select coalesce(sum(size_bytes), 0)::bigint from tracks where owner_id = p.owner) as bytes,
  (select coalesce(json_agg(r), '[]') from (
    select id, title, artist, duration_seconds, created_at from tracks
    where owner_id = p.owner order by created_at desc, id desc limit p.recent) r) as recent,
  ${countsBy('genre')} as genres,
  ${countsBy('mood')} as moods from p`;

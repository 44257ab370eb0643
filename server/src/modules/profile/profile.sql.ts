/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The artist's tracks, projects and connections counted, for (user id, user id, user id). */
export const WORK_COUNTS_SQL = `select (select count(*) from tracks where owner_id = ?)::int as tracks,
              (select count(*) from projects where owner_id = ?)::int as projects,
              (select count(*) from connections where from_id = ?)::int as connections`;

import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The caller's tracks, projects and connections counted. */
export const WORK_COUNTS_SQL = callerSql`select (select count(*) from tracks where owner_id = ${CALLER})::int as tracks,
              (select count(*) from projects where owner_id = ${CALLER})::int as projects,
              (select count(*) from connections where from_id = ${CALLER})::int as connections`;

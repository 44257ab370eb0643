import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The caller's projects counted by status. */
export const PROJECT_STATUS_COUNTS_SQL = callerSql`select status, count(*)::int as count from projects where owner_id = ${CALLER} group by status`;

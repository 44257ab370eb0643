/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The owner's projects counted by status, for (owner id). */
export const PROJECT_STATUS_COUNTS_SQL =
  'select status, count(*)::int as count from projects where owner_id = ? group by status';

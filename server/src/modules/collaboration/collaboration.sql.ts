/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/**
 * Holds, until the transaction ends, the lock on one email (lower-cased) that an invitation to it and
 * the registration of an account with it both take: one of them sees the other's committed row.
 */
export const LOCK_EMAIL_SQL = "select pg_advisory_xact_lock(hashtextextended('invitation:' || ?, 0))";

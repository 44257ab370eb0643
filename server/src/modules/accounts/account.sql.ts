import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/**
 * Opens a session for the caller with its first refresh token (session id, token id, token hash,
 * expiry): one statement, so a sign-in writes both rows at once, or neither, without a transaction's
 * round trips.
 */
export const START_SESSION_SQL = callerSql`with started as (
         insert into sessions (id, user_id, created_at, updated_at) values (?, ${CALLER}, now(), now())
         returning id)
       insert into refresh_tokens (id, session_id, token_hash, expires_at, created_at, updated_at)
       select ?, started.id, ?, ?, now(), now() from started`;

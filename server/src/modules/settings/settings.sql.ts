import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** Locks the caller's account row. */
export const LOCK_ACCOUNT_SQL = callerSql`select id from users where id = ${CALLER} for update`;

/** The storage keys of the caller's track audio, covers and voice notes. */
export const STORED_FILE_KEYS_SQL = callerSql`select storage_key as key, cover_key from tracks where owner_id = ${CALLER}
     union all
     select audio_storage_key as key, null from notes where owner_id = ${CALLER} and audio_storage_key is not null`;

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** Locks the account's row, for (user id). */
export const LOCK_ACCOUNT_SQL = 'select id from users where id = ? for update';

/** The storage keys of the account's track audio, covers and voice notes, for (user id, user id). */
export const STORED_FILE_KEYS_SQL = `select storage_key as key, cover_key from tracks where owner_id = ?
     union all
     select audio_storage_key as key, null from notes where owner_id = ? and audio_storage_key is not null`;

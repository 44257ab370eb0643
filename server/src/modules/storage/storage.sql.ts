/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** Notes keys (a text[] literal) as being of a kind ('store' or 'remove'), afresh if noted before. */
export const NOTE_FILES_SQL = `insert into storage_journal (key, kind, noted_at)
       select unnest(cast(? as text[])), ?, now()
       on conflict (key) do update set kind = excluded.kind, noted_at = excluded.noted_at, claimed_at = null`;

/**
 * Forgets stored files (a text[] literal) now named by a row of the transaction, answering the keys it
 * forgot: one a sweep has taken is not among them.
 */
export const KEEP_FILES_SQL = `delete from storage_journal
        where key = any(cast(? as text[])) and kind = 'store' and claimed_at is null
    returning key`;

/**
 * Marks the stored files (a text[] literal) that no transaction kept for removal, answering their
 * keys: a key a committed row names (its entry forgotten) is not among them.
 */
export const DISCARD_UNKEPT_SQL = `update storage_journal set kind = 'remove', noted_at = now(), claimed_at = null
        where key = any(cast(? as text[])) and kind in ('store', 'swept')
    returning key`;

/**
 * A stored file the sweep removed while its upload may still be finishing: noted again, to be removed
 * once more and forgotten by a later sweep (keys a text[] literal).
 */
export const MARK_SWEPT_SQL = `update storage_journal set kind = 'swept', noted_at = now(), claimed_at = null
        where key = any(cast(? as text[]))`;

/** Forgets keys (a text[] literal) whose files are gone. */
export const FORGET_FILES_SQL = 'delete from storage_journal where key = any(cast(? as text[]))';

/**
 * Takes up to (limit) entries for a sweep that started at (time): every file to remove, stored files
 * never kept after (grace) seconds, and files an earlier sweep removed once; an entry another sweep
 * took over 10 minutes ago counts as free again.
 */
export const CLAIM_ORPHANS_SQL = `update storage_journal set claimed_at = now()
        where key in (select key from storage_journal
                       where (kind = 'remove'
                              or (kind = 'swept' and noted_at < ?)
                              or (kind = 'store' and noted_at < now() - make_interval(secs => ?)))
                         and (claimed_at is null or claimed_at < now() - interval '10 minutes')
                       order by noted_at limit ?
                       for update skip locked)
    returning key, kind`;

/** The database's clock: a sweep's start, against which entries it marks are told apart. */
export const DATABASE_NOW_SQL = 'select now() as started';

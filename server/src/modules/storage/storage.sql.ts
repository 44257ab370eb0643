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

/** Forgets keys (a text[] literal) whose files are gone. */
export const FORGET_FILES_SQL = 'delete from storage_journal where key = any(cast(? as text[]))';

/**
 * Takes up to (limit) entries for a sweep: every file to remove, and stored files never kept after
 * (grace) seconds; an entry another sweep took over 10 minutes ago counts as free again.
 */
export const CLAIM_ORPHANS_SQL = `update storage_journal set claimed_at = now()
        where key in (select key from storage_journal
                       where (kind = 'remove' or noted_at < now() - make_interval(secs => ?))
                         and (claimed_at is null or claimed_at < now() - interval '10 minutes')
                       order by noted_at limit ?
                       for update skip locked)
    returning key`;

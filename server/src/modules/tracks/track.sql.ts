import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** The artist's tracks counted by a column's values, most first. */
const countsBy = (column: 'genre' | 'mood') => `(select coalesce(json_agg(c), '[]') from (
    select ${column} as name, count(*)::int as count from tracks
    where owner_id = p.owner and ${column} <> '' group by ${column} order by count desc, name asc) c)`;

/** The caller's library in figures (the dashboard's), for (how many recent uploads). */
export const LIBRARY_FIGURES_SQL = callerSql`with p as (select cast(${CALLER} as uuid) as owner, cast(? as int) as recent) select
  (select count(*)::int from tracks where owner_id = p.owner) as total,
  (select coalesce(sum(size_bytes), 0)::bigint from tracks where owner_id = p.owner) as bytes,
  (select coalesce(json_agg(r), '[]') from (
    select id, title, artist, duration_seconds, created_at from tracks
    where owner_id = p.owner order by created_at desc, id desc limit p.recent) r) as recent,
  ${countsBy('genre')} as genres,
  ${countsBy('mood')} as moods from p`;

/** Every column of a track a page or REST reads: all but the lazy ones (its peaks, its fingerprint). */
const TRACK_LISTED_COLUMNS = `t.id, t.created_at, t.updated_at, t.title, t.artist, t.title_sort_key,
  t.artist_sort_key, t.bpm, t.bpm_confirmed, t.key, t.key_confirmed, t.key_code, t.key_order, t.genre,
  t.mood, t.format, t.duration_seconds, t.sample_rate, t.channels, t.bit_rate, t.size_bytes,
  t.on_artist_page, t.storage_key, t.cover_key, t.analysis_status, t.tempo_bpm, t.tempo_confidence,
  t.detected_key, t.key_confidence, t.loudness_lufs, t.true_peak_dbtp, t.loudness_range_lu,
  t.content_sha256, t.analysed_at`;

/**
 * The caller's tracks ordered by `sortColumn` then id, for paging (shared/keyset-page.ts), with every
 * listed column, for (search pattern, twice more for title and artist; genre, twice; lowest bpm,
 * twice; highest bpm, twice; key codes as a PostgreSQL text[] literal, twice): a null leaves its
 * filter out (PostgreSQL plans each statement with its values, so an unused filter costs nothing).
 */
const tracksOrderedBy = (sortColumn: string) => callerSql`select t.id as keyset_id,
    t.${sortColumn} as keyset_0, t.id as keyset_1, ${TRACK_LISTED_COLUMNS}
  from tracks t
  where t.owner_id = ${CALLER}
    and (cast(? as text) is null or t.title ilike ? or t.artist ilike ?)
    and (cast(? as text) is null or t.genre = ?)
    and (cast(? as float8) is null or t.bpm >= ?)
    and (cast(? as float8) is null or t.bpm <= ?)
    and (cast(? as text[]) is null or t.key_code = any(cast(? as text[])))`;

export const TRACKS_BY_TITLE_SQL = tracksOrderedBy('title_sort_key');
export const TRACKS_BY_ARTIST_SQL = tracksOrderedBy('artist_sort_key');
export const TRACKS_BY_BPM_SQL = tracksOrderedBy('bpm');
export const TRACKS_BY_KEY_SQL = tracksOrderedBy('key_order');
export const TRACKS_BY_CREATION_SQL = tracksOrderedBy('created_at');

/** The genres of the caller's tracks, A to Z, each once. */
export const TRACK_GENRES_SQL = callerSql`select distinct genre from tracks where owner_id = ${CALLER} order by genre`;

/** The same genres as one row (`genres`, a list), to read beside a page of tracks. */
export const TRACK_GENRES_ROW_SQL = callerSql`select coalesce(array_agg(distinct genre order by genre), '{}') as genres
  from tracks where owner_id = ${CALLER}`;

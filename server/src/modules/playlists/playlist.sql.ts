import { CALLER, callerSql } from '../../shared/caller-sql.js';

/** SQL that stays raw in this module (see tests/raw-sql.test.ts): `?` placeholders, bound in order. */

/** How many covers a playlist's artwork shows at most (a 2 x 2 mosaic). */
const ARTWORK_COVERS = 4;

/**
 * A playlist `p`'s artwork: the ids of its first tracks (in playlist order) that have a cover, at most
 * ARTWORK_COVERS, as text[]; only the playlist owner's own tracks, whatever the entries hold.
 */
const COVER_TRACK_IDS_COLUMN = `array(select ce.track_id::text
                from playlist_entries ce join track_covers cc on cc.id = ce.track_id and cc.owner_id = p.owner_id
               where ce.playlist_id = p.id
               order by ce.position, ce.id
               limit ${ARTWORK_COVERS}) as cover_track_ids`;

/**
 * The caller's playlists with their track count, length and artwork's tracks, newest first, for
 * (ids, ids): the ids a PostgreSQL uuid[] literal naming the playlists wanted, or null for all of them.
 */
export const PLAYLIST_SUMMARIES_SQL = callerSql`select p.id, p.name, p.created_at, p.updated_at, count(t.id)::int as track_count,
    coalesce(sum(t.duration_seconds), 0)::float8 as duration_seconds,
    ${COVER_TRACK_IDS_COLUMN}
  from playlists p
    left join playlist_entries e on e.playlist_id = p.id
    left join track_durations t on t.id = e.track_id
  where p.owner_id = ${CALLER} and (cast(? as uuid[]) is null or p.id = any(cast(? as uuid[])))
  group by p.id
  order by p.created_at desc, p.id desc`;

/**
 * A playlist `p`'s summary columns, its track count, length and artwork's tracks worked out for its
 * row only.
 */
const SUMMARY_COLUMNS = `p.id, p.name, p.created_at, p.updated_at,
              (select count(*)::int from playlist_entries e where e.playlist_id = p.id) as track_count,
              (select coalesce(sum(t.duration_seconds), 0)::float8
                 from playlist_entries e join track_durations t on t.id = e.track_id
                where e.playlist_id = p.id) as duration_seconds,
              ${COVER_TRACK_IDS_COLUMN}`;

/**
 * The caller's playlists, newest first, for paging (shared/keyset-page.ts), each with its track count,
 * length and artwork's tracks, so a page is one statement (the figures are worked out for the page's
 * rows only). Keys all ascending: the creation time is negated (epoch microseconds) and the id, the
 * tie-break newest first, is its complement (each hex digit d as 15 - d), a uuid that sorts the other
 * way round.
 */
export const PLAYLIST_LIST_SQL = callerSql`select p.id as keyset_id,
              -(extract(epoch from p.created_at) * 1000000)::bigint as keyset_0,
              translate(p.id::text, '0123456789abcdef', 'fedcba9876543210')::uuid as keyset_1,
              ${SUMMARY_COLUMNS}
         from playlists p
        where p.owner_id = ${CALLER}`;

/**
 * The caller's playlists that hold each of the given tracks, A to Z, with their figures, for paging by
 * group (shared/keyset-page.ts), for (track ids as a uuid[] literal): grouped by track.
 */
export const PLAYLISTS_HOLDING_TRACKS_LIST_SQL = callerSql`select p.id as keyset_id, held.track_id as keyset_group,
              p.name as keyset_0, p.id as keyset_1,
              ${SUMMARY_COLUMNS}
         from playlist_entries held
         join playlists p on p.id = held.playlist_id
        where p.owner_id = ${CALLER} and held.track_id = any(cast(? as uuid[]))`;

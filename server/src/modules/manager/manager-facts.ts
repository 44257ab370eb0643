import type { EntityManager } from '@mikro-orm/postgresql';

/** What the rules engine knows of the artist's work, read in one query. */
export interface ArtistFacts {
  trackCount: number;
  playlistCount: number;
  /** A library track in no playlist, preferring a mastered one; null when every track is in one. */
  trackOutsidePlaylists: { title: string; mastered: boolean } | null;
  projectCount: number;
  /** A project in MIXING untouched for a week or more. */
  stuckInMixing: { title: string; days: number } | null;
  /** A released project whose lyrics were never saved. */
  releasedWithoutLyrics: string | null;
  /** A draft project with no track yet. */
  draftWithoutTracks: string | null;
  notesThisWeek: number;
}

export const STUCK_AFTER_DAYS = 7;
const MASTERED =
  "exists(select 1 from project_tracks pt where pt.track_id = TRACK and pt.status = 'MASTERED')";

export async function readArtistFacts(em: EntityManager, ownerId: string, now: Date): Promise<ArtistFacts> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `with params as (select cast(? as uuid) as owner, cast(? as timestamptz) as now)
    select
      (select count(*)::int from tracks where owner_id = p.owner) as track_count,
      (select count(*)::int from playlists where owner_id = p.owner) as playlist_count,
      (select count(*)::int from projects where owner_id = p.owner) as project_count,
      (select json_build_object('title', t.title, 'mastered', ${MASTERED.replace('TRACK', 't.id')})
        from tracks t
        where t.owner_id = p.owner and not exists (select 1 from playlist_entries e where e.track_id = t.id)
        order by ${MASTERED.replace('TRACK', 't.id')} desc, t.created_at desc, t.id
        limit 1) as track_outside_playlists,
      (select json_build_object('title', m.title, 'days', floor(extract(epoch from (p.now - m.updated_at)) / 86400)::int)
        from projects m
        where m.owner_id = p.owner and m.status = 'MIXING' and m.updated_at <= p.now - interval '${STUCK_AFTER_DAYS} days'
        order by m.updated_at, m.id limit 1) as stuck_in_mixing,
      (select r.title from projects r
        where r.owner_id = p.owner and r.status = 'RELEASED'
          and not exists (select 1 from lyrics_versions l where l.project_id = r.id and btrim(l.content) <> '')
        order by r.updated_at desc, r.id limit 1) as released_without_lyrics,
      (select d.title from projects d
        where d.owner_id = p.owner and d.status = 'DRAFT'
          and not exists (select 1 from project_tracks pt where pt.project_id = d.id)
        order by d.updated_at desc, d.id limit 1) as draft_without_tracks,
      (select count(*)::int from notes where owner_id = p.owner and created_at > p.now - interval '7 days')
        as notes_this_week
    from params p`,
    [ownerId, now.toISOString()],
  );
  return {
    trackCount: Number(row?.track_count ?? 0),
    playlistCount: Number(row?.playlist_count ?? 0),
    projectCount: Number(row?.project_count ?? 0),
    trackOutsidePlaylists: (row?.track_outside_playlists as ArtistFacts['trackOutsidePlaylists']) ?? null,
    stuckInMixing: (row?.stuck_in_mixing as ArtistFacts['stuckInMixing']) ?? null,
    releasedWithoutLyrics: (row?.released_without_lyrics as string | null) ?? null,
    draftWithoutTracks: (row?.draft_without_tracks as string | null) ?? null,
    notesThisWeek: Number(row?.notes_this_week ?? 0),
  };
}

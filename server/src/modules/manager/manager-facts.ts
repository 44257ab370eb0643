import type { EntityManager } from '@mikro-orm/postgresql';
import { executeForCaller } from '../../shared/caller-sql.js';
import { ARTIST_FACTS_SQL } from './manager.sql.js';

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

export { STUCK_AFTER_DAYS } from './manager.sql.js';

export async function readArtistFacts(em: EntityManager, ownerId: string, now: Date): Promise<ArtistFacts> {
  const [row] = await executeForCaller<Record<string, unknown>>(em, ARTIST_FACTS_SQL, ownerId, [
    now.toISOString(),
  ]);
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

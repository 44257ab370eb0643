import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { User } from '../accounts/user.entity.js';
import type { LyricsService } from '../lyrics/lyrics.service.js';
import type { NoteService } from '../notes/note.service.js';
import type { PlaylistService } from '../playlists/playlist.service.js';
import type { ProjectService } from '../projects/project.service.js';
import type { TrackVersionService } from '../projects/track-version.service.js';
import type { TrackService } from '../tracks/track.service.js';
import type { WorkPart } from '../work-feed/work-feed.js';
import {
  type CollaborationFacts,
  type CollaborationSources,
  NO_COLLABORATION,
  readCollaborationFacts,
} from './collaboration-facts.js';
import { ManagerFacts } from './manager-facts.entity.js';

/** A project in mixing this long without a change is stuck. */
export const STUCK_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules engine and the advisor know of the artist's work, at a moment. */
export interface ArtistFacts extends CollaborationFacts {
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
  /** A note written or recorded in the last seven days. */
  wroteNotesThisWeek: boolean;
  /** Tracks whose key the artist has not confirmed. */
  unconfirmedKeys: number;
  /** The track whose true peak is furthest above -1 dBTP: it may clip once encoded. */
  peakingTrack: { title: string; truePeakDbtp: number } | null;
  /** The same of a song's current version (v2 on), the master a project is heading to release. */
  peakingVersion: { title: string; number: number; truePeakDbtp: number } | null;
}

/** The facts as stored: `ManagerFacts`' figures, without its identity. */
export type StoredFacts = Pick<
  ManagerFacts,
  | 'trackCount'
  | 'projectCount'
  | 'outsidePlaylistsTitle'
  | 'outsidePlaylistsMastered'
  | 'mixingTitle'
  | 'mixingSince'
  | 'draftWithoutTracks'
  | 'releasedWithoutLyrics'
  | 'latestNoteAt'
  | 'unconfirmedKeyCount'
  | 'peakingTitle'
  | 'peakingTruePeakDbtp'
  | 'peakingVersionTitle'
  | 'peakingVersionNumber'
  | 'peakingVersionDbtp'
  | 'inSharedProjects'
>;

/** The services that own the work the facts are read from. */
export interface WorkSources extends CollaborationSources {
  tracks: Pick<TrackService, 'countTracks' | 'newestTrackOutside' | 'soundFacts'>;
  playlists: Pick<PlaylistService, 'countPlaylists' | 'trackIdsInPlaylists'>;
  projects: Pick<ProjectService, 'pipelineFacts' | 'releasedProjects' | 'masteredTrackIds'>;
  lyrics: Pick<LyricsService, 'projectIdsWithLyrics'>;
  notes: Pick<NoteService, 'latestNoteAt'>;
  versions: Pick<TrackVersionService, 'peakingCurrentVersion'>;
}

type FactGroup = 'library' | 'pipeline' | 'lyrics' | 'notes' | 'memberships';
const ALL_GROUPS: readonly FactGroup[] = ['library', 'pipeline', 'lyrics', 'notes', 'memberships'];

/** Which facts a change to each part of the work can move. */
const GROUPS_MOVED_BY: Record<WorkPart, readonly FactGroup[]> = {
  tracks: ['library'],
  // The playlist count is read when asked (the plan and the advisor), not kept: no stored fact moves.
  playlists: [],
  'playlist-entries': ['library'],
  // A project's changes (title, stage, any touch) order its drafts and releases.
  projects: ['pipeline', 'lyrics'],
  // Its tracks say which drafts have none, and their statuses which tracks are mastered.
  'project-tracks': ['pipeline', 'library'],
  lyrics: ['lyrics'],
  notes: ['notes'],
  memberships: ['memberships'],
};

/**
 * The manager's facts about an artist's work: read through the services of the modules that own it,
 * stored in the manager's own table, and refreshed, group by group, in the unit of work that changed
 * them (see `ManagerFacts`).
 */
export class ManagerFactsService {
  constructor(private readonly sources: WorkSources) {}

  /** The facts as stored; for an artist with none stored, read from the work now (nothing is saved). */
  async stored(em: EntityManager, ownerId: string): Promise<StoredFacts> {
    return (await em.findOne(ManagerFacts, scope(ManagerFacts, ownerId))) ?? this.readFromWork(em, ownerId);
  }

  /** Every fact read afresh from the work, through its owners' services. */
  readFromWork(em: EntityManager, ownerId: string): Promise<StoredFacts> {
    return this.read<StoredFacts>(em, ownerId, ALL_GROUPS, emptyFacts());
  }

  /**
   * The facts at `now`: ages worked out from the stored times, the playlists counted, and what the
   * projects the artist is in ask of them.
   */
  async at(em: EntityManager, ownerId: string, now: Date): Promise<ArtistFacts> {
    // One after another: inside a mutation's transaction they share its one connection.
    const stored = await this.stored(em, ownerId);
    const playlistCount = await this.sources.playlists.countPlaylists(em, ownerId);
    const collaboration = await this.collaboration(em, ownerId, now);
    return { ...factsAt(stored, now, collaboration), playlistCount };
  }

  /** What the projects the artist is in ask of them at `now` (read, never stored). */
  collaboration(em: EntityManager, ownerId: string, now: Date): Promise<CollaborationFacts> {
    return readCollaborationFacts(em, this.sources, ownerId, now);
  }

  /**
   * The same, for the header's poll: an artist in no project, their own or shared (both stored), is
   * asked nothing, without the reads of versions and stages.
   */
  async collaborationIfInProjects(
    em: EntityManager,
    ownerId: string,
    now: Date,
    stored: StoredFacts,
  ): Promise<CollaborationFacts> {
    const inProjects = stored.projectCount > 0 || stored.inSharedProjects;
    return inProjects ? this.collaboration(em, ownerId, now) : NO_COLLABORATION;
  }

  /** A new artist's row: no work yet (persisted in the registration's unit of work). */
  start(em: EntityManager, owner: User): void {
    em.persist(new ManagerFacts(owner));
  }

  /**
   * Reads again what changes to `parts` of the artist's work can move, in the changing unit of work.
   * The row is locked first (by an update): a second unit changing the same artist's work waits, then reads what
   * this one committed, so neither stores figures that miss the other's change.
   */
  async refresh(tx: EntityManager, ownerId: string, parts: readonly WorkPart[]): Promise<void> {
    const moved = ALL_GROUPS.filter((group) => parts.some((part) => GROUPS_MOVED_BY[part].includes(group)));
    if (moved.length === 0) return;
    // Takes the row's lock (plain statements: no entity to hydrate, nothing for a flush to compare).
    const locked = await tx.nativeUpdate(ManagerFacts, scope(ManagerFacts, ownerId, 'update'), {
      updatedAt: new Date(),
    });
    let groups: readonly FactGroup[] = moved;
    if (locked === 0) {
      // No row yet (an artist the facts were never kept for): made once, whoever comes first, locked,
      // then every fact read into it.
      await tx
        .createQueryBuilder(ManagerFacts)
        .insert({ id: randomUUID(), owner: ownerId, createdAt: new Date(), updatedAt: new Date() })
        .onConflict('owner')
        .ignore()
        .execute();
      await tx.nativeUpdate(ManagerFacts, scope(ManagerFacts, ownerId, 'update'), { updatedAt: new Date() });
      groups = ALL_GROUPS;
    }
    await tx.nativeUpdate(
      ManagerFacts,
      scope(ManagerFacts, ownerId, 'update'),
      await this.read(tx, ownerId, groups, {}),
    );
  }

  /** Reads the facts of `groups` into `facts`. */
  private async read<Facts extends Partial<StoredFacts>>(
    em: EntityManager,
    ownerId: string,
    groups: readonly FactGroup[],
    facts: Facts,
  ): Promise<Facts> {
    const { tracks, playlists, projects, lyrics, notes, versions } = this.sources;
    if (groups.includes('library')) {
      facts.trackCount = await tracks.countTracks(em, ownerId);
      const outside =
        facts.trackCount === 0
          ? null
          : await tracks.newestTrackOutside(
              em,
              ownerId,
              await playlists.trackIdsInPlaylists(em, ownerId),
              await projects.masteredTrackIds(em, ownerId),
            );
      facts.outsidePlaylistsTitle = outside?.title ?? null;
      facts.outsidePlaylistsMastered = outside?.preferred ?? false;
      const sound = await tracks.soundFacts(em, ownerId);
      facts.unconfirmedKeyCount = sound.unconfirmedKeys;
      facts.peakingTitle = sound.peaking?.title ?? null;
      facts.peakingTruePeakDbtp = sound.peaking?.truePeakDbtp ?? null;
    }
    if (groups.includes('pipeline')) {
      const pipeline = await projects.pipelineFacts(em, ownerId);
      facts.projectCount = pipeline.projectCount;
      facts.mixingTitle = pipeline.longestInMixing?.title ?? null;
      facts.mixingSince = pipeline.longestInMixing?.since ?? null;
      facts.draftWithoutTracks = pipeline.newestDraftWithoutTracks;
      const peaking = await versions.peakingCurrentVersion(em, ownerId);
      facts.peakingVersionTitle = peaking?.title ?? null;
      facts.peakingVersionNumber = peaking?.number ?? null;
      facts.peakingVersionDbtp = peaking?.truePeakDbtp ?? null;
    }
    if (groups.includes('lyrics')) {
      const released = await projects.releasedProjects(em, ownerId);
      const worded = await lyrics.projectIdsWithLyrics(
        em,
        ownerId,
        released.map((project) => project.id),
      );
      facts.releasedWithoutLyrics = released.find((project) => !worded.has(project.id))?.title ?? null;
    }
    if (groups.includes('notes')) facts.latestNoteAt = await notes.latestNoteAt(em, ownerId);
    if (groups.includes('memberships')) {
      facts.inSharedProjects = await this.sources.memberships.inAnySharedProject(em, ownerId);
    }
    return facts;
  }
}

function emptyFacts(): StoredFacts {
  return {
    trackCount: 0,
    projectCount: 0,
    outsidePlaylistsTitle: null,
    outsidePlaylistsMastered: false,
    mixingTitle: null,
    mixingSince: null,
    draftWithoutTracks: null,
    releasedWithoutLyrics: null,
    latestNoteAt: null,
    unconfirmedKeyCount: 0,
    peakingTitle: null,
    peakingTruePeakDbtp: null,
    peakingVersionTitle: null,
    peakingVersionNumber: null,
    peakingVersionDbtp: null,
    inSharedProjects: false,
  };
}

/** Stored facts as the rules read them at `now` (the playlist count, which the rules do not read, aside). */
export function factsAt(
  stored: StoredFacts,
  now: Date,
  collaboration: CollaborationFacts = NO_COLLABORATION,
): Omit<ArtistFacts, 'playlistCount'> {
  const daysSince = (at: Date) => Math.floor((now.getTime() - at.getTime()) / DAY_MS);
  const mixingDays = stored.mixingSince ? daysSince(stored.mixingSince) : null;
  return {
    trackCount: stored.trackCount,
    projectCount: stored.projectCount,
    trackOutsidePlaylists:
      stored.outsidePlaylistsTitle === null
        ? null
        : { title: stored.outsidePlaylistsTitle, mastered: stored.outsidePlaylistsMastered },
    stuckInMixing:
      stored.mixingTitle !== null && mixingDays !== null && mixingDays >= STUCK_AFTER_DAYS
        ? { title: stored.mixingTitle, days: mixingDays }
        : null,
    releasedWithoutLyrics: stored.releasedWithoutLyrics,
    draftWithoutTracks: stored.draftWithoutTracks,
    wroteNotesThisWeek:
      stored.latestNoteAt !== null && now.getTime() - stored.latestNoteAt.getTime() < 7 * DAY_MS,
    unconfirmedKeys: stored.unconfirmedKeyCount,
    peakingTrack:
      stored.peakingTitle !== null && stored.peakingTruePeakDbtp !== null
        ? { title: stored.peakingTitle, truePeakDbtp: stored.peakingTruePeakDbtp }
        : null,
    peakingVersion:
      stored.peakingVersionTitle !== null &&
      stored.peakingVersionNumber !== null &&
      stored.peakingVersionDbtp !== null
        ? {
            title: stored.peakingVersionTitle,
            number: stored.peakingVersionNumber,
            truePeakDbtp: stored.peakingVersionDbtp,
          }
        : null,
    ...collaboration,
  };
}

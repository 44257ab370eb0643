import type { EntityManager } from '@mikro-orm/postgresql';
import type { CollaborationService } from '../collaboration/collaboration.service.js';
import type { CommentService } from '../comments/comment.service.js';
import type { ProjectProgressService } from '../projects/project-progress.service.js';

/** A project waiting in mixing or mastering this long for the artist's move is worth a task. */
export const WAITING_AFTER_DAYS = 7;
/** Someone else's version is news for this long after its upload. */
export const NEW_VERSION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the projects the artist is in ask of them now. Read from the projects and comments when the
 * plan is drafted (and when the header counts a plan not stored yet); other people's changes move
 * these, so they are not kept with the artist's own facts.
 */
export interface CollaborationFacts {
  /** The current version with the most open comments, of a song the artist owns or uploaded. */
  openComments: { title: string; version: number; count: number } | null;
  /** The project waiting longest (a week or more) in mixing or mastering for a move the artist may make. */
  waitingStage: { title: string; stage: string; days: number } | null;
  /** The newest current version someone else uploaded this week. */
  newVersion: { title: string; version: number; uploader: string } | null;
}

export const NO_COLLABORATION: CollaborationFacts = {
  openComments: null,
  waitingStage: null,
  newVersion: null,
};

/** The services the facts are read through. */
export interface CollaborationSources {
  projectProgress: Pick<ProjectProgressService, 'longestWaiting' | 'currentVersions'>;
  memberships: Pick<CollaborationService, 'inAnySharedProject'>;
  comments: Pick<CommentService, 'openThreadCounts'>;
}

/** Reads the collaboration facts as the artist sees their projects at `now`. */
export async function readCollaborationFacts(
  em: EntityManager,
  sources: CollaborationSources,
  artistId: string,
  now: Date,
): Promise<CollaborationFacts> {
  const days = (since: Date) => Math.floor((now.getTime() - since.getTime()) / DAY_MS);
  // One after another: inside a mutation's transaction they share its one connection.
  const waiting = await sources.projectProgress.longestWaiting(em, artistId);
  const versions = await sources.projectProgress.currentVersions(em, artistId);
  // Only what the roles table lets them act on: a viewer neither comments nor resolves.
  const actionable = versions.filter((version) => version.callerMayComment);
  const theirs = actionable.filter(
    (version) => version.projectOwnerId === artistId || version.uploaderId === artistId,
  );
  const counts =
    theirs.length === 0
      ? new Map<string, number>()
      : await sources.comments.openThreadCounts(
          em,
          artistId,
          theirs.map((version) => version.versionId),
        );
  // The most open comments; on a tie, the newest version (the list is newest first).
  let openComments: CollaborationFacts['openComments'] = null;
  for (const version of theirs) {
    const count = counts.get(version.versionId) ?? 0;
    if (count > (openComments?.count ?? 0))
      openComments = { title: version.projectTitle, version: version.number, count };
  }
  const fresh = actionable.find(
    (version) =>
      version.uploaderId !== null &&
      version.uploaderId !== artistId &&
      days(version.uploadedAt) < NEW_VERSION_DAYS,
  );
  return {
    openComments,
    waitingStage:
      waiting && days(waiting.since) >= WAITING_AFTER_DAYS
        ? { title: waiting.title, stage: waiting.stage.toLowerCase(), days: days(waiting.since) }
        : null,
    newVersion: fresh
      ? { title: fresh.projectTitle, version: fresh.number, uploader: fresh.uploaderName ?? 'A collaborator' }
      : null,
  };
}

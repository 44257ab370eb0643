import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { Project } from '../projects/project.entity.js';
import { openProjectFor } from '../projects/project-access.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { type LyricsInput, lyricsSchema, lyricsVersionSchema } from './lyrics.inputs.js';
import { LyricsVersion } from './lyrics-version.entity.js';

/** The newest of a project's versions (as versionsOf lists them), or null before the first save. */
export function currentVersion(versions: readonly LyricsVersion[]): LyricsVersion | null {
  return versions[0] ?? null;
}

/** The kept versions before the current one, newest first. */
export function earlierVersions(versions: readonly LyricsVersion[]): LyricsVersion[] {
  return versions.slice(1, EARLIER_VERSIONS_KEPT + 1);
}

/** The current lyrics plus this many earlier versions are kept. */
export const EARLIER_VERSIONS_KEPT = 5;
/** Auto-saves revise one draft version for at most this long after it was started. */
export const AUTOSAVE_SITTING_MS = 10 * 60 * 1000;
const LYRICS_NOT_FOUND = 'Lyrics not found.';
const EDIT = { kind: 'edit' } as const;

/**
 * One lyrics document per project, really saved. Every explicit save that changes something adds a
 * version; the oldest beyond the few kept are pruned, and restoring an earlier one saves it again as
 * the newest. Auto-saves (every pause in typing) would push every useful version out, so they revise
 * one draft version per sitting instead: the newest version while it is an auto-saved draft started
 * less than AUTOSAVE_SITTING_MS ago. An explicit save or a restore seals the draft.
 */
export class LyricsService {
  constructor(private readonly workFeed: WorkFeed) {}

  /** Which of the artist's projects among `projectIds` have lyrics with words in them. */
  async projectIdsWithLyrics(em: EntityManager, ownerId: string, projectIds: string[]): Promise<Set<string>> {
    if (projectIds.length === 0) return new Set();
    const worded = await em.find(
      LyricsVersion,
      // Anything but spaces, as PostgreSQL's btrim sees blank.
      {
        $and: [
          { project: { $in: projectIds }, content: { $re: '[^ ]' } },
          scope(LyricsVersion, ownerId, 'list'),
        ],
      },
      { fields: ['project'] },
    );
    return new Set(worded.map((version) => version.project.id));
  }

  /**
   * The kept versions of each of the artist's projects among `projectIds`, newest first, in one query
   * (a project keeps at most EARLIER_VERSIONS_KEPT + 1); none for a project that is not theirs.
   */
  async versionsOf(
    em: EntityManager,
    ownerId: string,
    projectIds: readonly string[],
  ): Promise<Map<string, LyricsVersion[]>> {
    const versions = await em.find(
      LyricsVersion,
      // Side by side, not spread: the rule's filter is on `project` too.
      { $and: [{ project: { $in: [...projectIds] } }, scope(LyricsVersion, ownerId)] },
      { orderBy: { version: QueryOrder.DESC } },
    );
    const byProject = new Map<string, LyricsVersion[]>(projectIds.map((id) => [id, []]));
    for (const version of versions) byProject.get(version.project.id)?.push(version);
    return byProject;
  }

  /** One of the artist's saved lyrics versions by its id (node(id:)); NOT_FOUND for anyone else's. */
  async findLyrics(em: EntityManager, ownerId: string, lyricsId: string): Promise<LyricsVersion> {
    const found = isUuid(lyricsId)
      ? await em.findOne(LyricsVersion, { id: lyricsId, ...scope(LyricsVersion, ownerId) })
      : null;
    if (!found) throw new NotFoundError(LYRICS_NOT_FOUND);
    return found;
  }

  async saveLyrics(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    input: LyricsInput,
    sessionId: string | null = null,
  ): Promise<Project> {
    const { title, content, autosave } = parseInput(lyricsSchema, input);
    return unitOfWork(em, async (tx) => {
      const project = await openProjectFor(tx, ownerId, projectId, EDIT, LockMode.PESSIMISTIC_WRITE);
      await addVersion(tx, ownerId, project, title, content, autosave, sessionId);
      await this.workFeed.changed(tx, project.owner.id, 'lyrics');
      await this.workFeed.changed(tx, project.owner.id, 'projects');
      return project;
    });
  }

  /** Makes an earlier version current again (the one it replaces stays among the earlier ones). */
  async restoreLyrics(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    rawVersion: number,
  ): Promise<Project> {
    const version = parseInput(lyricsVersionSchema, rawVersion);
    return unitOfWork(em, async (tx) => {
      const project = await openProjectFor(tx, ownerId, projectId, EDIT, LockMode.PESSIMISTIC_WRITE);
      const earlier = await tx.findOne(LyricsVersion, {
        $and: [{ project, version }, scope(LyricsVersion, ownerId)],
      });
      if (!earlier) throw new NotFoundError('That version of the lyrics is no longer kept.');
      await addVersion(tx, ownerId, project, earlier.title, earlier.content);
      await this.workFeed.changed(tx, project.owner.id, 'lyrics');
      await this.workFeed.changed(tx, project.owner.id, 'projects');
      return project;
    });
  }
}

/**
 * Adds a version unless it repeats the current one, then prunes; an auto-save revises the current
 * draft of this sitting instead, and an explicit save seals it. The project row is locked.
 */
async function addVersion(
  tx: EntityManager,
  ownerId: string,
  project: Project,
  title: string,
  content: string,
  autosave = false,
  sessionId: string | null = null,
): Promise<void> {
  const current = await tx.findOne(
    LyricsVersion,
    { $and: [{ project }, scope(LyricsVersion, ownerId)] },
    { orderBy: { version: QueryOrder.DESC } },
  );
  if (current && current.title === title && current.content === content) {
    if (!autosave) current.autosaved = false;
    return;
  }
  if (current && autosave && isOpenDraft(current, sessionId)) {
    current.title = title;
    current.content = content;
    project.touch();
    return;
  }
  const version = (current?.version ?? 0) + 1;
  // Pruned first: the new version is written when the unit of work ends.
  await tx.nativeDelete(LyricsVersion, { project, version: { $lte: version - EARLIER_VERSIONS_KEPT - 1 } });
  tx.persist(new LyricsVersion(project, version, title, content, autosave, sessionId));
  project.touch();
}

/**
 * A draft this session started, this sitting: another session's auto-save (a second tab, the phone)
 * starts its own version, so the first session's text stays among the earlier versions.
 */
function isOpenDraft(version: LyricsVersion, sessionId: string | null): boolean {
  return (
    version.autosaved &&
    version.draftSessionId === sessionId &&
    Date.now() - version.createdAt.getTime() < AUTOSAVE_SITTING_MS
  );
}

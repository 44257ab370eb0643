import { randomInt } from 'node:crypto';
import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { executeForCaller } from '../../shared/caller-sql.js';
import { givenOnly } from '../../shared/changes.js';
import { findPage } from '../../shared/entity-page.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { FileJournal } from '../storage/file-journal.js';
import { trackFileKeys } from '../tracks/cover-keys.js';
import { Track } from '../tracks/track.entity.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { Project, ProjectStatus } from './project.entity.js';
import { createProjectSchema, projectFilterSchema, updateProjectSchema } from './project.inputs.js';
import { PROJECT_STATUS_COUNTS_SQL } from './project.sql.js';
import { openProject, openProjectFor, requireAllowed } from './project-access.js';
import { ActivityKind } from './project-activity.entity.js';
import type { ProjectActivityService } from './project-activity.service.js';
import { PROJECT_ARTWORK } from './project-catalogue.js';
import { ProjectTrack, ProjectTrackStatus } from './project-track.entity.js';

export { PROJECT_NOT_FOUND } from './project-access.js';

/** How many of the artist's projects are in each status, and in all. */
export type ProjectCounts = Record<Lowercase<ProjectStatus> | 'all', number>;

/** Storage keys of files that belong to a project and go when it goes (voice notes add theirs). */
export type ProjectFileKeys = (tx: EntityManager, ownerId: string, projectId: string) => Promise<string[]>;

/** Where an artist's projects stand, as `pipelineFacts` reads them. */
export interface PipelineFacts {
  projectCount: number;
  /** The project in MIXING the longest without a change, and since when. */
  longestInMixing: { title: string; since: Date } | null;
  newestDraftWithoutTracks: string | null;
}

const NEWEST_CHANGE_FIRST = [{ updatedAt: QueryOrder.DESC }, { id: QueryOrder.ASC }];

/**
 * The artist's song projects: create, page by status, count by status, change any field (status moves
 * freely; RELEASED stamps releasedAt) and delete with everything that belongs to the project.
 */
export class ProjectService {
  constructor(
    private readonly files: FileJournal,
    private readonly idempotency: IdempotencyService,
    private readonly workFeed: WorkFeed,
    private readonly activity: ProjectActivityService,
    private readonly ownedFiles: ProjectFileKeys[] = [],
  ) {}

  /** Where the artist's projects stand: how many, the one longest in mixing, the newest bare draft. */
  async pipelineFacts(em: EntityManager, ownerId: string): Promise<PipelineFacts> {
    const projectCount = await em.count(Project, scope(Project, ownerId, 'list'));
    const longestInMixing = await em.findOne(
      Project,
      { ...scope(Project, ownerId, 'list'), status: ProjectStatus.MIXING },
      { fields: ['title', 'updatedAt'], orderBy: [{ updatedAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
    );
    const drafts = await em.find(
      Project,
      { ...scope(Project, ownerId, 'list'), status: ProjectStatus.DRAFT },
      { fields: ['title'], orderBy: NEWEST_CHANGE_FIRST },
    );
    const linked = await em.find(
      ProjectTrack,
      { $and: [{ project: { $in: drafts.map((draft) => draft.id) } }, scope(ProjectTrack, ownerId, 'list')] },
      { fields: ['project'] },
    );
    const withTracks = new Set(linked.map((link) => link.project.id));
    return {
      projectCount,
      longestInMixing: longestInMixing
        ? { title: longestInMixing.title, since: longestInMixing.updatedAt }
        : null,
      newestDraftWithoutTracks: drafts.find((draft) => !withTracks.has(draft.id))?.title ?? null,
    };
  }

  /** The artist's released projects, the most recently changed first. */
  async releasedProjects(em: EntityManager, ownerId: string): Promise<{ id: string; title: string }[]> {
    const released = await em.find(
      Project,
      { ...scope(Project, ownerId, 'list'), status: ProjectStatus.RELEASED },
      { fields: ['title'], orderBy: NEWEST_CHANGE_FIRST },
    );
    return released.map(({ id, title }) => ({ id, title }));
  }

  /** The ids of the tracks marked MASTERED in any of the artist's projects. */
  async masteredTrackIds(em: EntityManager, ownerId: string): Promise<string[]> {
    const mastered = await em.find(
      ProjectTrack,
      { $and: [{ status: ProjectTrackStatus.MASTERED }, scope(ProjectTrack, ownerId, 'list')] },
      { fields: ['track'] },
    );
    return [...new Set(mastered.map((link) => link.track.id))];
  }

  /** A page of the artist's projects (in one status, or all), most recently changed first. */
  async listProjects(
    em: EntityManager,
    ownerId: string,
    rawStatus: ProjectStatus | null | undefined,
    request: PageRequest,
  ): Promise<Page<Project>> {
    const { status } = parseInput(projectFilterSchema, { status: rawStatus });
    return findPage(
      em,
      Project,
      { ...scope(Project, ownerId, 'list'), ...(status ? { status } : {}) },
      [{ updatedAt: 'desc' }, { id: 'desc' }],
      request,
    );
  }

  async countProjects(em: EntityManager, ownerId: string): Promise<ProjectCounts> {
    const rows = await executeForCaller<{ status: ProjectStatus; count: number }>(
      em,
      PROJECT_STATUS_COUNTS_SQL,
      ownerId,
    );
    const counts = Object.fromEntries(
      [...Object.values(ProjectStatus).map((status) => status.toLowerCase()), 'all'].map((key) => [key, 0]),
    ) as ProjectCounts;
    for (const row of rows) {
      counts[row.status.toLowerCase() as Lowercase<ProjectStatus>] = row.count;
      counts.all += row.count;
    }
    return counts;
  }

  /** A project the caller owns or works on. */
  async findProject(em: EntityManager, callerId: string, projectId: string): Promise<Project> {
    return (await openProject(em, callerId, projectId)).project;
  }

  /**
   * A new DRAFT project with artwork drawn from the pool; under an idempotency key, a retry answers
   * the project made the first time.
   */
  async createProject(
    em: EntityManager,
    ownerId: string,
    input: unknown,
    idempotencyKey?: string | null,
  ): Promise<Project> {
    const fields = parseInput(createProjectSchema, input);
    const created = await this.idempotency.once(
      em,
      ownerId,
      { key: idempotencyKey, operation: 'createProject', request: fields },
      async (tx) => {
        const project = new Project({
          owner: tx.getReference(User, ownerId),
          title: fields.title,
          genre: fields.genre,
          artwork: PROJECT_ARTWORK[randomInt(PROJECT_ARTWORK.length)] ?? '🎵',
        });
        tx.assign(project, {
          description: fields.description,
          tags: fields.tags,
          credits: fields.credits,
          bpm: fields.bpm,
          key: fields.key,
        });
        tx.persist(project);
        await this.workFeed.changed(tx, ownerId, 'projects');
        return project.id;
      },
    );
    return ownProject(em, ownerId, created.id);
  }

  /**
   * Changes the fields given; every change refreshes updatedAt. Its details are the owner's and an
   * editor's to change, and a move between stages is checked against the roles table.
   */
  async updateProject(
    em: EntityManager,
    callerId: string,
    projectId: string,
    input: unknown,
  ): Promise<Project> {
    const { status, bpm, targetReleaseDate, ...changes } = parseInput(updateProjectSchema, input);
    return unitOfWork(em, async (tx) => {
      const opened = await openProject(tx, callerId, projectId, LockMode.PESSIMISTIC_WRITE);
      const { project } = opened;
      const details = givenOnly(changes);
      const { genre, key, credits, ...words } = details;
      const moves = status !== undefined && status !== null && status !== project.status;
      if (Object.keys(words).length > 0) requireAllowed(opened, { kind: 'edit' });
      const setsFacts = [genre, key, credits, bpm, targetReleaseDate].some((fact) => fact !== undefined);
      if (setsFacts) requireAllowed(opened, { kind: 'setFacts' });
      if (moves) requireAllowed(opened, { kind: 'move', to: status });
      // Asking to change nothing is an edit of nothing: only someone who may edit gets an answer.
      if (Object.keys(details).length === 0 && !setsFacts && !moves) requireAllowed(opened, { kind: 'edit' });
      tx.assign(project, details);
      if (bpm !== undefined) project.bpm = bpm;
      if (targetReleaseDate !== undefined) project.targetReleaseDate = targetReleaseDate;
      if (status && status !== project.status) {
        project.releasedAt = status === ProjectStatus.RELEASED ? new Date() : null;
        project.status = status;
        project.stageChangedAt = new Date();
        this.activity.record(tx, {
          projectId: project.id,
          actorId: callerId,
          kind: ActivityKind.STAGE_MOVED,
          summary: `moved the project to ${status.toLowerCase()}`,
        });
      }
      project.touch();
      await this.workFeed.changed(tx, project.owner.id, 'projects');
      return project;
    });
  }

  /**
   * Deletes the project with its notes, lyrics, track links and the tracks uploaded into it, in one
   * transaction; their files are removed after the commit. Tracks attached from the library stay.
   */
  async deleteProject(em: EntityManager, ownerId: string, projectId: string): Promise<void> {
    await unitOfWork(em, async (tx) => {
      const project = await ownProject(tx, ownerId, projectId, LockMode.PESSIMISTIC_WRITE);
      const uploaded = await tx.find(
        ProjectTrack,
        { $and: [{ project, uploadedToProject: true }, scope(ProjectTrack, ownerId, 'delete')] },
        { populate: ['track'] },
      );
      // Other modules' files first: they lock what their writers lock (other projects) before the tracks.
      const owned: string[] = [];
      for (const collect of this.ownedFiles) owned.push(...(await collect(tx, ownerId, project.id)));
      // Locked and read again: a cover being set meanwhile commits first, and its new files go too.
      const tracks =
        uploaded.length === 0
          ? []
          : await tx.find(
              Track,
              { id: { $in: uploaded.map((link) => link.track.id) }, ...scope(Track, ownerId, 'delete') },
              { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
            );
      const keys = [...new Set([...tracks.flatMap(trackFileKeys), ...owned])];
      if (tracks.length > 0)
        await tx.nativeDelete(Track, {
          id: { $in: tracks.map((track) => track.id) },
          ...scope(Track, ownerId, 'delete'),
        });
      tx.remove(project);
      // Its notes, lyrics and track links go with it, and the tracks uploaded into it.
      for (const part of [
        'projects',
        'project-tracks',
        'lyrics',
        'notes',
        'tracks',
        'playlist-entries',
      ] as const) {
        await this.workFeed.changed(tx, ownerId, part);
      }
      await this.files.removeAfterCommit(tx, keys);
    });
  }
}

/**
 * Holds a project while someone joins it, so its deletion waits for the joining to commit, or the
 * joining finds it gone: the lock comes first, as a deletion's does, so the two never deadlock. The
 * id comes from the invitation the joining artist answers; nothing of the project is read. Answers
 * whether it still exists.
 */
export async function holdProjectWhileJoining(tx: EntityManager, projectId: string): Promise<boolean> {
  const held = await tx.findOne(
    Project,
    { id: projectId },
    { fields: ['id'], lockMode: LockMode.PESSIMISTIC_READ },
  );
  return held !== null;
}

/**
 * The caller's own project, to manage (its songs, its people) or delete, optionally locked for the
 * transaction: FORBIDDEN for its members, NOT_FOUND for anyone else.
 */
export function ownProject(
  em: EntityManager,
  callerId: string,
  projectId: string,
  lockMode?: LockMode,
): Promise<Project> {
  return openProjectFor(em, callerId, projectId, { kind: 'manage' }, lockMode);
}

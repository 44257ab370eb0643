import { type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { decide, type Stage, standingIn } from '../../policies/project-roles.js';
import { Project, ProjectStatus } from './project.entity.js';
import { TrackVersion } from './track-version.entity.js';

/** A project waiting in a stage for someone to move it on. */
export interface WaitingProject {
  title: string;
  stage: Stage;
  since: Date;
}

/** A song's current version, as the manager reads it. */
export interface CurrentVersion {
  versionId: string;
  number: number;
  projectTitle: string;
  projectOwnerId: string;
  uploaderId: string | null;
  uploaderName: string | null;
  uploadedAt: Date;
  /** Whether the roles table lets the caller comment on it (and so resolve its comments) now. */
  callerMayComment: boolean;
}

/** The stage a waiting project moves on to. */
const NEXT_STAGE: Partial<Record<Stage, Stage>> = {
  [ProjectStatus.MIXING]: ProjectStatus.MASTERING,
  [ProjectStatus.MASTERING]: ProjectStatus.RELEASED,
};
/** How many current versions the manager looks through, newest first. */
const CURRENT_VERSIONS_READ = 50;

/**
 * Where the songs of the projects an artist is in stand, for the manager's plan: which one waits on
 * them in mixing or mastering, and the songs' current versions. Read as the artist, through the
 * policy: their own projects and those shared with them.
 */
export class ProjectProgressService {
  /**
   * The project that has waited longest in mixing or mastering for a move the caller may make (the
   * roles table decides), other than the caller's own in mixing, which the plan already follows.
   */
  async longestWaiting(em: EntityManager, callerId: string): Promise<WaitingProject | null> {
    const candidates = await em.find(
      Project,
      { ...scope(Project, callerId), status: { $in: [ProjectStatus.MIXING, ProjectStatus.MASTERING] } },
      { populate: ['members'], orderBy: [{ stageChangedAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
    );
    const waiting = candidates.find((project) => {
      const standing = standingIn(project, callerId);
      if (standing === 'OWNER' && project.status === ProjectStatus.MIXING) return false;
      const stage: Stage = project.status;
      const next = NEXT_STAGE[stage];
      return next !== undefined && decide(standing, { kind: 'move', to: next }, stage).allowed;
    });
    return waiting ? { title: waiting.title, stage: waiting.status, since: waiting.stageChangedAt } : null;
  }

  /** The current versions of the songs in the caller's projects and those shared with them, newest first. */
  async currentVersions(em: EntityManager, callerId: string): Promise<CurrentVersion[]> {
    const versions = await em.find(
      TrackVersion,
      { $and: [{ current: true }, scope(TrackVersion, callerId)] },
      {
        // Whole rows (a version's peaks are lazy): partly loaded entities would stand in the unit of
        // work for whole ones.
        populate: ['song.project.members', 'uploader'],
        orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }],
        limit: CURRENT_VERSIONS_READ,
      },
    );
    return versions.map((version) => ({
      versionId: version.id,
      number: version.number,
      projectTitle: version.song.project.title,
      projectOwnerId: version.song.project.owner.id,
      uploaderId: version.uploader?.id ?? null,
      uploaderName: version.uploader?.artistName ?? null,
      uploadedAt: version.createdAt,
      callerMayComment: decide(
        standingIn(version.song.project, callerId),
        { kind: 'comment' },
        version.song.project.status,
      ).allowed,
    }));
  }
}

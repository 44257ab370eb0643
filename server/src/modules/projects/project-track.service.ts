import path from 'node:path';
import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { findPages } from '../../shared/entity-page.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { readKeysetGroups } from '../../shared/keyset-page.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { mapPage, pageOfItems } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { ReceivedAudio } from '../audio/audio-receiver.js';
import type { FileJournal } from '../storage/file-journal.js';
import type { Track } from '../tracks/track.entity.js';
import type { TrackService } from '../tracks/track.service.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { Project } from './project.entity.js';
import { projectTrackStatusSchema } from './project.inputs.js';
import { ownProject } from './project.service.js';
import { PROJECTS_HOLDING_TRACKS_LIST_SQL } from './project.sql.js';
import { ProjectTrack, type ProjectTrackStatus } from './project-track.entity.js';
import { firstVersion, type TrackVersionService } from './track-version.service.js';

const TRACK_NOT_IN_PROJECT = 'That track is not in this project.';
const PROJECT_TRACK_NOT_FOUND = 'Project track not found.';
/** Used for a project upload when the project has no BPM yet: the library needs one. */
export const FALLBACK_BPM = 120;

/**
 * Tracks in projects. There is one library: a project holds links to library tracks, and uploading
 * into a project adds a library track and its link in the same transaction.
 */
export class ProjectTrackService {
  constructor(
    private readonly tracks: TrackService,
    private readonly workFeed: WorkFeed,
    private readonly versions: TrackVersionService,
    private readonly files: FileJournal,
  ) {}

  /** Each project's links with their tracks, oldest first, in one query. */
  /** The same page of each of the artist's projects' tracks, oldest first, in one statement. */
  trackPages(
    em: EntityManager,
    ownerId: string,
    projectIds: readonly string[],
    request: PageRequest,
  ): Promise<Map<string, Page<ProjectTrack> | ValidationError>> {
    return findPages(
      em,
      ProjectTrack,
      { $and: [{ project: { $in: [...projectIds] } }, scope(ProjectTrack, ownerId)] },
      'project',
      projectIds,
      [{ addedAt: QueryOrder.ASC }, { id: QueryOrder.ASC }],
      request,
      { populate: ['track'], name: 'project-tracks' },
    );
  }

  /**
   * Every track link of each of the artist's projects among `projectIds`, oldest first, their tracks
   * as references (the mentor insight reads the links' statuses; the connection pages on its own).
   */
  async tracksOf(
    em: EntityManager,
    ownerId: string,
    projectIds: string[],
  ): Promise<Map<string, ProjectTrack[]>> {
    const links = await em.find(
      ProjectTrack,
      // Side by side, not spread: the rule's filter is on `project` too.
      { $and: [{ project: { id: { $in: projectIds } } }, scope(ProjectTrack, ownerId)] },
      { orderBy: { addedAt: QueryOrder.ASC, id: QueryOrder.ASC } },
    );
    const byProject = new Map<string, ProjectTrack[]>(projectIds.map((id) => [id, []]));
    for (const link of links) byProject.get(link.project.id)?.push(link);
    return byProject;
  }

  /** One of the artist's project tracks by its own id (node(id:)); NOT_FOUND for anyone else's. */
  async findProjectTrack(em: EntityManager, ownerId: string, projectTrackId: string): Promise<ProjectTrack> {
    const link = isUuid(projectTrackId)
      ? await em.findOne(
          ProjectTrack,
          { id: projectTrackId, ...scope(ProjectTrack, ownerId) },
          { populate: ['track'] },
        )
      : null;
    if (!link) throw new NotFoundError(PROJECT_TRACK_NOT_FOUND);
    return link;
  }

  /**
   * The same page of each track's projects (the artist's, A to Z), for every track asked in one
   * statement of the pager, then the page's projects in one more.
   */
  async projectPagesOfTracks(
    em: EntityManager,
    ownerId: string,
    trackIds: readonly string[],
    request: PageRequest,
  ): Promise<Map<string, Page<Project> | ValidationError>> {
    const ids = trackIds.filter(isUuid);
    const pages = await readKeysetGroups(
      em,
      {
        ...PROJECTS_HOLDING_TRACKS_LIST_SQL.bind(ownerId, [`{${ids.join(',')}}`]),
        keys: ['text', 'uuid'],
        name: 'track-projects',
      },
      ids,
      request,
    );
    const shown = [...pages.values()].flatMap((page) =>
      page instanceof ValidationError ? [] : page.items.map((row) => row.keyset_id),
    );
    const projects =
      shown.length > 0
        ? await em.find(Project, { id: { $in: [...new Set(shown)] }, ...scope(Project, ownerId) })
        : [];
    const byId = new Map(projects.map((project) => [project.id, project]));
    return new Map(
      [...pages].map(([trackId, page]) => [
        trackId,
        page instanceof ValidationError
          ? page
          : pageOfItems(
              mapPage(page, (row) => row.keyset_id),
              byId.values(),
              (project) => project.id,
            ),
      ]),
    );
  }

  /**
   * Uploads an MP3 or WAV into the project. The track takes its title from the file name (unless one is
   * given), the artist's name, and the project's genre, BPM and key. Under an idempotency key, a retry
   * with the same file adds nothing more.
   */
  async uploadToProject(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    upload: {
      fileName: string;
      title?: string | null;
      audio: Promise<ReceivedAudio> | null;
      idempotencyKey?: string | null;
    },
  ): Promise<Project> {
    // The audio may be refused while the project is looked up: handle that now, rethrow it below.
    upload.audio?.catch(() => undefined);
    let project: Project;
    let artist: User;
    try {
      project = await ownProject(em, ownerId, projectId);
      artist = await em.findOneOrFail(User, scope(User, ownerId));
    } catch (error) {
      await upload.audio?.then((received) => received.file.discard()).catch(() => undefined);
      throw error;
    }
    const details = {
      title: upload.title?.trim() || titleFromFileName(upload.fileName),
      artist: artist.artistName,
      bpm: project.bpm ?? FALLBACK_BPM,
      key: project.key || 'Unknown',
      genre: project.genre,
      // The project's own tempo and key are the artist's; a placeholder is replaced by the analysis.
      detected: [...(project.bpm == null ? ['BPM' as const] : []), ...(project.key ? [] : ['KEY' as const])],
    };
    await this.tracks.uploadTrack(em, ownerId, details, upload.audio, {
      alsoInTransaction: async (tx, track) => {
        const locked = await ownProject(tx, ownerId, projectId, LockMode.PESSIMISTIC_WRITE);
        const song = new ProjectTrack(locked, track, true);
        tx.persist([song, firstVersion(song, track, tx.getReference(User, ownerId))]);
        locked.touch();
        await this.workFeed.changed(tx, ownerId, 'projects');
        await this.workFeed.changed(tx, ownerId, 'project-tracks');
      },
      // What the client sent, not the details taken from the project (which may change before a retry).
      idempotency: {
        key: upload.idempotencyKey,
        operation: 'uploadProjectTrack',
        request: { projectId, fileName: upload.fileName, title: upload.title ?? null },
      },
    });
    return reloaded(em, ownerId, project);
  }

  /** Links one of the artist's library tracks; linking it again changes nothing. */
  async attachTrack(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    trackId: string,
  ): Promise<Project> {
    const project = await unitOfWork(em, async (tx) => {
      const project = await ownProject(tx, ownerId, projectId, LockMode.PESSIMISTIC_WRITE);
      // From the artist's own library: a track only shared with them is not theirs to link.
      const track = await this.tracks.findTrack(tx, ownerId, trackId, 'list');
      const existing = await tx.findOne(ProjectTrack, {
        $and: [{ project, track }, scope(ProjectTrack, ownerId)],
      });
      if (!existing) {
        // v1 keeps a copy of the track's peaks, which a track loads only when asked.
        await tx.populate(track, ['peaks']);
        const song = new ProjectTrack(project, track, false);
        tx.persist([song, firstVersion(song, track, tx.getReference(User, ownerId))]);
        project.touch();
        await this.workFeed.changed(tx, ownerId, 'projects');
        await this.workFeed.changed(tx, ownerId, 'project-tracks');
      }
      return project;
    });
    return reloaded(em, ownerId, project);
  }

  /** Unlinks the track; it stays in the library, even if it was uploaded into this project. */
  async detachTrack(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    trackId: string,
  ): Promise<Project> {
    const project = await unitOfWork(em, async (tx) => {
      const locked = await ownProject(tx, ownerId, projectId, LockMode.PESSIMISTIC_WRITE);
      const song = await ownLink(tx, ownerId, locked, trackId);
      // Its versions go with it, and the files uploaded as them.
      await this.files.removeAfterCommit(
        tx,
        await this.versions.fileKeysOf(tx, ownerId, { songIds: [song.id] }),
      );
      tx.remove(song);
      locked.touch();
      await this.workFeed.changed(tx, ownerId, 'projects');
      await this.workFeed.changed(tx, ownerId, 'project-tracks');
      return locked;
    });
    return reloaded(em, ownerId, project);
  }

  /** Sets the track's status within the project; the project counts as changed. */
  async setTrackStatus(
    em: EntityManager,
    ownerId: string,
    projectId: string,
    trackId: string,
    rawStatus: ProjectTrackStatus,
  ): Promise<Project> {
    const status = parseInput(projectTrackStatusSchema, rawStatus);
    return unitOfWork(em, async (tx) => {
      const project = await ownProject(tx, ownerId, projectId);
      const link = await ownLink(tx, ownerId, project, trackId);
      link.status = status;
      project.touch();
      await this.workFeed.changed(tx, ownerId, 'projects');
      await this.workFeed.changed(tx, ownerId, 'project-tracks');
      return project;
    });
  }
}

/** The project as now stored, its counted track total included. */
function reloaded(em: EntityManager, ownerId: string, project: Project): Promise<Project> {
  return em.findOneOrFail(Project, { id: project.id, ...scope(Project, ownerId) }, { refresh: true });
}

async function ownLink(
  em: EntityManager,
  ownerId: string,
  project: Project,
  trackId: string,
): Promise<ProjectTrack> {
  const link = isUuid(trackId)
    ? await em.findOne(
        ProjectTrack,
        { $and: [{ project, track: trackId }, scope(ProjectTrack, ownerId, 'update')] },
        { populate: ['track'] },
      )
    : null;
  if (!link) throw new NotFoundError(TRACK_NOT_IN_PROJECT);
  return link;
}

/** "my take (final).wav" -> "my take (final)"; a name that is all extension stays as it is. */
export function titleFromFileName(fileName: string): string {
  const base = path.basename(fileName.replace(/\\/g, '/'));
  const withoutExtension = base.replace(/\.[^.]+$/, '');
  return (withoutExtension.trim() || base.trim() || 'Untitled').slice(0, 200);
}

export type { Track };

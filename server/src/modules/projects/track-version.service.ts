import { randomUUID } from 'node:crypto';
import { TRUE_PEAK_CEILING_DBTP } from '@backline/field-rules';
import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { type Action, scope } from '../../policies/policy.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import type { ReceivedAudio } from '../audio/audio-receiver.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import type { FileJournal } from '../storage/file-journal.js';
import type { FileStorage } from '../storage/storage.js';
import type { Track } from '../tracks/track.entity.js';
import type { TrackAudioFormat } from '../tracks/track-audio-format.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { Project } from './project.entity.js';
import { type OpenedProject, openProject, openProjectFor, requireAllowed } from './project-access.js';
import { ActivityKind } from './project-activity.entity.js';
import { type ProjectActivityService, quotedTitle } from './project-activity.service.js';
import { ProjectTrack } from './project-track.entity.js';
import { TrackVersion } from './track-version.entity.js';
import { versionNoteSchema } from './track-version.inputs.js';

export const VERSION_NOT_FOUND = 'Version not found.';
export const SONG_NOT_FOUND = 'Song not found.';
export const NO_VERSION_FILE = 'Choose an MP3 or WAV file for the new version.';
/** Versions a song keeps at most: enough for any song's life, and a bound for its list. */
export const MAX_VERSIONS_PER_SONG = 100;
export const TOO_MANY_VERSIONS = `A song keeps at most ${MAX_VERSIONS_PER_SONG} versions: delete an earlier one first.`;
export const LAST_VERSION_STAYS =
  'A song keeps at least one version: delete the song from the project to remove its last one.';
const ONLY_OWNER_OR_UPLOADER = 'Only the owner or the person who uploaded it can delete a version.';

/** The first version of a song: its library track's recording, whose file stays the track's. */
export function firstVersion(song: ProjectTrack, track: Track, uploader: User | null): TrackVersion {
  return new TrackVersion({
    song,
    number: 1,
    uploader,
    ownsFile: false,
    file: {
      storageKey: track.storageKey,
      format: track.format,
      durationSeconds: track.durationSeconds,
      sampleRate: track.sampleRate,
      channels: track.channels,
      bitRate: track.bitRate,
      sizeBytes: track.sizeBytes,
      peaks: track.peaks,
    },
  });
}

/**
 * The versions of a project's songs: each upload adds the next one and makes it current, who may
 * upload when is the roles table's (mix engineers in recording and mixing, mastering engineers in
 * mastering, the owner always); the owner makes an earlier one current; the owner or the uploader
 * deletes one, its file with it, but never a song's last.
 */
export class TrackVersionService {
  constructor(
    readonly storage: FileStorage,
    private readonly files: FileJournal,
    private readonly workFeed: WorkFeed,
    private readonly activity: ProjectActivityService,
    /** Told of each version with a file of its own, in its upload's unit of work. */
    private readonly versionUploaded: (versionId: string) => void = () => undefined,
  ) {}

  /**
   * The current version, with a file of its own, of one of the artist's own songs whose true peak is
   * furthest above the ceiling encoding needs; null when none is.
   */
  async peakingCurrentVersion(
    em: EntityManager,
    ownerId: string,
  ): Promise<{ title: string; number: number; truePeakDbtp: number } | null> {
    const version = await em.findOne(
      TrackVersion,
      {
        $and: [
          scope(TrackVersion, ownerId, 'list'),
          {
            current: true,
            ownsFile: true,
            analysisStatus: AnalysisStatus.DONE,
            truePeakDbtp: { $gt: TRUE_PEAK_CEILING_DBTP },
          },
        ],
      },
      {
        fields: ['number', 'truePeakDbtp', 'song.track.title'],
        orderBy: [{ truePeakDbtp: QueryOrder.DESC }, { createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }],
      },
    );
    if (version?.truePeakDbtp == null) return null;
    return { title: version.song.track.title, number: version.number, truePeakDbtp: version.truePeakDbtp };
  }

  /** Each song's versions, newest first, for the songs among `songIds` the caller may open. */
  async versionsOf(
    em: EntityManager,
    callerId: string,
    songIds: readonly string[],
  ): Promise<Map<string, TrackVersion[]>> {
    const versions = await em.find(
      TrackVersion,
      { $and: [{ song: { $in: [...songIds] } }, scope(TrackVersion, callerId)] },
      { orderBy: [{ number: QueryOrder.DESC }] },
    );
    const bySong = new Map<string, TrackVersion[]>(songIds.map((id) => [id, []]));
    for (const version of versions) bySong.get(version.song.id)?.push(version);
    return bySong;
  }

  /** The stored peaks of the versions among `versionIds` the caller may open, by id, in one query. */
  async peaksOf(
    em: EntityManager,
    callerId: string,
    versionIds: readonly string[],
  ): Promise<Map<string, Buffer>> {
    const rows = await em
      .createQueryBuilder(TrackVersion)
      .select(['id', 'peaks'])
      .where({ id: { $in: [...versionIds] }, ...scope(TrackVersion, callerId) })
      .execute<{ id: string; peaks: Buffer }[]>('all');
    return new Map(rows.map((row) => [row.id, row.peaks]));
  }

  async findVersion(
    em: EntityManager,
    callerId: string,
    versionId: string,
    action: Action = 'read',
  ): Promise<TrackVersion> {
    const version = isUuid(versionId)
      ? await em.findOne(
          TrackVersion,
          { id: versionId, ...scope(TrackVersion, callerId, action) },
          { populate: ['song'] },
        )
      : null;
    if (!version) throw new NotFoundError(VERSION_NOT_FOUND);
    return version;
  }

  /**
   * Adds the song's next version from an uploaded MP3 or WAV and makes it current. The roles table
   * is asked before the file is stored, and again, with the project locked, before the row is
   * written: a stage moved meanwhile decides.
   */
  async uploadVersion(
    em: EntityManager,
    callerId: string,
    input: { projectTrackId: string; note?: string | null },
    pendingAudio: Promise<ReceivedAudio> | null,
  ): Promise<TrackVersion> {
    // The audio may be refused while the song is looked up: handle that now, rethrow it below.
    pendingAudio?.catch(() => undefined);
    let note: string;
    let songAt: { songId: string; projectId: string };
    try {
      note = parseInput(versionNoteSchema, input.note ?? '');
      const song = await this.findSong(em, callerId, input.projectTrackId);
      songAt = { songId: song.id, projectId: song.project.id };
      await openProjectFor(em, callerId, song.project.id, { kind: 'uploadVersion' });
      if (!pendingAudio) throw new ValidationError(NO_VERSION_FILE, { field: 'file' });
    } catch (error) {
      await pendingAudio?.then((received) => received.file.discard()).catch(() => undefined);
      throw error;
    }
    const audio = await pendingAudio;
    const storageKey = `versions/${songAt.songId}/${randomUUID()}.${AUDIO_FORMAT_INFO[audio.format].extension}`;
    try {
      // Stored before the transaction opens (no pooled connection waits on storage).
      await this.files.store(em, audio.file, storageKey);
      return await unitOfWork(em, async (tx) => {
        // The project first, as a deletion of the song takes it: then the song is read as it stands.
        const opened = await openProject(tx, callerId, songAt.projectId, LockMode.PESSIMISTIC_WRITE);
        requireAllowed(opened, { kind: 'uploadVersion' });
        const song = await this.findSong(tx, callerId, songAt.songId);
        const kept = await tx.count(TrackVersion, { $and: [{ song }, scope(TrackVersion, callerId)] });
        if (kept >= MAX_VERSIONS_PER_SONG) throw new ValidationError(TOO_MANY_VERSIONS, { field: 'file' });
        const newest = await tx.findOne(
          TrackVersion,
          { $and: [{ song }, scope(TrackVersion, callerId)] },
          { orderBy: [{ number: QueryOrder.DESC }], fields: ['number'] },
        );
        const current = await tx.find(TrackVersion, {
          $and: [{ song, current: true }, scope(TrackVersion, callerId)],
        });
        for (const earlier of current) earlier.current = false;
        // Written first, so the one-current index never sees two.
        await tx.flush();
        const version = new TrackVersion({
          song,
          number: (newest?.number ?? 0) + 1,
          uploader: tx.getReference(User, callerId),
          ownsFile: true,
          note,
          file: {
            storageKey,
            // The track rules accept nothing else.
            format: audio.format as TrackAudioFormat,
            durationSeconds: audio.facts.durationSeconds,
            sampleRate: audio.facts.sampleRate,
            channels: audio.facts.channels,
            bitRate: audio.facts.bitRate,
            sizeBytes: audio.sizeBytes,
            peaks: audio.peaks ?? Buffer.alloc(0),
          },
        });
        tx.persist(version);
        opened.project.touch();
        await tx.populate(song, ['track']);
        const what = note ? `: ${note.length > 80 ? `${note.slice(0, 79)}…` : note}` : '';
        this.activity.record(tx, {
          projectId: opened.project.id,
          actorId: callerId,
          kind: ActivityKind.VERSION_UPLOADED,
          summary: `uploaded v${version.number} of ${quotedTitle(song.track.title)}${what}`,
        });
        await this.files.keep(tx, [storageKey]);
        await this.workFeed.changed(tx, opened.project.owner.id, 'projects');
        this.versionUploaded(version.id);
        return version;
      });
    } catch (error) {
      await this.files.discard([storageKey]);
      await audio.file.discard();
      throw error;
    }
  }

  /** Makes a version its song's current one (the owner's choice, as the table's `manage`). */
  async setCurrentVersion(em: EntityManager, callerId: string, versionId: string): Promise<TrackVersion> {
    return unitOfWork(em, async (tx) => {
      const { version, opened } = await this.lockedVersion(tx, callerId, versionId);
      requireAllowed(opened, { kind: 'manage' });
      if (version.current) return version;
      await tx.nativeUpdate(
        TrackVersion,
        { $and: [{ song: version.song, current: true }, scope(TrackVersion, callerId, 'update')] },
        { current: false },
      );
      version.current = true;
      // The earlier current one was written off in SQL: this entity's change follows at the flush.
      opened.project.touch();
      await this.recordFor(
        tx,
        callerId,
        opened,
        version,
        ActivityKind.VERSION_MADE_CURRENT,
        'made',
        'current',
      );
      await this.workFeed.changed(tx, opened.project.owner.id, 'projects');
      return version;
    });
  }

  /**
   * Deletes a version (its owner's or its uploader's to delete) and, after the commit, its file; the
   * newest left becomes current if it was. A song's last version stays.
   */
  async deleteVersion(em: EntityManager, callerId: string, versionId: string): Promise<string> {
    return unitOfWork(em, async (tx) => {
      const { version, opened } = await this.lockedVersion(tx, callerId, versionId);
      const deletable = await tx.count(TrackVersion, {
        id: version.id,
        ...scope(TrackVersion, callerId, 'delete'),
      });
      if (!deletable) throw new ForbiddenError(ONLY_OWNER_OR_UPLOADER);
      const siblings = await tx.find(
        TrackVersion,
        { $and: [{ song: version.song, id: { $ne: version.id } }, scope(TrackVersion, callerId)] },
        { orderBy: [{ number: QueryOrder.DESC }] },
      );
      const newest = siblings[0];
      if (!newest) throw new ValidationError(LAST_VERSION_STAYS, { field: 'versionId' });
      tx.remove(version);
      if (version.current) {
        // Written after the removal, so the one-current index never sees two.
        await tx.flush();
        newest.current = true;
      }
      opened.project.touch();
      await this.recordFor(tx, callerId, opened, version, ActivityKind.VERSION_DELETED, 'deleted', '');
      if (version.ownsFile) await this.files.removeAfterCommit(tx, [version.storageKey]);
      await this.workFeed.changed(tx, opened.project.owner.id, 'projects');
      return version.id;
    });
  }

  /** The files of the versions uploaded to the artist's songs (for deleting songs, projects, the account). */
  async fileKeysOf(
    tx: EntityManager,
    ownerId: string,
    songs: { songIds: readonly string[] } | { projectId: string } | 'all',
  ): Promise<string[]> {
    const which =
      songs === 'all'
        ? {}
        : 'songIds' in songs
          ? { song: { $in: [...songs.songIds] } }
          : { song: { project: songs.projectId } };
    const versions = await tx.find(
      TrackVersion,
      { $and: [which, { ownsFile: true }, scope(TrackVersion, ownerId, 'list')] },
      { fields: ['storageKey'] },
    );
    return versions.map((version) => version.storageKey);
  }

  /**
   * A version with its project locked, read again after the lock: two changes to one song's versions
   * (a deletion, a new current one) take turns and each sees what the other left.
   */
  private async lockedVersion(
    tx: EntityManager,
    callerId: string,
    versionId: string,
  ): Promise<{ version: TrackVersion; opened: OpenedProject }> {
    const found = await this.findVersion(tx, callerId, versionId);
    const opened = await openProject(tx, callerId, found.song.project.id, LockMode.PESSIMISTIC_WRITE);
    const version = await tx.refresh(found);
    if (!version) throw new NotFoundError(VERSION_NOT_FOUND);
    return { version, opened };
  }

  /**
   * The uploaded versions' files of every song built on these tracks, with the projects holding
   * those songs locked first (as an upload takes them), so a version uploaded meanwhile is either
   * listed or refused: for deleting the tracks, and their songs with them.
   */
  async trackDeletionFileKeys(
    tx: EntityManager,
    ownerId: string,
    trackIds: readonly string[],
  ): Promise<string[]> {
    if (trackIds.length === 0) return [];
    const songs = await tx.find(
      ProjectTrack,
      { $and: [{ track: { $in: [...trackIds] } }, scope(ProjectTrack, ownerId, 'list')] },
      { fields: ['project'] },
    );
    await this.lockProjects(
      tx,
      ownerId,
      songs.map((song) => song.project.id),
    );
    const versions = await tx.find(
      TrackVersion,
      {
        $and: [
          { song: { track: { $in: [...trackIds] } }, ownsFile: true },
          scope(TrackVersion, ownerId, 'list'),
        ],
      },
      { fields: ['storageKey'] },
    );
    return versions.map((version) => version.storageKey);
  }

  /**
   * The uploaded versions' files that go with a project: its songs', and those of songs elsewhere
   * built on the tracks uploaded into it (they go with those tracks), the other projects locked.
   */
  async projectDeletionFileKeys(tx: EntityManager, ownerId: string, projectId: string): Promise<string[]> {
    const uploaded = await tx.find(
      ProjectTrack,
      { $and: [{ project: projectId, uploadedToProject: true }, scope(ProjectTrack, ownerId, 'list')] },
      { fields: ['track'] },
    );
    const withTracks = await this.trackDeletionFileKeys(
      tx,
      ownerId,
      uploaded.map((song) => song.track.id),
    );
    return [...new Set([...withTracks, ...(await this.fileKeysOf(tx, ownerId, { projectId }))])];
  }

  private async lockProjects(
    tx: EntityManager,
    ownerId: string,
    projectIds: readonly string[],
  ): Promise<void> {
    if (projectIds.length === 0) return;
    await tx.find(
      Project,
      { id: { $in: [...new Set(projectIds)] }, ...scope(Project, ownerId, 'list') },
      { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: QueryOrder.ASC } },
    );
  }

  /** '{did} v2 of Night Drive{after}' in the project's feed. */
  private async recordFor(
    tx: EntityManager,
    callerId: string,
    opened: OpenedProject,
    version: TrackVersion,
    kind: ActivityKind,
    did: string,
    after: string,
  ): Promise<void> {
    await tx.populate(version, ['song.track']);
    this.activity.record(tx, {
      projectId: opened.project.id,
      actorId: callerId,
      kind,
      summary: `${did} v${version.number} of ${quotedTitle(version.song.track.title)}${after ? ` ${after}` : ''}`,
    });
  }

  private async findSong(em: EntityManager, callerId: string, songId: string): Promise<ProjectTrack> {
    const song = isUuid(songId)
      ? await em.findOne(ProjectTrack, { id: songId, ...scope(ProjectTrack, callerId) })
      : null;
    if (!song) throw new NotFoundError(SONG_NOT_FOUND);
    return song;
  }
}

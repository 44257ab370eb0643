import type { Readable } from 'node:stream';
import { camelotCode, compatibleKeys, filedKeyCode, TRUE_PEAK_CEILING_DBTP } from '@backline/field-rules';
import { type EntityManager, LockMode, type ObjectQuery, QueryOrder } from '@mikro-orm/postgresql';
import { type Action, scope } from '../../policies/policy.js';
import { executeForCaller } from '../../shared/caller-sql.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import {
  type AudioReceiver,
  type AudioRules,
  fileTooLargeMessage,
  type ReceivedAudio,
} from '../audio/audio-receiver.js';
import { reportUploadStep } from '../audio/upload-timing.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import type {
  CreateOutcome,
  IdempotencyService,
  IdempotentCreate,
} from '../idempotency/idempotency.service.js';
import type { FileJournal } from '../storage/file-journal.js';
import type { FileStorage } from '../storage/storage.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { trackFileKeys } from './cover-keys.js';
import { type LibraryFigures, readLibraryFigures } from './library-figures.js';
import { Track } from './track.entity.js';
import {
  type TrackChangesInput,
  type TrackDetailsInput,
  type TrackListInput,
  trackChangesSchema,
  trackDetailsSchema,
  trackListSchema,
} from './track.inputs.js';
import { TRACK_GENRES_SQL } from './track.sql.js';
import type { TrackAudioFormat } from './track-audio-format.js';
import { INVALID_TRACK_FILE, NO_TRACK_FILE } from './track-details.js';
import {
  type ArtistPageTrackRow,
  readArtistPageTracks,
  readTrackPageWithGenres,
  type TrackFilters,
  type TrackRow,
} from './track-listing.js';

export { INVALID_TRACK_FILE };
export const TRACK_NOT_FOUND = 'Track not found.';

export interface UploadOptions {
  /** Rows that must stand or fall with the track (a project's link to it), written in its transaction. */
  alsoInTransaction?: (tx: EntityManager, track: Track) => Promise<void>;
  /**
   * Makes the upload safe to retry (see IdempotencyService). `operation` defaults to uploadTrack and
   * `request` to the track's details; the file's SHA-256 is always part of the request.
   */
  idempotency?: Partial<Omit<IdempotentCreate, 'key'>> & Pick<IdempotentCreate, 'key'>;
}

/** The artist's library: upload, list, change and delete their own tracks, and nobody else's. */
export class TrackService {
  private readonly rules: AudioRules;

  constructor(
    private readonly audio: AudioReceiver,
    readonly storage: FileStorage,
    private readonly files: FileJournal,
    maxUploadBytes: number,
    private readonly idempotency: IdempotencyService,
    private readonly workFeed: WorkFeed,
    /** Files of other modules' rows that go when a track goes (the versions of songs it began). */
    private readonly linkedFiles: ((
      tx: EntityManager,
      ownerId: string,
      trackId: string,
    ) => Promise<string[]>)[] = [],
    /** Called in the upload's transaction with the new track's id (its analysis waits for the commit). */
    private readonly uploaded: (trackId: string) => void = () => undefined,
  ) {
    this.rules = { accept: ['MP3', 'WAV'], maxBytes: maxUploadBytes, invalidTypeMessage: INVALID_TRACK_FILE };
  }

  get maxUploadBytes(): number {
    return this.rules.maxBytes;
  }

  get fileTooLargeMessage(): string {
    return fileTooLargeMessage(this.rules.maxBytes);
  }

  /** Starts receiving an uploaded file under the track rules (MP3/WAV, size limit) into a temporary file. */
  receiveAudio(source: Readable): Promise<ReceivedAudio> {
    return this.audio.receive(source, this.rules);
  }

  /**
   * Adds a track: the details are checked, then the audio; the row is written and the file moved into
   * place in one transaction, so a failure anywhere leaves neither a row nor a file. Under an
   * idempotency key, a retry with the same details and file answers the track made the first time.
   */
  async uploadTrack(
    em: EntityManager,
    ownerId: string,
    rawDetails: TrackDetailsInput | Record<string, unknown>,
    pendingAudio: Promise<ReceivedAudio> | null,
    { alsoInTransaction, idempotency }: UploadOptions = {},
  ): Promise<Track> {
    let details: ReturnType<typeof trackDetailsSchema.parse>;
    try {
      details = parseInput(trackDetailsSchema, rawDetails);
      if (!pendingAudio) throw new ValidationError(NO_TRACK_FILE, { field: 'file' });
    } catch (error) {
      await discard(pendingAudio);
      throw error;
    }
    const audio = await pendingAudio;
    const { detected, ...typed } = details;
    const track = new Track({
      ...typed,
      owner: em.getReference(User, ownerId),
      // The track rules accept nothing else (see `rules`).
      format: audio.format as TrackAudioFormat,
      durationSeconds: audio.facts.durationSeconds,
      sampleRate: audio.facts.sampleRate,
      channels: audio.facts.channels,
      bitRate: audio.facts.bitRate,
      sizeBytes: audio.sizeBytes,
      storageKey: '',
      peaks: audio.peaks ?? Buffer.alloc(0),
      contentSha256: Buffer.from(audio.contentSha256, 'hex'),
    });
    track.storageKey = `tracks/${ownerId}/${track.id}.${AUDIO_FORMAT_INFO[audio.format].extension}`;
    track.bpmConfirmed = !detected?.includes('BPM');
    track.keyConfirmed = !detected?.includes('KEY');
    const call: IdempotentCreate = {
      key: idempotency?.key,
      operation: idempotency?.operation ?? 'uploadTrack',
      request: { request: idempotency?.request ?? details, file: audio.contentSha256 },
    };
    let created: CreateOutcome;
    try {
      // Stored before the transaction opens: on S3 this is a multipart upload of up to the size limit,
      // which must not hold a pooled connection. A refused row removes the file again below.
      const promoting = performance.now();
      await this.files.store(em, audio.file, track.storageKey);
      reportUploadStep('promote', performance.now() - promoting);
      const started = performance.now();
      created = await this.idempotency.once(em, ownerId, call, async (tx) => {
        tx.persist(track);
        await this.files.keep(tx, [track.storageKey]);
        await this.workFeed.changed(tx, ownerId, 'tracks');
        await alsoInTransaction?.(tx, track);
        this.uploaded(track.id);
        return track.id;
      });
      reportUploadStep('database', performance.now() - started);
    } catch (error) {
      await this.files.discard([track.storageKey]);
      await audio.file.discard();
      throw error;
    }
    if (!created.replayed) return track;
    // The same upload was made before: its track stands, and this second copy of the file goes.
    await this.files.discard([track.storageKey]);
    return this.findTrack(em, ownerId, created.id);
  }

  /** One page of the artist's tracks, filtered and sorted (`request`: see shared/paging pageRequest). */
  async listTracks(
    em: EntityManager,
    ownerId: string,
    rawFilters: TrackListInput,
    request: PageRequest,
  ): Promise<Page<TrackRow>> {
    return (await this.listTracksAndGenres(em, ownerId, rawFilters, request, false)).page;
  }

  /**
   * `listTracks`, and with `withGenres` the artist's genres (as `trackGenres`) read in the same
   * statement: the Tracks screen asks both.
   */
  async listTracksAndGenres(
    em: EntityManager,
    ownerId: string,
    rawFilters: TrackListInput,
    request: PageRequest,
    withGenres: boolean,
  ): Promise<{ page: Page<TrackRow>; genres?: string[] }> {
    const filters = parseInput(trackListSchema, rawFilters);
    const keys = filters.key && (filters.compatibleKeys ? compatibleKeys(filters.key) : [filters.key]);
    const chosen: TrackFilters = {
      search: filters.search || undefined,
      genre: filters.genre || undefined,
      bpmMin: filters.bpmMin ?? undefined,
      bpmMax: filters.bpmMax ?? undefined,
      keyCodes: keys ? keys.map(camelotCode) : undefined,
    };
    const direction = filters.direction ?? (filters.sort === 'CREATED_AT' ? 'DESC' : 'ASC');
    const listing = { filters: chosen, sort: filters.sort, direction };
    return readTrackPageWithGenres(em, ownerId, listing, request, withGenres);
  }

  /** One page of the tracks `artistId` shows on their page, newest first. */
  artistPageTracks(
    em: EntityManager,
    callerId: string,
    artistId: string,
    request: PageRequest,
  ): Promise<Page<ArtistPageTrackRow>> {
    return readArtistPageTracks(em, callerId, artistId, request);
  }

  /** The stored waveform peaks of the artist's tracks among `trackIds`, by id, in one query. */
  async peaksOfTracks(
    em: EntityManager,
    ownerId: string,
    trackIds: readonly string[],
  ): Promise<Map<string, Buffer>> {
    const rows = await em
      .createQueryBuilder(Track)
      .select(['id', 'peaks'])
      .where({ id: { $in: [...trackIds] }, ...scope(Track, ownerId) })
      .execute<{ id: string; peaks: Buffer }[]>('all');
    return new Map(rows.map((row) => [row.id, row.peaks]));
  }

  /** The distinct genres of the artist's tracks, alphabetically. */
  async trackGenres(em: EntityManager, ownerId: string): Promise<string[]> {
    const rows = await executeForCaller<{ genre: string }>(em, TRACK_GENRES_SQL, ownerId);
    return rows.map((row) => row.genre);
  }

  /** One of the artist's tracks (its waveform peaks load apart, with the other tracks' of the answer). */
  /** The artist's library in figures: count, storage, the newest uploads, genres and moods. */
  libraryFigures(em: EntityManager, ownerId: string, recentUploads: number): Promise<LibraryFigures> {
    return readLibraryFigures(em, ownerId, recentUploads);
  }

  /** The storage keys of every file of the artist's tracks: audio and covers. */
  async fileKeysOfAll(tx: EntityManager, ownerId: string): Promise<string[]> {
    // Locked: a cover being set meanwhile commits first, and its new files are the ones read here.
    const tracks = await tx.find(Track, scope(Track, ownerId, 'delete'), {
      fields: ['storageKey', 'coverKey'],
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    return tracks.flatMap(trackFileKeys);
  }

  countTracks(em: EntityManager, ownerId: string): Promise<number> {
    return em.count(Track, scope(Track, ownerId, 'list'));
  }

  /**
   * What the manager asks of the library's sound: how many tracks have a key the artist has not
   * confirmed (detected, or a placeholder, not yet kept or edited), and the track whose true peak is furthest above the
   * ceiling encoding needs (TRUE_PEAK_CEILING_DBTP), if one is.
   */
  async soundFacts(
    em: EntityManager,
    ownerId: string,
  ): Promise<{ unconfirmedKeys: number; peaking: { title: string; truePeakDbtp: number } | null }> {
    const mine = scope(Track, ownerId, 'list');
    const unconfirmedKeys = await em.count(Track, { $and: [mine, { keyConfirmed: false }] });
    const peaking = await em.findOne(
      Track,
      {
        $and: [mine, { analysisStatus: AnalysisStatus.DONE, truePeakDbtp: { $gt: TRUE_PEAK_CEILING_DBTP } }],
      },
      {
        fields: ['title', 'truePeakDbtp'],
        orderBy: [{ truePeakDbtp: QueryOrder.DESC }, { createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }],
      },
    );
    return {
      unconfirmedKeys,
      peaking:
        peaking?.truePeakDbtp != null ? { title: peaking.title, truePeakDbtp: peaking.truePeakDbtp } : null,
    };
  }

  /**
   * The newest of the artist's tracks that is not among `excludedIds`, one of `preferredIds` first
   * when there is one; null when every track is excluded.
   */
  async newestTrackOutside(
    em: EntityManager,
    ownerId: string,
    excludedIds: readonly string[],
    preferredIds: readonly string[],
  ): Promise<{ title: string; preferred: boolean } | null> {
    const newest = (among: ObjectQuery<Track>) =>
      em.findOne(
        Track,
        { $and: [scope(Track, ownerId, 'list'), { id: { $nin: [...excludedIds] } }, among] },
        { fields: ['title'], orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.ASC }] },
      );
    const preferred = preferredIds.length > 0 ? await newest({ id: { $in: [...preferredIds] } }) : null;
    if (preferred) return { title: preferred.title, preferred: true };
    const any = await newest({});
    return any ? { title: any.title, preferred: false } : null;
  }

  /**
   * A track the caller may take the action on: to read, one of theirs or one in a project they work
   * on; anything else, one of their own.
   */
  async findTrack(
    em: EntityManager,
    callerId: string,
    trackId: string,
    action: Action = 'read',
    lockMode?: LockMode,
  ): Promise<Track> {
    const track = isUuid(trackId)
      ? await em.findOne(Track, { id: trackId, ...scope(Track, callerId, action) }, { lockMode })
      : null;
    if (!track) throw new NotFoundError(TRACK_NOT_FOUND);
    return track;
  }

  async updateTrack(
    em: EntityManager,
    ownerId: string,
    trackId: string,
    rawChanges: TrackChangesInput,
  ): Promise<Track> {
    const changes = parseInput(trackChangesSchema, rawChanges);
    return unitOfWork(em, async (tx) => {
      // Locked: the analysis writing its result at the same moment waits, then reads what this set.
      const track = await this.findTrack(tx, ownerId, trackId, 'update', LockMode.PESSIMISTIC_WRITE);
      tx.assign(track, definedOnly(changes));
      // What the artist sets is theirs from now on, even when it is the value detected.
      if (changes.bpm !== undefined) track.bpmConfirmed = true;
      if (changes.key !== undefined) {
        track.keyConfirmed = true;
        track.keyCode = filedKeyCode(track.key, {
          key: track.detectedKey,
          keyConfidence: track.keyConfidence,
        });
      }
      await this.workFeed.changed(tx, ownerId, 'tracks');
      return track;
    });
  }

  /** Deletes the track (and, through the database, its playlist entries); the file goes after the commit. */
  async deleteTrack(em: EntityManager, ownerId: string, trackId: string): Promise<void> {
    const track = await this.findTrack(em, ownerId, trackId, 'delete');
    // Locked and read again: a cover set at the same moment is committed first, and its files go too.
    await unitOfWork(em, async (tx) => {
      // What goes with it elsewhere first: those modules lock what their writers lock (a song's
      // project), before the track, in the order a project's deletion takes them.
      const linked: string[] = [];
      for (const collect of this.linkedFiles) linked.push(...(await collect(tx, ownerId, track.id)));
      const locked = await tx.findOne(
        Track,
        { id: track.id, ...scope(Track, ownerId, 'delete') },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!locked) throw new NotFoundError(TRACK_NOT_FOUND);
      const keys = [...trackFileKeys(locked), ...linked];
      tx.remove(locked);
      // Its playlist entries and project links go with it, through the database.
      for (const part of ['tracks', 'playlist-entries', 'project-tracks'] as const) {
        await this.workFeed.changed(tx, ownerId, part);
      }
      await this.files.removeAfterCommit(tx, keys);
    });
  }
}

async function discard(pendingAudio: Promise<ReceivedAudio> | null): Promise<void> {
  const audio = await pendingAudio?.catch(() => null);
  await audio?.file.discard();
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

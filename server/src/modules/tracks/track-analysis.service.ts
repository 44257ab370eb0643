import { confidentKey, confidentTempo, filedKeyCode, musicalKeyName } from '@backline/field-rules';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { type Logger, pino } from 'pino';
import { scope } from '../../policies/policy.js';
import { afterCommit, unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { AudioAnalysis } from '../audio-analysis/analysis-pool.js';
import type { AudioAnalysisService } from '../audio-analysis/audio-analysis.module.js';
import { fingerprintToBytes } from '../audio-analysis/fingerprint-bytes.js';
import type { FileStorage } from '../storage/storage.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { type AudioIdentity, audioIdentitySchema } from './audio-identity.js';
import { sha256OfFile } from './file-sha256.js';
import { findRecordingMatches } from './recording-matches.js';
import { SerialQueue } from './serial-queue.js';
import { Track } from './track.entity.js';
import { analysisOf, type TrackAnalysis } from './track-analysis.types.js';
import { AnalysisStatus } from './track-analysis-status.js';
import { findDuplicates, MAX_DUPLICATES } from './track-duplicates.js';
import { TrackRecordingMatch } from './track-recording-match.entity.js';

interface AnalysisJob {
  trackId: string;
  /** Part of the job at start (counted in its progress), not an upload. */
  fromBacklog: boolean;
}

/** The columns one analysis writes. */
type AnalysisColumns = Partial<
  Pick<
    Track,
    | 'analysisStatus'
    | 'tempoBpm'
    | 'tempoConfidence'
    | 'detectedKey'
    | 'keyConfidence'
    | 'loudnessLufs'
    | 'truePeakDbtp'
    | 'loudnessRangeLu'
    | 'fingerprint'
    | 'contentSha256'
    | 'analysedAt'
  >
>;

const ANALYSIS_FIELDS = [
  'id',
  'analysisStatus',
  'tempoBpm',
  'tempoConfidence',
  'detectedKey',
  'keyConfidence',
  'loudnessLufs',
  'truePeakDbtp',
  'loudnessRangeLu',
] as const;

/**
 * Analyses tracks (tempo, key, loudness, fingerprint) on the analysis pool, one at a time: each upload
 * once its transaction has committed, and at start the tracks still PENDING, oldest first. Nothing here
 * holds a database connection while a file is copied or analysed; each result is written in its own
 * short unit of work, and only over a row still PENDING. A failure stores FAILED and is logged.
 */
export class TrackAnalysisService {
  private readonly queue: SerialQueue<AnalysisJob>;
  private logger: Logger = pino({ level: 'silent' });
  private stopping = false;
  private writing: Promise<unknown> = Promise.resolve();
  private readonly backlog = { total: 0, analysed: 0 };

  constructor(
    private readonly orm: MikroORM,
    private readonly storage: FileStorage,
    private readonly audio: AudioAnalysisService,
    /** Told of each result, as every change to the library is (the manager's facts follow it). */
    private readonly workFeed: Pick<WorkFeed, 'changed'>,
    /** Off (ANALYSE_UPLOADS=false), nothing is queued: tracks stay PENDING until a start with it on. */
    private readonly enabled = true,
  ) {
    this.queue = new SerialQueue(
      (job) => this.analyse(job),
      (job, error) =>
        this.logger.error({ err: error, trackId: job.trackId }, 'the analysis of a track could not run'),
    );
  }

  /** Queues the track's analysis for when the unit of work in progress has committed (now, outside one). */
  analyseAfterCommit(trackId: string): void {
    if (!this.enabled) return;
    afterCommit(async () => this.queue.add({ trackId, fromBacklog: false }));
  }

  /** Starts the job over the tracks still PENDING (left by uploads before a stop, or from before analysis). */
  start(logger: Logger): void {
    this.logger = logger.child({ job: 'track-analysis' });
    if (!this.enabled) return;
    this.queue.track(this.queuePending()).catch((error: unknown) => {
      this.logger.error({ err: error }, 'could not list the tracks waiting for analysis');
    });
  }

  /** Resolves once no analysis is queued, running or being listed (tests wait on this). */
  whenIdle(): Promise<void> {
    return this.queue.whenIdle();
  }

  /**
   * Drops the queued analyses (they stay PENDING for the next start) and waits for a result being
   * written; an analysis still running is left to the pool's closing, and its result is not written.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.queue.stop();
    await this.writing;
  }

  /** The analyses of the tracks among `trackIds` that the caller may read, by id, in one query. */
  async analysesOf(
    em: EntityManager,
    callerId: string,
    trackIds: readonly string[],
  ): Promise<Map<string, TrackAnalysis>> {
    const rows = await em
      .createQueryBuilder(Track)
      .select([...ANALYSIS_FIELDS])
      .where({ id: { $in: [...trackIds] }, ...scope(Track, callerId) })
      .execute<Pick<Track, (typeof ANALYSIS_FIELDS)[number]>[]>('all');
    return new Map(rows.map((row) => [row.id, analysisOf(row)]));
  }

  /**
   * For each of `trackIds` the caller may read: its artist's other tracks that the caller may read and
   * that are the same file or the same recording, newest first, at most MAX_DUPLICATES.
   */
  duplicatesOf(
    em: EntityManager,
    callerId: string,
    trackIds: readonly string[],
  ): Promise<Map<string, Track[]>> {
    return findDuplicates(em, callerId, trackIds);
  }

  /**
   * The caller's tracks that are the file a client is about to upload (by SHA-256) or the same
   * recording (by fingerprint, among analysed tracks): newest first, at most MAX_DUPLICATES. Reads only.
   */
  async tracksLikeFile(em: EntityManager, callerId: string, rawFile: unknown): Promise<Track[]> {
    const file: AudioIdentity = parseInput(audioIdentitySchema, rawFile);
    const sameFile = await em.find(
      Track,
      { $and: [scope(Track, callerId, 'list'), { contentSha256: file.contentSha256 }] },
      { fields: ['id'] },
    );
    const sameRecording =
      file.fingerprint && file.durationSeconds
        ? await findRecordingMatches(
            em,
            callerId,
            { durationSeconds: file.durationSeconds },
            fingerprintToBytes(file.fingerprint),
          )
        : [];
    const ids = [...sameFile.map((track) => track.id), ...sameRecording.map((match) => match.trackId)];
    if (ids.length === 0) return [];
    return em.find(
      Track,
      { $and: [scope(Track, callerId, 'list'), { id: { $in: ids } }] },
      { orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }], limit: MAX_DUPLICATES },
    );
  }

  private async queuePending(): Promise<void> {
    // Every artist's tracks: the job at start has no caller.
    const pending = await this.orm.em
      .fork()
      .find(
        Track,
        { analysisStatus: AnalysisStatus.PENDING },
        { fields: ['id'], orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
      );
    if (pending.length === 0) return;
    this.backlog.total += pending.length;
    this.logger.info({ tracks: pending.length }, `analysing ${pending.length} tracks left from before`);
    this.queue.addLater(pending.map((track) => ({ trackId: track.id, fromBacklog: true })));
  }

  private async analyse({ trackId, fromBacklog }: AnalysisJob): Promise<void> {
    // The job's own read: a track queued by its upload, or listed as PENDING at start; no caller.
    const track = await this.orm.em
      .fork()
      .findOne(
        Track,
        { id: trackId, analysisStatus: AnalysisStatus.PENDING },
        { fields: ['owner', 'storageKey', 'format', 'contentSha256', 'durationSeconds'] },
      );
    if (track) {
      const columns = await this.measure(track);
      if (!columns) return;
      const matches = columns.fingerprint
        ? await findRecordingMatches(this.orm.em.fork(), track.owner.id, track, columns.fingerprint)
        : [];
      if (this.stopping) return;
      const write = unitOfWork(this.orm.em.fork(), async (tx) => {
        // Only over a row still PENDING: a second instance's job may have written it meanwhile.
        const written = await tx.nativeUpdate(
          Track,
          { id: trackId, analysisStatus: AnalysisStatus.PENDING },
          columns,
        );
        if (written === 0) return;
        await fileDetectedDetails(tx, track.owner.id, trackId, columns);
        await this.workFeed.changed(tx, track.owner.id, 'tracks');
        if (matches.length === 0) return;
        await tx
          .createQueryBuilder(TrackRecordingMatch)
          .insert(
            matches.flatMap(({ trackId: other, similarity }) => [
              { track: trackId, match: other, similarity },
              { track: other, match: trackId, similarity },
            ]),
          )
          .onConflict(['track', 'match'])
          .ignore()
          .execute();
      });
      this.writing = write.catch(() => undefined);
      await write;
    }
    if (!fromBacklog) return;
    this.backlog.analysed += 1;
    const { analysed, total } = this.backlog;
    this.logger.info({ trackId, analysed, total }, `analysed ${analysed} of ${total}`);
  }

  /** The columns to write for the track; null when the app is stopping (the track stays PENDING). */
  private async measure(
    track: Pick<Track, 'id' | 'storageKey' | 'format' | 'contentSha256'>,
  ): Promise<AnalysisColumns | null> {
    try {
      const local = await this.storage.readLocally(track.storageKey);
      try {
        // Taken at upload; tracks from before get theirs here.
        const contentSha256 = track.contentSha256 ?? (await sha256OfFile(local.path));
        const analysis = await this.audio.analyse(local.path, track.format);
        return this.stopping ? null : { ...analysisColumns(analysis), contentSha256 };
      } finally {
        await local.release();
      }
    } catch (error) {
      if (this.stopping) return null;
      // The reason names a storage key or a temporary file (ids only), never the client's file name.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ trackId: track.id, reason }, 'track analysis failed');
      return { analysisStatus: AnalysisStatus.FAILED, analysedAt: new Date() };
    }
  }
}

function analysisColumns({ tempo, key, loudness, fingerprint }: AudioAnalysis): AnalysisColumns {
  return {
    analysisStatus: AnalysisStatus.DONE,
    tempoBpm: finite(tempo.bpm),
    tempoConfidence: finite(tempo.confidence),
    detectedKey: key.key,
    keyConfidence: finite(key.confidence),
    loudnessLufs: finite(loudness.integratedLufs),
    truePeakDbtp: finite(loudness.truePeakDbtp),
    loudnessRangeLu: finite(loudness.loudnessRangeLu),
    fingerprint: fingerprintToBytes(fingerprint),
    analysedAt: new Date(),
  };
}

/** Silence reads -Infinity dBTP; GraphQL's Float has no infinities, so nothing was measured. */
function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

/**
 * Where the track's bpm or key is unconfirmed (what the upload screen detected, or a project's
 * placeholder), the analysis's confident detection replaces it; the key's Camelot code follows. The
 * row is locked first, so an artist's edit committed meanwhile is read, and wins.
 */
async function fileDetectedDetails(
  tx: EntityManager,
  ownerId: string,
  trackId: string,
  columns: AnalysisColumns,
): Promise<void> {
  // As its owner: the job has no caller, and the track's owner is who may change these.
  const track = await tx.findOneOrFail(
    Track,
    { id: trackId, ...scope(Track, ownerId, 'update') },
    { fields: ['key', 'bpmConfirmed', 'keyConfirmed'], lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  const detected = { ...columns, key: columns.detectedKey };
  const tempo = track.bpmConfirmed ? null : confidentTempo(detected);
  const key = track.keyConfirmed ? null : confidentKey(detected);
  const ownKey = key ? musicalKeyName(key) : track.key;
  await tx.nativeUpdate(
    Track,
    { id: trackId, ...scope(Track, ownerId, 'update') },
    {
      ...(tempo != null ? { bpm: tempo } : {}),
      ...(key ? { key: ownKey } : {}),
      keyCode: filedKeyCode(ownKey, detected),
    },
  );
}

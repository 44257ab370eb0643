import { confidentKey, confidentTempo, filedKeyCode, musicalKeyName } from '@backline/field-rules';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { LockMode, QueryOrder } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { scope } from '../../policies/policy.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import {
  type AnalysedRecordings,
  AnalysisJobs,
  type AnalysisReadings,
  analysisReadings,
} from '../audio-analysis/analysis-jobs.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import type { AudioAnalysisService } from '../audio-analysis/audio-analysis.module.js';
import { fingerprintToBytes } from '../audio-analysis/fingerprint-bytes.js';
import type { FileStorage } from '../storage/storage.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { type AudioIdentity, audioIdentitySchema } from './audio-identity.js';
import { sha256OfFile } from './file-sha256.js';
import { findRecordingMatches } from './recording-matches.js';
import { Track } from './track.entity.js';
import { analysisOf, type TrackAnalysis } from './track-analysis.types.js';
import { findDuplicates, MAX_DUPLICATES } from './track-duplicates.js';
import { TrackRecordingMatch } from './track-recording-match.entity.js';

type TrackRow = Pick<Track, 'id' | 'owner' | 'storageKey' | 'format' | 'contentSha256' | 'durationSeconds'>;

/** The columns one analysis of a track writes: the readings, its fingerprint and the file's SHA-256. */
type TrackColumns = AnalysisReadings & Partial<Pick<Track, 'fingerprint' | 'contentSha256'>>;

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
 * Analyses tracks (tempo, key, loudness, fingerprint) through the analysis jobs: each upload once its
 * transaction has committed, and at start the tracks still PENDING. Each result is written in its own
 * short unit of work, only over a row still PENDING, with the same recording's other copies found by
 * fingerprint, and the detected tempo and key put where the artist typed none.
 */
export class TrackAnalysisService {
  private readonly jobs: AnalysisJobs<TrackRow, TrackColumns>;

  constructor(
    private readonly orm: MikroORM,
    storage: FileStorage,
    audio: AudioAnalysisService,
    /** Told of each result, as every change to the library is (the manager's facts follow it). */
    private readonly workFeed: Pick<WorkFeed, 'changed'>,
    /** Off (ANALYSE_UPLOADS=false), nothing is queued: tracks stay PENDING until a start with it on. */
    enabled = true,
  ) {
    this.jobs = new AnalysisJobs(this.recordings(), storage, audio, enabled);
  }

  /** Queues the track's analysis for when the unit of work in progress has committed (now, outside one). */
  analyseAfterCommit(trackId: string): void {
    this.jobs.analyseAfterCommit(trackId);
  }

  /** Starts the job over the tracks still PENDING (left by uploads before a stop, or from before analysis). */
  start(logger: Logger): void {
    this.jobs.start(logger);
  }

  /** Resolves once no analysis is queued, running or being listed (tests wait on this). */
  whenIdle(): Promise<void> {
    return this.jobs.whenIdle();
  }

  /** Drops the queued analyses (they stay PENDING) and waits for a result being written. */
  stop(): Promise<void> {
    return this.jobs.stop();
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

  /** Tracks as the analysis jobs see them. */
  private recordings(): AnalysedRecordings<TrackRow, TrackColumns> {
    const { orm } = this;
    return {
      noun: 'track',
      // Every artist's tracks: the job at start has no caller.
      pendingIds: async () =>
        (
          await orm.em
            .fork()
            .find(
              Track,
              { analysisStatus: AnalysisStatus.PENDING },
              { fields: ['id'], orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
            )
        ).map((track) => track.id),
      // The job's own read: a track queued by its upload, or listed as PENDING at start; no caller.
      readPending: (trackId) =>
        orm.em
          .fork()
          .findOne(
            Track,
            { id: trackId, analysisStatus: AnalysisStatus.PENDING },
            { fields: ['owner', 'storageKey', 'format', 'contentSha256', 'durationSeconds'] },
          ),
      fileOf: (track) => ({ storageKey: track.storageKey, format: track.format }),
      columnsOf: async (track, analysis, localPath) => ({
        ...analysisReadings(analysis),
        fingerprint: fingerprintToBytes(analysis.fingerprint),
        // Taken at upload; tracks from before get theirs here.
        contentSha256: track.contentSha256 ?? (await sha256OfFile(localPath)),
      }),
      write: (trackId, track, columns, stopping) => this.write(trackId, track, columns, stopping),
    };
  }

  private async write(
    trackId: string,
    track: TrackRow,
    columns: TrackColumns,
    stopping: () => boolean,
  ): Promise<void> {
    const matches = columns.fingerprint
      ? await findRecordingMatches(this.orm.em.fork(), track.owner.id, track, columns.fingerprint)
      : [];
    if (stopping()) return;
    await unitOfWork(this.orm.em.fork(), async (tx) => {
      // Only over a row still PENDING: a second instance's job may have written it meanwhile.
      const written = await tx.nativeUpdate(
        Track,
        { id: trackId, analysisStatus: AnalysisStatus.PENDING },
        columns,
      );
      if (written === 0) return;
      await fileDetectedDetails(tx, track.owner.id, trackId, columns);
      await this.workFeed.changed(tx, track.owner.id, 'tracks');
      // Matched outside this transaction: a copy deleted since is left out (and held till the commit).
      const alive = matches.length
        ? await tx.find(
            Track,
            {
              $and: [
                scope(Track, track.owner.id, 'list'),
                { id: { $in: matches.map((match) => match.trackId) } },
              ],
            },
            { fields: ['id'], lockMode: LockMode.PESSIMISTIC_READ },
          )
        : [];
      const kept = matches.filter((match) => alive.some((other) => other.id === match.trackId));
      if (kept.length === 0) return;
      await tx
        .createQueryBuilder(TrackRecordingMatch)
        .insert(
          kept.flatMap(({ trackId: other, similarity }) => [
            { track: trackId, match: other, similarity },
            { track: other, match: trackId, similarity },
          ]),
        )
        .onConflict(['track', 'match'])
        .ignore()
        .execute();
    });
  }
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
  columns: AnalysisReadings,
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

import { type Logger, pino } from 'pino';
import { afterCommit } from '../../shared/unit-of-work.js';
import type { AudioFormat } from '../audio/audio-format.js';
import type { FileStorage } from '../storage/storage.js';
import type { AudioAnalysis } from './analysis-pool.js';
import { AnalysisStatus } from './analysis-status.js';
import type { AudioAnalysisService } from './audio-analysis.module.js';
import { SerialQueue } from './serial-queue.js';

interface AnalysisJob {
  id: string;
  /** Part of the job at start (counted in its progress), not an upload. */
  fromBacklog: boolean;
}

/** What every analysed recording stores, by the same names (a track's columns, a version's). */
export interface AnalysisReadings {
  analysisStatus: AnalysisStatus;
  tempoBpm?: number | null;
  tempoConfidence?: number | null;
  detectedKey?: string | null;
  keyConfidence?: number | null;
  loudnessLufs?: number | null;
  truePeakDbtp?: number | null;
  loudnessRangeLu?: number | null;
  analysedAt: Date;
}

/**
 * What a module's recordings need of the jobs: which are waiting, where each is stored, what to keep of
 * an analysis, and how to write it (in its own unit of work, only over a row still PENDING).
 */
export interface AnalysedRecordings<Row, Columns extends AnalysisReadings> {
  /** For the logs: 'track', 'version' (`trackId`, `versionId`). */
  noun: string;
  /** The ids still PENDING, oldest first: every artist's, as the job at start has no caller. */
  pendingIds(): Promise<string[]>;
  /** The recording, while it is still PENDING. */
  readPending(id: string): Promise<Row | null>;
  fileOf(row: Row): { storageKey: string; format: AudioFormat };
  /** The columns an analysis gives; the file is still at `localPath` for anything more it needs. */
  columnsOf(row: Row, analysis: AudioAnalysis, localPath: string): Promise<Columns>;
  /** Writes the columns (FAILED ones too); `stopping` says whether to give up first. */
  write(id: string, row: Row, columns: Columns | AnalysisReadings, stopping: () => boolean): Promise<void>;
}

/**
 * Analyses recordings on the analysis pool one at a time: each upload once its transaction has
 * committed, and at start those still PENDING, oldest first, with the progress in the log. Nothing
 * here holds a database connection while a file is copied or analysed. A failure is written as
 * FAILED and logged with the recording's id and the reason (storage keys and temporary files, never
 * a client's file name).
 */
export class AnalysisJobs<Row, Columns extends AnalysisReadings> {
  private readonly queue: SerialQueue<AnalysisJob>;
  private logger: Logger = pino({ level: 'silent' });
  private stopping = false;
  private writing: Promise<unknown> = Promise.resolve();
  private readonly backlog = { total: 0, analysed: 0 };

  constructor(
    private readonly recordings: AnalysedRecordings<Row, Columns>,
    private readonly storage: FileStorage,
    private readonly audio: AudioAnalysisService,
    /** Off (ANALYSE_UPLOADS=false), nothing is queued: recordings stay PENDING until a start with it on. */
    private readonly enabled: boolean,
  ) {
    this.queue = new SerialQueue(
      (job) => this.analyse(job),
      (job, error) =>
        this.logger.error(
          { err: error, [this.idField]: job.id },
          `the analysis of a ${recordings.noun} could not run`,
        ),
    );
  }

  private get idField(): string {
    return `${this.recordings.noun}Id`;
  }

  /** Queues the analysis for when the unit of work in progress has committed (now, outside one). */
  analyseAfterCommit(id: string): void {
    if (!this.enabled) return;
    afterCommit(async () => this.queue.add({ id, fromBacklog: false }));
  }

  /** Starts the job over the recordings still PENDING (left by uploads before a stop, or from before analysis). */
  start(logger: Logger): void {
    this.logger = logger.child({ job: `${this.recordings.noun}-analysis` });
    if (!this.enabled) return;
    this.queue.track(this.queuePending()).catch((error: unknown) => {
      this.logger.error({ err: error }, `could not list the ${this.recordings.noun}s waiting for analysis`);
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

  private async queuePending(): Promise<void> {
    const pending = await this.recordings.pendingIds();
    if (pending.length === 0) return;
    this.backlog.total += pending.length;
    const noun = `${this.recordings.noun}${pending.length === 1 ? '' : 's'}`;
    this.logger.info(
      { [`${this.recordings.noun}s`]: pending.length },
      `analysing ${pending.length} ${noun} left from before`,
    );
    this.queue.addLater(pending.map((id) => ({ id, fromBacklog: true })));
  }

  private async analyse({ id, fromBacklog }: AnalysisJob): Promise<void> {
    const row = await this.recordings.readPending(id);
    if (row) {
      const columns = await this.measure(id, row);
      if (!columns) return;
      const write = this.recordings.write(id, row, columns, () => this.stopping);
      this.writing = write.catch(() => undefined);
      await write;
    }
    if (!fromBacklog) return;
    this.backlog.analysed += 1;
    const { analysed, total } = this.backlog;
    this.logger.info({ [this.idField]: id, analysed, total }, `analysed ${analysed} of ${total}`);
  }

  /** The columns to write; null when the app is stopping (the recording stays PENDING). */
  private async measure(id: string, row: Row): Promise<Columns | AnalysisReadings | null> {
    const { storageKey, format } = this.recordings.fileOf(row);
    try {
      const local = await this.storage.readLocally(storageKey);
      try {
        const analysis = await this.audio.analyse(local.path, format);
        const columns = await this.recordings.columnsOf(row, analysis, local.path);
        return this.stopping ? null : columns;
      } finally {
        await local.release();
      }
    } catch (error) {
      if (this.stopping) return null;
      // The reason names a storage key or a temporary file (ids only), never the client's file name.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ [this.idField]: id, reason }, `${this.recordings.noun} analysis failed`);
      return { analysisStatus: AnalysisStatus.FAILED, analysedAt: new Date() };
    }
  }
}

/** The readings every recording keeps from an analysis. */
export function analysisReadings({ tempo, key, loudness }: AudioAnalysis): AnalysisReadings {
  return {
    analysisStatus: AnalysisStatus.DONE,
    tempoBpm: finite(tempo.bpm),
    tempoConfidence: finite(tempo.confidence),
    detectedKey: key.key,
    keyConfidence: finite(key.confidence),
    loudnessLufs: finite(loudness.integratedLufs),
    truePeakDbtp: finite(loudness.truePeakDbtp),
    loudnessRangeLu: finite(loudness.loudnessRangeLu),
    analysedAt: new Date(),
  };
}

/** Silence reads -Infinity dBTP; GraphQL's Float has no infinities, so nothing was measured. */
function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

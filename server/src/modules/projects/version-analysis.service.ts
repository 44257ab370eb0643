import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { QueryOrder } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { scope } from '../../policies/policy.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import {
  type AnalysedRecordings,
  AnalysisJobs,
  type AnalysisReadings,
  analysisReadings,
} from '../audio-analysis/analysis-jobs.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import type { AudioAnalysisService } from '../audio-analysis/audio-analysis.module.js';
import type { FileStorage } from '../storage/storage.js';
import { analysisOf, type TrackAnalysis } from '../tracks/track-analysis.types.js';
import type { WorkFeed } from '../work-feed/work-feed.js';
import { ProjectTrack } from './project-track.entity.js';
import { TrackVersion } from './track-version.entity.js';

type VersionRow = Pick<TrackVersion, 'id' | 'storageKey' | 'format'> & {
  song: { project: { owner: { id: string } } };
};

const ANALYSIS_FIELDS = [
  'id',
  'ownsFile',
  'song',
  'analysisStatus',
  'tempoBpm',
  'tempoConfidence',
  'detectedKey',
  'keyConfidence',
  'loudnessLufs',
  'truePeakDbtp',
  'loudnessRangeLu',
] as const;

/** How the tracks module answers its tracks' analyses (v1's file is its track's). */
export type TrackAnalyses = (
  em: EntityManager,
  callerId: string,
  trackIds: readonly string[],
) => Promise<Map<string, TrackAnalysis>>;

/**
 * Analyses the versions that have a file of their own (v2 on) as tracks are analysed: after their
 * upload commits, and at start those still PENDING. v1's analysis is its track's.
 */
export class VersionAnalysisService {
  private readonly jobs: AnalysisJobs<VersionRow, AnalysisReadings>;

  constructor(
    private readonly orm: MikroORM,
    storage: FileStorage,
    audio: AudioAnalysisService,
    /** Told of each result, for the project's owner (the manager's facts follow it). */
    private readonly workFeed: Pick<WorkFeed, 'changed'>,
    /** Off (ANALYSE_UPLOADS=false), nothing is queued: versions stay PENDING until a start with it on. */
    enabled: boolean,
  ) {
    this.jobs = new AnalysisJobs(this.recordings(), storage, audio, enabled);
  }

  analyseAfterCommit(versionId: string): void {
    this.jobs.analyseAfterCommit(versionId);
  }

  start(logger: Logger): void {
    this.jobs.start(logger);
  }

  /** Resolves once no analysis is queued, running or being listed (tests wait on this). */
  whenIdle(): Promise<void> {
    return this.jobs.whenIdle();
  }

  stop(): Promise<void> {
    return this.jobs.stop();
  }

  /**
   * The analyses of the versions among `versionIds` the caller may open, by id: a version's own, or
   * for v1 its track's (`trackAnalyses`). Two or three statements for any number of versions.
   */
  async analysesOf(
    em: EntityManager,
    callerId: string,
    versionIds: readonly string[],
    trackAnalyses: TrackAnalyses,
  ): Promise<Map<string, TrackAnalysis>> {
    const rows = await em
      .createQueryBuilder(TrackVersion)
      .select([...ANALYSIS_FIELDS])
      .where({ id: { $in: [...versionIds] }, ...scope(TrackVersion, callerId) })
      .execute<(Pick<TrackVersion, (typeof ANALYSIS_FIELDS)[number]> & { song: string })[]>('all');
    const found = new Map<string, TrackAnalysis>();
    for (const row of rows) if (row.ownsFile) found.set(row.id, analysisOf(row));
    const firsts = rows.filter((row) => !row.ownsFile);
    if (firsts.length === 0) return found;
    const songs = await em.find(
      ProjectTrack,
      { $and: [{ id: { $in: firsts.map((row) => row.song) } }, scope(ProjectTrack, callerId)] },
      { fields: ['track'] },
    );
    const trackOf = new Map(songs.map((song) => [song.id, song.track.id]));
    const ofTracks = await trackAnalyses(em, callerId, [...new Set(trackOf.values())]);
    for (const row of firsts) {
      const analysis = ofTracks.get(trackOf.get(row.song) ?? '');
      if (analysis) found.set(row.id, analysis);
    }
    return found;
  }

  /** Versions as the analysis jobs see them: those with a file of their own. */
  private recordings(): AnalysedRecordings<VersionRow, AnalysisReadings> {
    const { orm } = this;
    return {
      noun: 'version',
      // Every project's versions: the job at start has no caller.
      pendingIds: async () =>
        (
          await orm.em
            .fork()
            .find(
              TrackVersion,
              { analysisStatus: AnalysisStatus.PENDING, ownsFile: true },
              { fields: ['id'], orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
            )
        ).map((version) => version.id),
      // The job's own read: a version queued by its upload, or listed as PENDING at start; no caller.
      readPending: (versionId) =>
        orm.em.fork().findOne(
          TrackVersion,
          { id: versionId, analysisStatus: AnalysisStatus.PENDING, ownsFile: true },
          // Its project too: the owner whose facts follow the result.
          { populate: ['song.project'] },
        ),
      fileOf: (version) => ({ storageKey: version.storageKey, format: version.format }),
      columnsOf: async (_version, analysis) => analysisReadings(analysis),
      write: async (versionId, version, columns, stopping) => {
        if (stopping()) return;
        await unitOfWork(orm.em.fork(), async (tx) => {
          // Only over a row still PENDING: a second instance's job may have written it meanwhile.
          const written = await tx.nativeUpdate(
            TrackVersion,
            { id: versionId, analysisStatus: AnalysisStatus.PENDING },
            columns,
          );
          // The project's owner's facts follow (a master that may clip).
          if (written > 0) await this.workFeed.changed(tx, version.song.project.owner.id, 'projects');
        });
      },
    };
  }
}

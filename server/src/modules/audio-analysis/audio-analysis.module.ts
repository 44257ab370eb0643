import type { AudioFormat } from '../audio/audio-format.js';
import type { FeatureModule } from '../feature-module.js';
import { AnalysisPool, type AudioAnalysis, AudioAnalysisError } from './analysis-pool.js';

/** Analyses stored recordings on the app's worker pool (analysis-pool.ts), started on first use. */
export class AudioAnalysisService {
  private pool: AnalysisPool | null = null;
  private closed = false;

  /** The analysis of a local file; rejects with AudioAnalysisError, saying why, when it fails. */
  async analyse(filePath: string, format: AudioFormat): Promise<AudioAnalysis> {
    // Once closed, no late job starts a pool that nothing would close.
    if (this.closed)
      throw new AudioAnalysisError('The analysis pool is closed: the app is stopping.', { cause: null });
    this.pool ??= new AnalysisPool();
    return this.pool.analyse(filePath, format);
  }

  /** Ends the pool's threads; an analysis still running fails. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }
}

declare module '../../services.js' {
  interface Services {
    readonly audioAnalysis: AudioAnalysisService;
  }
}

export const audioAnalysisModule: FeatureModule = {
  name: 'audio-analysis',
  // Each app its own pool, so a test's second app stopping never fails the first one's analyses.
  services: () => ({ audioAnalysis: new AudioAnalysisService() }),
  // After the modules that analyse have stopped queueing (they are listed later, so stop first).
  stop: (services) => services.audioAnalysis.close(),
};

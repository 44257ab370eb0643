import type { AudioFormat } from '../audio/audio-format.js';
import type { FeatureModule } from '../feature-module.js';
import { type AudioAnalysis, AudioAnalysisError, analyseStoredAudio } from './analysis-pool.js';

/**
 * Analyses stored recordings for one app, on the process's analysis pool (analysis-pool.ts, started on
 * first use, ended by main.ts at shutdown). Closing the app cancels its own jobs, not another app's.
 */
export class AudioAnalysisService {
  private readonly stopping = new AbortController();

  /** The analysis of a local file; rejects with AudioAnalysisError, saying why, when it fails. */
  async analyse(filePath: string, format: AudioFormat): Promise<AudioAnalysis> {
    if (this.stopping.signal.aborted)
      throw new AudioAnalysisError('The analysis is closed: the app is stopping.', { cause: null });
    return analyseStoredAudio(filePath, format, this.stopping.signal);
  }

  /** Refuses new jobs and stops this app's jobs under way (they fail). */
  async close(): Promise<void> {
    this.stopping.abort();
  }
}

declare module '../../services.js' {
  interface Services {
    readonly audioAnalysis: AudioAnalysisService;
  }
}

export const audioAnalysisModule: FeatureModule = {
  name: 'audio-analysis',
  services: () => ({ audioAnalysis: new AudioAnalysisService() }),
  // After the modules that analyse have stopped queueing (they are listed later, so stop first).
  stop: (services) => services.audioAnalysis.close(),
};

import type { AudioFormat } from '../audio/audio-format.js';
import type { FeatureModule } from '../feature-module.js';
import { type AudioAnalysis, analyseStoredAudio, closeSharedAnalysisPool } from './analysis-pool.js';

/** Analyses stored recordings on the shared worker pool (analysis-pool.ts). */
export interface AudioAnalysisService {
  /** The analysis of a local file; rejects with AudioAnalysisError, saying why, when it fails. */
  analyse(filePath: string, format: AudioFormat): Promise<AudioAnalysis>;
}

declare module '../../services.js' {
  interface Services {
    readonly audioAnalysis: AudioAnalysisService;
  }
}

export const audioAnalysisModule: FeatureModule = {
  name: 'audio-analysis',
  services: () => ({ audioAnalysis: { analyse: analyseStoredAudio } }),
  // After every module that analyses has stopped queueing: jobs still running fail, and are left PENDING.
  stop: () => closeSharedAnalysisPool(),
};

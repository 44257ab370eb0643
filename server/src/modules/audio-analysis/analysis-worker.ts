import type { AudioShape } from '@backline/sound-analysis';
import type { AudioFormat } from '../audio/audio-format.js';
import { ANALYSIS_STEPS, type AnalysisStep, type AudioAnalysis } from './analysis-steps.js';
import { decodeStoredAudio } from './decode-audio.js';

/** A stored recording to analyse. */
export interface AnalysisJob {
  filePath: string;
  format: AudioFormat;
}

/**
 * The worker thread's task (piscina calls the default export): every analysis step, decoding the file
 * once for each shape of audio the steps ask for, one shape at a time, so that only one decoded copy
 * is held at once.
 */
export default async function analyseJob({ filePath, format }: AnalysisJob): Promise<AudioAnalysis> {
  const result: Partial<AudioAnalysis> = {};
  for (const [shape, steps] of stepsByShape(ANALYSIS_STEPS)) {
    const audio = await decodeStoredAudio(filePath, format, shape);
    for (const step of steps) Object.assign(result, step.run(audio));
  }
  return result as AudioAnalysis;
}

function stepsByShape(steps: AnalysisStep[]): Map<AudioShape, AnalysisStep[]> {
  const groups = new Map<AudioShape, AnalysisStep[]>();
  for (const step of steps) groups.set(step.audio, [...(groups.get(step.audio) ?? []), step]);
  return groups;
}

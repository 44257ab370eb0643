import type { DecodedAudio } from './analysis.types.js';
import type { AudioShape } from './audio-shape.js';
import { type AudioFingerprint, FINGERPRINT_AUDIO, fingerprintOf } from './fingerprint.js';

/** What the analysis of a stored recording finds. */
export interface AudioAnalysis {
  durationSeconds: number;
  fingerprint: AudioFingerprint;
}

/** One analysis the worker runs: the audio it needs, and the part of the result it gives. */
export interface AnalysisStep {
  name: string;
  audio: AudioShape;
  run(audio: DecodedAudio): Partial<AudioAnalysis>;
}

/**
 * Every analysis of a stored recording, in order. The worker decodes the file once for each shape
 * of audio asked for, so steps that can share one should ask for the same shape (the same object).
 */
export const ANALYSIS_STEPS: AnalysisStep[] = [
  {
    name: 'duration',
    audio: FINGERPRINT_AUDIO,
    run: (audio) => ({ durationSeconds: (audio.channels[0]?.length ?? 0) / audio.sampleRate }),
  },
  { name: 'fingerprint', audio: FINGERPRINT_AUDIO, run: (audio) => ({ fingerprint: fingerprintOf(audio) }) },
];

import type {
  AudioShape,
  DecodedAudio,
  KeyEstimate,
  LoudnessReading,
  TempoEstimate,
} from '@backline/sound-analysis';
import {
  type AudioFingerprint,
  estimateKey,
  estimateTempo,
  FINGERPRINT_AUDIO,
  fingerprintOf,
} from '@backline/sound-analysis';
import { measureLoudness } from './measure-loudness.js';

/** What the analysis of a stored recording finds. */
export interface AudioAnalysis {
  durationSeconds: number;
  fingerprint: AudioFingerprint;
  loudness: LoudnessReading;
  key: KeyEstimate;
  tempo: TempoEstimate;
}

/** One analysis the worker runs: the audio it needs, and the part of the result it gives. */
export interface AnalysisStep {
  name: string;
  audio: AudioShape;
  run(audio: DecodedAudio): Partial<AudioAnalysis>;
}

/** Loudness is measured on every channel at the file's own rate, as BS.1770 defines it. */
const AS_RECORDED: AudioShape = {};
/** Key and tempo need neither the channels nor the high frequencies: mono at 22.05 kHz at most. */
const FOR_HARMONY_AND_RHYTHM: AudioShape = { mono: true, maxSampleRate: 22_050 };

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
  { name: 'key', audio: FOR_HARMONY_AND_RHYTHM, run: (audio) => ({ key: estimateKey(audio) }) },
  { name: 'tempo', audio: FOR_HARMONY_AND_RHYTHM, run: (audio) => ({ tempo: estimateTempo(audio) }) },
  { name: 'loudness', audio: AS_RECORDED, run: (audio) => ({ loudness: measureLoudness(audio) }) },
];

import type { DecodedAudio, KeyEstimate } from './analysis.types.js';
import { chromaProfile } from './chroma.js';
import { type KeyProfiles, KRUMHANSL_KESSLER } from './key-profiles.js';
import { monoDownsample } from './mono-downsample.js';
import { magnitudeSpectrogram } from './spectrogram.js';

const PITCH_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const ANALYSIS_RATE = 5000; // the chroma stops at 2.1 kHz
const FRAME_SECONDS = 0.75;
// A margin between the best and second-best correlation this large or larger is full confidence.
const FULL_CONFIDENCE_MARGIN = 0.2;

/** A key scored against one of the 24 rotated profiles. */
export interface KeyCorrelation {
  key: string;
  correlation: number;
}

/** The best-correlating of the 24 major and minor keys for the audio's pitch-class profile. */
export function estimateKey(audio: DecodedAudio, profiles: KeyProfiles = KRUMHANSL_KESSLER): KeyEstimate {
  const ranked = rankKeys(pitchClassProfile(audio), profiles);
  const [best, second] = ranked;
  if (!best || !second || !Number.isFinite(best.correlation)) return { key: 'C major', confidence: 0 };
  const margin = best.correlation - second.correlation;
  return { key: best.key, confidence: Math.min(1, Math.max(0, margin / FULL_CONFIDENCE_MARGIN)) };
}

/** Pitch-class profile of the whole audio (index 0 = C); all zeros for silence. */
export function pitchClassProfile(audio: DecodedAudio): Float64Array {
  const mono = monoDownsample(audio, ANALYSIS_RATE);
  const frameSize = 2 ** Math.floor(Math.log2(FRAME_SECONDS * mono.sampleRate));
  const samples = mono.samples.length >= frameSize ? mono.samples : padTo(mono.samples, frameSize);
  return chromaProfile(magnitudeSpectrogram(samples, mono.sampleRate, frameSize, frameSize / 2));
}

/** All 24 keys, best correlation first (Pearson correlation of the profile with each rotated key profile). */
export function rankKeys(chroma: Float64Array, profiles: KeyProfiles): KeyCorrelation[] {
  const ranked: KeyCorrelation[] = [];
  for (let tonic = 0; tonic < 12; tonic++) {
    ranked.push({
      key: `${PITCH_NAMES[tonic]} major`,
      correlation: rotatedCorrelation(chroma, profiles.major, tonic),
    });
    ranked.push({
      key: `${PITCH_NAMES[tonic]} minor`,
      correlation: rotatedCorrelation(chroma, profiles.minor, tonic),
    });
  }
  return ranked.sort((a, b) => b.correlation - a.correlation);
}

function rotatedCorrelation(chroma: Float64Array, profile: readonly number[], tonic: number): number {
  const rotated = Array.from({ length: 12 }, (_, pc) => profile[(pc - tonic + 12) % 12] as number);
  return pearson(Array.from(chroma), rotated);
}

function pearson(a: number[], b: number[]): number {
  const meanA = a.reduce((s, v) => s + v, 0) / a.length;
  const meanB = b.reduce((s, v) => s + v, 0) / b.length;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < a.length; i++) {
    const da = (a[i] as number) - meanA;
    const db = (b[i] as number) - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA === 0 || varianceB === 0 ? Number.NaN : covariance / Math.sqrt(varianceA * varianceB);
}

function padTo(samples: Float32Array, length: number): Float32Array {
  const padded = new Float32Array(length);
  padded.set(samples);
  return padded;
}

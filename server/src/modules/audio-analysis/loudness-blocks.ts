import type { DecodedAudio } from '@backline/sound-analysis';
import type { Biquad } from './k-weighting.js';
import { kWeightingHighPass, kWeightingShelf } from './k-weighting.js';

const SEGMENTS_PER_SECOND = 10;

/** K-weighted energy in consecutive 100 ms segments, summed over the channels (each weighted 1). */
export interface SegmentEnergies {
  sums: Float64Array;
  sampleCounts: Float64Array;
}

/** Splits the K-weighted signal into 100 ms segments; a trailing partial segment is dropped. */
export function kWeightedSegments(audio: DecodedAudio): SegmentEnergies {
  const frameCount = audio.channels[0]?.length ?? 0;
  const boundaries = segmentBoundaries(frameCount, audio.sampleRate);
  const segmentCount = boundaries.length - 1;
  const sums = new Float64Array(Math.max(0, segmentCount));
  const sampleCounts = new Float64Array(Math.max(0, segmentCount));
  for (let s = 0; s < segmentCount; s++)
    sampleCounts[s] = (boundaries[s + 1] as number) - (boundaries[s] as number);
  const shelf = kWeightingShelf(audio.sampleRate);
  const highPass = kWeightingHighPass(audio.sampleRate);
  for (const channel of audio.channels) addWeightedSquares(channel, shelf, highPass, boundaries, sums);
  return { sums, sampleCounts };
}

/** Mean square of each window of `segmentsPerWindow` segments, advancing one segment at a time. */
export function windowEnergies(segments: SegmentEnergies, segmentsPerWindow: number): Float64Array {
  const windowCount = Math.max(0, segments.sums.length - segmentsPerWindow + 1);
  const energies = new Float64Array(windowCount);
  for (let w = 0; w < windowCount; w++) {
    let sum = 0;
    let count = 0;
    for (let s = w; s < w + segmentsPerWindow; s++) {
      sum += segments.sums[s] as number;
      count += segments.sampleCounts[s] as number;
    }
    energies[w] = sum / count;
  }
  return energies;
}

// Rounded boundaries keep each segment at 100 ms on average where the rate is not a multiple of 10 Hz.
function segmentBoundaries(frameCount: number, sampleRate: number): number[] {
  const boundaries = [0];
  for (let s = 1; ; s++) {
    const end = Math.round((s * sampleRate) / SEGMENTS_PER_SECOND);
    if (end > frameCount) return boundaries;
    boundaries.push(end);
  }
}

// Both biquads (direct form II transposed) and the squaring in one pass, with the state in locals: a
// track's tens of millions of samples make this the hot loop of the loudness measurement.
function addWeightedSquares(
  samples: Float32Array,
  shelf: Biquad,
  highPass: Biquad,
  boundaries: number[],
  sums: Float64Array,
): void {
  const { b0: sb0, b1: sb1, b2: sb2, a1: sa1, a2: sa2 } = shelf;
  const { b0: hb0, b1: hb1, b2: hb2, a1: ha1, a2: ha2 } = highPass;
  let shelf1 = 0;
  let shelf2 = 0;
  let pass1 = 0;
  let pass2 = 0;
  for (let s = 0; s < sums.length; s++) {
    let sum = 0;
    const end = boundaries[s + 1] as number;
    for (let i = boundaries[s] as number; i < end; i++) {
      const input = samples[i] as number;
      const shelved = sb0 * input + shelf1;
      shelf1 = sb1 * input - sa1 * shelved + shelf2;
      shelf2 = sb2 * input - sa2 * shelved;
      const weighted = hb0 * shelved + pass1;
      pass1 = hb1 * shelved - ha1 * weighted + pass2;
      pass2 = hb2 * shelved - ha2 * weighted;
      sum += weighted * weighted;
    }
    sums[s] = (sums[s] as number) + sum;
  }
}

import type { DecodedAudio } from '@backline/sound-analysis';

/** Deterministic uniform numbers in [0, 1) (mulberry32), so every run builds the same test set. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sine of the given peak level in dBFS. */
export function sineTone(
  sampleRate: number,
  seconds: number,
  peakDbfs: number,
  frequency: number,
  phase = 0,
): Float32Array {
  const amplitude = 10 ** (peakDbfs / 20);
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const step = (2 * Math.PI * frequency) / sampleRate;
  for (let i = 0; i < samples.length; i++) samples[i] = amplitude * Math.sin(step * i + phase);
  return samples;
}

/** The parts one after another. */
export function concatenate(parts: Float32Array[]): Float32Array {
  const joined = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** Raised-cosine fade in and out over `seconds` at each end, in place. */
export function fadeEnds(samples: Float32Array, sampleRate: number, seconds: number): Float32Array {
  const length = Math.min(Math.round(seconds * sampleRate), Math.floor(samples.length / 2));
  for (let i = 0; i < length; i++) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * i) / length);
    samples[i] = (samples[i] as number) * gain;
    const mirror = samples.length - 1 - i;
    samples[mirror] = (samples[mirror] as number) * gain;
  }
  return samples;
}

/** The same samples on both channels of a stereo signal. */
export function dualMono(sampleRate: number, samples: Float32Array): DecodedAudio {
  return { sampleRate, channels: [samples, samples] };
}

/** Frequency of a MIDI note number (A4 = 69 = 440 Hz). */
export function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** Adds `source` scaled by `gain` into `target` from `offset` on, clipping what runs past the end. */
export function mixInto(target: Float32Array, source: Float32Array, offset: number, gain: number): void {
  const start = Math.max(0, Math.round(offset));
  const end = Math.min(target.length, start + source.length);
  for (let i = start; i < end; i++) target[i] = (target[i] as number) + gain * (source[i - start] as number);
}

/** Scales the samples so that their largest magnitude is `peak`. */
export function normalisePeak(samples: Float32Array, peak: number): Float32Array {
  let largest = 0;
  for (let i = 0; i < samples.length; i++) largest = Math.max(largest, Math.abs(samples[i] as number));
  if (largest === 0) return samples;
  const gain = peak / largest;
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) * gain;
  return samples;
}

/**
 * An audio fingerprint in the manner of Haitsma and Kalker's (Philips, 2002): every 32 ms, 32 bits,
 * each the sign of how the energy difference between two neighbouring bands (33 from 300 to 3000 Hz)
 * changed since the step before. Encoding (MP3 at 128 kbps), resampling and volume leave most bits as
 * they were; a different piece of music agrees on about half of them, as chance would.
 */

import type { DecodedAudio } from './analysis.types.js';
import { type AudioShape, mixToMono } from './audio-shape.js';
import {
  type AudioFingerprint,
  encodeFingerprint,
  FINGERPRINT_RATE,
  HOP_SIZE,
  SILENT_WORD,
} from './fingerprint-format.js';
import { PowerSpectrum } from './power-spectrum.js';
import { resample } from './resampler.js';

/** What to decode for a fingerprint: anything else works too, but is mixed and resampled first. */
export const FINGERPRINT_AUDIO: AudioShape = { mono: true, maxSampleRate: FINGERPRINT_RATE };
/** 0.51 s frames (Philips' were 0.37 s): a copy that starts half a step off (an MP3 decoder's delay) keeps more bits. */
const FRAME_SIZE = 4096;
/** The fingerprint covers this much from the first sound: plenty to tell recordings apart, 15 KB. */
export const FINGERPRINT_SECONDS = 120;
const LOWEST_HZ = 300;
const HIGHEST_HZ = 3000;
const BANDS = 33;
/** Band energy (as a mean square of samples) below -65 dBFS: no bits worth comparing. */
const SILENT_MEAN_SQUARE = 10 ** (-65 / 10);

/** The recording's fingerprint, from its first sound on, at most FINGERPRINT_SECONDS long. */
export function fingerprintOf(audio: DecodedAudio): AudioFingerprint {
  const samples = resample(mixToMono(audio.channels), audio.sampleRate, FINGERPRINT_RATE);
  return encodeFingerprint(fingerprintWords(samples));
}

/**
 * The 32-bit words of samples at FINGERPRINT_RATE: one a step, from the first that is not silent, so
 * that copies with more or less silence before the music start alike; silence at the end is left off.
 */
export function fingerprintWords(samples: Float32Array): Uint32Array {
  const bands = new BandEnergies();
  const words: number[] = [];
  let previous: Float64Array | null = null;
  for (
    let start = 0;
    start + FRAME_SIZE <= samples.length && words.length < FINGERPRINT_WORDS;
    start += HOP_SIZE
  ) {
    const energies = bands.of(samples, start);
    const word = previous ? wordOf(previous, energies) : SILENT_WORD;
    if (words.length || word !== SILENT_WORD) words.push(word);
    previous = energies;
  }
  while (words.at(-1) === SILENT_WORD) words.pop();
  return Uint32Array.from(words);
}

const FINGERPRINT_WORDS = Math.round((FINGERPRINT_SECONDS * FINGERPRINT_RATE) / HOP_SIZE);

/** Bit m: whether (E[m] - E[m+1]) grew since the previous step. Silent when either step is. */
function wordOf(previous: Float64Array, current: Float64Array): number {
  if ((previous[BANDS] as number) < SILENT_MEAN_SQUARE || (current[BANDS] as number) < SILENT_MEAN_SQUARE)
    return SILENT_WORD;
  let word = 0;
  for (let m = 0; m < 32; m++) {
    const now = (current[m] as number) - (current[m + 1] as number);
    const before = (previous[m] as number) - (previous[m + 1] as number);
    if (now - before > 0) word |= 1 << m;
  }
  return word === SILENT_WORD ? 1 : word >>> 0;
}

/** The energy of each band in a Hann-windowed frame; the last entry holds their sum as a mean square. */
class BandEnergies {
  private readonly spectrum = new PowerSpectrum(FRAME_SIZE);
  private readonly power = new Float64Array(this.spectrum.bins);
  private readonly frame = new Float32Array(FRAME_SIZE);
  private readonly window = Float32Array.from(
    { length: FRAME_SIZE },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME_SIZE),
  );
  private readonly edges = Array.from({ length: BANDS + 1 }, (_, b) =>
    Math.round((LOWEST_HZ * (HIGHEST_HZ / LOWEST_HZ) ** (b / BANDS) * FRAME_SIZE) / FINGERPRINT_RATE),
  );
  /** From a sum of one-sided power bins to the mean square of the samples (Parseval, Hann's 3/8). */
  private readonly toMeanSquare = 16 / (3 * FRAME_SIZE * FRAME_SIZE);

  of(samples: Float32Array, start: number): Float64Array {
    const { frame, window, power, edges } = this;
    for (let i = 0; i < FRAME_SIZE; i++) frame[i] = (samples[start + i] as number) * (window[i] as number);
    this.spectrum.compute(frame, power);
    const energies = new Float64Array(BANDS + 1);
    let total = 0;
    for (let band = 0; band < BANDS; band++) {
      let sum = 0;
      for (let bin = edges[band] as number; bin < (edges[band + 1] as number); bin++)
        sum += power[bin] as number;
      energies[band] = sum;
      total += sum;
    }
    energies[BANDS] = total * this.toMeanSquare;
    return energies;
  }
}

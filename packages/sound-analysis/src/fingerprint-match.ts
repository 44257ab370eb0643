import {
  type AudioFingerprint,
  decodeFingerprint,
  FINGERPRINT_RATE,
  HOP_SIZE,
  SILENT_WORD,
} from './fingerprint-format.js';

/**
 * How far one copy may start before or after the other: 6 s. Silence before the music is already
 * left out of both; this covers a fade-in heard from another point, or a little of an intro trimmed.
 */
const MAX_OFFSET_STEPS = Math.round((6 * FINGERPRINT_RATE) / HOP_SIZE);
/** Fewest steps with sound in both that a verdict rests on: 5 s. */
const MIN_COMPARED_STEPS = Math.round((5 * FINGERPRINT_RATE) / HOP_SIZE);
/**
 * Share of equal bits from which two fingerprints are one recording. Measured (fingerprint-*.test.ts):
 * a WAV and its 128 kbps MP3, at the same or another sample rate, agree on 0.88 to 0.94 of their bits;
 * different pieces on 0.51 to 0.59, about what chance gives.
 */
export const SAME_RECORDING_SIMILARITY = 0.75;

export interface RecordingComparison {
  match: boolean;
  /** Share of equal bits (0..1) at the best alignment; about 0.5 for unrelated audio, 0 when too short. */
  similarity: number;
}

/**
 * Whether two fingerprints are of the same recording, in whatever encoding: the best share of equal
 * bits over every alignment within 6 s, compared where both have sound and over at least half of
 * the shorter one (and 5 s).
 */
export function sameRecording(a: AudioFingerprint, b: AudioFingerprint): RecordingComparison {
  const first = decodeFingerprint(a);
  const second = decodeFingerprint(b);
  const minCompared = Math.max(
    MIN_COMPARED_STEPS,
    Math.ceil(Math.min(sounding(first), sounding(second)) / 2),
  );
  let similarity = 0;
  for (let offset = -MAX_OFFSET_STEPS; offset <= MAX_OFFSET_STEPS; offset++) {
    const overlap = Math.min(first.length, second.length - offset) - Math.max(0, -offset);
    if (overlap < minCompared) continue;
    const { differentBits, compared } = differenceAt(first, second, offset);
    if (compared < minCompared) continue;
    similarity = Math.max(similarity, 1 - differentBits / (32 * compared));
  }
  return { match: similarity >= SAME_RECORDING_SIMILARITY, similarity };
}

/** Bits that differ between a[i] and b[i + offset], over the steps where neither is silent. */
function differenceAt(a: Uint32Array, b: Uint32Array, offset: number) {
  // A local copy: module runners (vitest's) make each read of an imported binding a property lookup.
  const silent = SILENT_WORD;
  let differentBits = 0;
  let compared = 0;
  const end = Math.min(a.length, b.length - offset);
  for (let i = Math.max(0, -offset); i < end; i++) {
    const x = a[i] as number;
    const y = b[i + offset] as number;
    if (x === silent || y === silent) continue;
    differentBits += bitCount(x ^ y);
    compared++;
  }
  return { differentBits, compared };
}

function sounding(words: Uint32Array): number {
  let count = 0;
  for (const word of words) if (word !== SILENT_WORD) count++;
  return count;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

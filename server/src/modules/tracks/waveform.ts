import { LRUCache } from 'lru-cache';
import { STORED_PEAK_PAIRS } from '../audio/waveform-peaks.js';

/** How many pairs a request for `points` gets from `pairCount` stored pairs (1 to 8000). */
function pairsWanted(points: number, pairCount: number): number {
  return Math.max(1, Math.min(points, STORED_PEAK_PAIRS, pairCount || 1));
}

/**
 * Reduces stored packed peaks (signed bytes: min0, max0, min1, max1, ...) to at most `points`
 * pairs, packed the same way: each slice keeps its extremes. No stored peaks: no pairs.
 */
export function reducePeaks(packed: Buffer, points: number): Buffer {
  const pairCount = Math.floor(packed.length / 2);
  if (pairCount === 0) return Buffer.alloc(0);
  const target = pairsWanted(points, pairCount);
  const samples = new Int8Array(packed.buffer, packed.byteOffset, pairCount * 2);
  const reduced = Buffer.alloc(target * 2);
  for (let slice = 0; slice < target; slice++) {
    const from = Math.floor((slice * pairCount) / target);
    const to = Math.max(from + 1, Math.floor(((slice + 1) * pairCount) / target));
    let low = 0;
    let high = 0;
    for (let pair = from; pair < to; pair++) {
      const min = samples[pair * 2] as number;
      const max = samples[pair * 2 + 1] as number;
      if (min < low) low = min;
      if (max > high) high = max;
    }
    reduced.writeInt8(low, slice * 2);
    reduced.writeInt8(high, slice * 2 + 1);
  }
  return reduced;
}

export interface WaveformLevels {
  readonly min: readonly number[];
  readonly max: readonly number[];
}

/** About 32 MB: some 1,000 waveforms of 1,000 points as lists, with their JSON text. */
const DEFAULT_LEVELS_MAX_BYTES = 32 * 1024 * 1024;
/** A pair as two numbers in lists (8 bytes each) and as JSON text (up to 7 characters each), rounded up. */
const BYTES_PER_PAIR = 32;

/**
 * The min/max lists of reduced peaks, made once per buffer (the waveform cache's entries are reused by
 * every request) and kept within a byte budget that counts the lists and the JSON text GraphQL writes
 * for them once (graphql/precomputed-json.ts): about 15 times the buffer's own bytes.
 */
export class WaveformLevelsCache {
  private readonly levelsByPeaks: LRUCache<Buffer, WaveformLevels>;

  constructor(maxBytes = DEFAULT_LEVELS_MAX_BYTES) {
    this.levelsByPeaks = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (levels) => levels.min.length * BYTES_PER_PAIR + 200,
    });
  }

  levelsOf(reduced: Buffer): WaveformLevels {
    let levels = this.levelsByPeaks.get(reduced);
    if (!levels) {
      levels = levelListsOf(reduced);
      this.levelsByPeaks.set(reduced, levels);
    }
    return levels;
  }

  /** The bytes the kept lists and their text count for. */
  get keptBytes(): number {
    return this.levelsByPeaks.calculatedSize;
  }
}

const sharedLevels = new WaveformLevelsCache();

/**
 * Packed pairs as min/max lists, each value the byte / 127 to 3 decimals (-1 to 1), from this
 * instance's levels cache: the lists never change once made.
 */
export function waveformOf(reduced: Buffer): WaveformLevels {
  return sharedLevels.levelsOf(reduced);
}

function levelListsOf(reduced: Buffer): WaveformLevels {
  const pairs = reduced.length / 2;
  const min = new Array<number>(pairs);
  const max = new Array<number>(pairs);
  for (let pair = 0; pair < pairs; pair++) {
    min[pair] = LEVELS[reduced.readInt8(pair * 2) + 128] as number;
    max[pair] = LEVELS[reduced.readInt8(pair * 2 + 1) + 128] as number;
  }
  return { min, max };
}

/** Each signed byte's level (byte / 127, to 3 decimals), indexed by byte + 128. */
const LEVELS = Array.from({ length: 256 }, (_, index) => Math.round(((index - 128) / 127) * 1000) / 1000);

/** Reduces stored packed peaks to at most `points` min/max pairs (each slice keeps its extremes). */
export function waveformFromPeaks(packed: Buffer, points: number): WaveformLevels {
  return waveformOf(reducePeaks(packed, points));
}

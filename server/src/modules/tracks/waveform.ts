import { STORED_PEAK_PAIRS } from '../audio/waveform-peaks.js';

/** Reduces stored packed peaks to at most `points` min/max pairs (each slice keeps its extremes). */
export function waveformFromPeaks(packed: Buffer, points: number): { min: number[]; max: number[] } {
  const pairCount = Math.floor(packed.length / 2);
  const target = Math.max(1, Math.min(points, STORED_PEAK_PAIRS, pairCount || 1));
  const min: number[] = [];
  const max: number[] = [];
  for (let slice = 0; slice < target && pairCount > 0; slice++) {
    const from = Math.floor((slice * pairCount) / target);
    const to = Math.max(from + 1, Math.floor(((slice + 1) * pairCount) / target));
    let low = 0;
    let high = 0;
    for (let pair = from; pair < to; pair++) {
      low = Math.min(low, packed.readInt8(pair * 2));
      high = Math.max(high, packed.readInt8(pair * 2 + 1));
    }
    min.push(Math.round((low / 127) * 1000) / 1000);
    max.push(Math.round((high / 127) * 1000) / 1000);
  }
  return { min, max };
}

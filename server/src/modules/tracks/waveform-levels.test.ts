import { describe, expect, it } from 'vitest';
import { WaveformLevelsCache, waveformOf } from './waveform.js';

/** Reduced peaks of `pairs` pairs, each buffer its own. */
const peaksOf = (pairs: number, level: number) => Buffer.alloc(pairs * 2, level);

describe("a waveform's lists", () => {
  it('are made once per buffer and read as levels of 1', () => {
    const peaks = Buffer.from([-127, 127, 0, 64].map((byte) => byte & 0xff));
    const levels = waveformOf(peaks);
    expect(levels).toEqual({ min: [-1, 0], max: [1, 0.504] });
    expect(waveformOf(peaks)).toBe(levels);
  });

  it('stay within their byte budget, counting the lists and their JSON text, oldest out first', () => {
    const budget = 200_000;
    const cache = new WaveformLevelsCache(budget);
    const first = peaksOf(1000, 1);
    const firstLevels = cache.levelsOf(first);
    // A thousand pairs count some 32 KB: the budget holds six, not the hundred a count of bytes would.
    for (let index = 0; index < 20; index++) cache.levelsOf(peaksOf(1000, 2));
    expect(cache.keptBytes).toBeLessThanOrEqual(budget);
    expect(cache.keptBytes).toBeGreaterThan(budget / 2);
    expect(cache.levelsOf(first)).not.toBe(firstLevels);
    expect(cache.levelsOf(first)).toEqual(firstLevels);
  });
});

import { describe, expect, it } from 'vitest';
import { keyCase } from './key-test-set.js';
import { tempoCase } from './tempo-test-set.js';
import { seededRandom, sineTone } from './test-signal-tools.js';
import { truePeakDbtp } from './true-peak.js';
import { fractionalDelayTaps, TAPS_PER_PHASE } from './true-peak-filter.js';

/** Every sample and every 1/4, 1/2 and 3/4 point between samples, by plain loops over the taps. */
function bruteForcePeak(samples: Float32Array): number {
  const phases = [0.25, 0.5, 0.75].map(fractionalDelayTaps);
  const at = (i: number) => samples[i] ?? 0;
  let peak = 0;
  for (let n = -TAPS_PER_PHASE; n < samples.length + TAPS_PER_PHASE; n++) {
    peak = Math.max(peak, Math.abs(at(n)));
    for (const taps of phases) {
      let value = 0;
      for (let k = 0; k < TAPS_PER_PHASE; k++)
        value += (taps[k] as number) * at(n - TAPS_PER_PHASE / 2 + 1 + k);
      peak = Math.max(peak, Math.abs(value));
    }
  }
  return 20 * Math.log10(peak);
}

describe('truePeakDbtp', () => {
  it('skips only chunks that cannot hold the peak: the same reading as interpolating everything', () => {
    const random = seededRandom(3);
    const signals: Record<string, Float32Array> = {
      'white noise': Float32Array.from({ length: 8_000 }, () => 2 * random() - 1),
      'a 60 Hz tone': sineTone(44_100, 0.1, -1, 60),
      'a tone near Nyquist': sineTone(44_100, 0.1, -3, 19_000, 0.3),
      'a clipped square wave': Float32Array.from({ length: 8_000 }, (_, i) =>
        Math.floor(i / 37) % 2 ? 1 : -1,
      ),
      'a phrase': keyCase(5, 'major', 1, 'organ', 22_050, 1).audio.channels[0] as Float32Array,
      'a drum loop': tempoCase('four on the floor', 128, 22_050, 1).audio.channels[0] as Float32Array,
      'one sample': Float32Array.of(0.5),
    };
    for (const [name, samples] of Object.entries(signals)) {
      expect(truePeakDbtp([samples]), name).toBeCloseTo(bruteForcePeak(samples), 9);
    }
  });

  it('takes the loudest channel', () => {
    const quiet = sineTone(48_000, 1, -20, 997);
    const loud = sineTone(48_000, 1, -6, 997);
    expect(truePeakDbtp([quiet, loud])).toBeCloseTo(truePeakDbtp([loud]), 9);
  });
});

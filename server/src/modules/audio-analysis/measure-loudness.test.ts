import type { DecodedAudio } from '@backline/sound-analysis';
import { describe, expect, it } from 'vitest';
import { kWeightingHighPass, kWeightingShelf } from './k-weighting.js';
import { keyCase } from './key-test-set.js';
import { measureLoudness } from './measure-loudness.js';
import { tempoCase } from './tempo-test-set.js';
import { dualMono, seededRandom, sineTone } from './test-signal-tools.js';

/** A phrase and a drum loop together: broadband, with a wide crest factor, like a mix. */
function mixAt(sampleRate: number): DecodedAudio {
  const phrase = keyCase(2, 'minor', 0, 'pluck', sampleRate, 8).audio.channels[0] as Float32Array;
  const loop = tempoCase('rock', 97, sampleRate, 8).audio.channels[0] as Float32Array;
  const left = phrase.map((value, i) => 0.6 * value + 0.5 * (loop[i] ?? 0));
  const right = phrase.map((value, i) => 0.5 * value + 0.6 * (loop[i] ?? 0));
  return { sampleRate, channels: [left, right] };
}

describe('measureLoudness', () => {
  it("rebuilds BS.1770-4's published 48 kHz K-weighting coefficients", () => {
    const shelf = kWeightingShelf(48_000);
    const highPass = kWeightingHighPass(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 10);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 10);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 10);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 10);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 10);
    expect([highPass.b0, highPass.b1, highPass.b2]).toEqual([1, -2, 1]);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 10);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 10);
  });

  it('reads digital silence as no integrated loudness, no range and the true-peak floor', () => {
    const silence = new Float32Array(48_000 * 5);
    expect(measureLoudness(dualMono(48_000, silence))).toEqual({
      integratedLufs: null,
      truePeakDbtp: -200,
      loudnessRangeLu: null,
    });
  });

  it('gates out audio quieter than -70 LUFS throughout', () => {
    const reading = measureLoudness(dualMono(48_000, sineTone(48_000, 5, -75, 1000)));
    expect(reading.integratedLufs).toBeNull();
    expect(reading.loudnessRangeLu).toBeNull();
    expect(reading.truePeakDbtp).toBeCloseTo(-75, 1);
  });

  it('gives no integrated loudness under one 400 ms block and no range under one 3 s window', () => {
    const short = measureLoudness(dualMono(44_100, sineTone(44_100, 0.39, -23, 1000)));
    expect(short.integratedLufs).toBeNull();
    expect(short.loudnessRangeLu).toBeNull();
    expect(short.truePeakDbtp).toBeCloseTo(-23, 1);
    const oneBlock = measureLoudness(dualMono(44_100, sineTone(44_100, 0.4, -23, 1000)));
    expect(oneBlock.integratedLufs).toBeCloseTo(-23, 1);
    expect(oneBlock.loudnessRangeLu).toBeNull();
  });

  it('sums the channels: a mono tone reads 3.01 LU below the same tone on both channels', () => {
    const tone = sineTone(44_100, 10, -23, 1000);
    const mono = measureLoudness({ sampleRate: 44_100, channels: [tone] });
    const stereo = measureLoudness(dualMono(44_100, tone));
    expect((stereo.integratedLufs as number) - (mono.integratedLufs as number)).toBeCloseTo(
      10 * Math.log10(2),
      2,
    );
    expect(mono.truePeakDbtp).toBeCloseTo(stereo.truePeakDbtp, 6);
  });

  it('reads a 1 kHz tone at -23 dBFS as -23.0 LUFS at any sample rate', () => {
    for (const sampleRate of [8_000, 11_025, 22_050, 32_000, 44_100, 48_000, 96_000, 192_000]) {
      const reading = measureLoudness(dualMono(sampleRate, sineTone(sampleRate, 2, -23, 1000)));
      expect(Math.abs((reading.integratedLufs as number) + 23), `${sampleRate} Hz`).toBeLessThan(0.1);
    }
  });

  it('reads the same mix at 44.1 kHz and 48 kHz within 0.1 LU', () => {
    const at44 = measureLoudness(mixAt(44_100));
    const at48 = measureLoudness(mixAt(48_000));
    expect(Math.abs((at44.integratedLufs as number) - (at48.integratedLufs as number))).toBeLessThan(0.1);
  });

  it('reads full-scale noise above 0 dBTP (inter-sample peaks)', () => {
    const random = seededRandom(7);
    const noise = Float32Array.from({ length: 48_000 }, () => 2 * random() - 1);
    const { truePeakDbtp } = measureLoudness({ sampleRate: 48_000, channels: [noise] });
    expect(truePeakDbtp).toBeGreaterThan(0);
    expect(truePeakDbtp).toBeLessThan(6);
  });
});

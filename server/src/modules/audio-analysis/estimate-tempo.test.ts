import { estimateTempo } from '@backline/sound-analysis';
import { describe, expect, it } from 'vitest';
import { tempoCase } from './tempo-test-set.js';

function within(bpm: number, expected: number, tolerance = 0.02): boolean {
  return Math.abs(bpm / expected - 1) <= tolerance;
}

describe('estimateTempo', () => {
  it('answers silence with a tempo in range and no confidence', () => {
    const estimate = estimateTempo({ sampleRate: 44_100, channels: [new Float32Array(44_100 * 4)] });
    expect(estimate.bpm).toBeGreaterThanOrEqual(60);
    expect(estimate.bpm).toBeLessThanOrEqual(190);
    expect(estimate.confidence).toBe(0);
  });

  it('finds no beat in a steady tone, however its frames fall (no confidence)', () => {
    for (const frequency of [110, 440, 1000]) {
      const tone = new Float32Array(22_050 * 20).map(
        (_, i) => 0.3 * Math.sin((2 * Math.PI * frequency * i) / 22_050),
      );
      expect(estimateTempo({ sampleRate: 22_050, channels: [tone] }).confidence, `${frequency} Hz`).toBe(0);
    }
  });

  it('answers a file too short for any period with a tempo in range', () => {
    const estimate = estimateTempo(tempoCase('rock', 100, 22_050, 0.3).audio);
    expect(estimate.bpm).toBeGreaterThanOrEqual(60);
    expect(estimate.bpm).toBeLessThanOrEqual(190);
    expect(Number.isFinite(estimate.confidence)).toBe(true);
  });

  it('reads the same loop alike in mono and stereo, at 22.05, 44.1 and 48 kHz, to one decimal', () => {
    for (const sampleRate of [22_050, 44_100, 48_000]) {
      const loop = tempoCase('four on the floor', 124, sampleRate, 8).audio;
      const stereo = {
        sampleRate,
        channels: [loop.channels[0] as Float32Array, loop.channels[0] as Float32Array],
      };
      const mono = estimateTempo(loop);
      expect(within(mono.bpm, 124), `${sampleRate} Hz read ${mono.bpm}`).toBe(true);
      expect(estimateTempo(stereo).bpm).toBe(mono.bpm);
      expect(Math.round(mono.bpm * 10)).toBe(mono.bpm * 10);
    }
  });

  it('reaches both ends of the range, 60 and 190 BPM', () => {
    expect(within(estimateTempo(tempoCase('rock', 60, 22_050, 10).audio).bpm, 60)).toBe(true);
    expect(within(estimateTempo(tempoCase('rock', 190, 22_050, 10).audio).bpm, 190)).toBe(true);
  });

  it('is confident of a click track and not of noise', () => {
    const clicks = estimateTempo(tempoCase('click', 100, 22_050, 8).audio);
    let state = 1;
    const noise = Float32Array.from({ length: 22_050 * 8 }, () => {
      state = (state * 16807) % 2147483647;
      return state / 2147483647 - 0.5;
    });
    expect(clicks.confidence).toBeGreaterThan(0.5);
    expect(estimateTempo({ sampleRate: 22_050, channels: [noise] }).confidence).toBeLessThan(
      clicks.confidence / 2,
    );
  });
});

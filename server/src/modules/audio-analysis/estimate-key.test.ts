import type { DecodedAudio } from '@backline/sound-analysis';
import { estimateKey } from '@backline/sound-analysis';
import { describe, expect, it } from 'vitest';
import { keyCase } from './key-test-set.js';

const KEY_NAME = /^(C|C#|D|D#|E|F|F#|G|G#|A|A#|B) (major|minor)$/;

function asStereo(audio: DecodedAudio): DecodedAudio {
  return {
    sampleRate: audio.sampleRate,
    channels: [audio.channels[0] as Float32Array, audio.channels[0] as Float32Array],
  };
}

describe('estimateKey', () => {
  it('answers silence with a valid key name and no confidence', () => {
    const estimate = estimateKey({ sampleRate: 44_100, channels: [new Float32Array(44_100 * 3)] });
    expect(estimate.key).toMatch(KEY_NAME);
    expect(estimate.confidence).toBe(0);
  });

  it('reads a phrase shorter than one analysis frame', () => {
    const phrase = keyCase(7, 'major', 0, 'organ', 22_050, 0.5);
    const estimate = estimateKey(phrase.audio);
    expect(estimate.key).toMatch(KEY_NAME);
    expect(estimate.confidence).toBeGreaterThanOrEqual(0);
    expect(estimate.confidence).toBeLessThanOrEqual(1);
  });

  it('reads the same key from mono and stereo, and at 22.05, 44.1 and 48 kHz', () => {
    for (const sampleRate of [22_050, 44_100, 48_000]) {
      const phrase = keyCase(9, 'minor', 0, 'pluck', sampleRate, 6);
      expect(estimateKey(phrase.audio).key, `${sampleRate} Hz mono`).toBe('A minor');
      expect(estimateKey(asStereo(phrase.audio)).key, `${sampleRate} Hz stereo`).toBe('A minor');
    }
  });

  it('writes sharps: F# major, not Gb major', () => {
    expect(estimateKey(keyCase(6, 'major', 0, 'organ', 22_050, 6).audio).key).toBe('F# major');
  });

  it('is more confident of a clear cadence than of a single held fifth', () => {
    const cadence = estimateKey(keyCase(0, 'major', 0, 'organ', 22_050, 6).audio);
    const fifth = keyCase(0, 'major', 0, 'organ', 22_050, 6).audio.channels[0] as Float32Array;
    const bare = new Float32Array(fifth.length);
    for (let i = 0; i < bare.length; i++) {
      bare[i] =
        0.3 * (Math.sin((2 * Math.PI * 261.63 * i) / 22_050) + Math.sin((2 * Math.PI * 392 * i) / 22_050));
    }
    expect(cadence.confidence).toBeGreaterThan(
      estimateKey({ sampleRate: 22_050, channels: [bare] }).confidence,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { confidentKey, confidentTempo, filedKeyCode } from './detected-sound.js';

describe('what was detected, where it is sure enough', () => {
  it('rounds a confident tempo and drops an unsure one', () => {
    expect(confidentTempo({ tempoBpm: 127.6, tempoConfidence: 0.8 })).toBe(128);
    expect(confidentTempo({ tempoBpm: 127.6, tempoConfidence: 0.3 })).toBeNull();
    expect(confidentTempo({ tempoBpm: null, tempoConfidence: 0.9 })).toBeNull();
  });

  it('reads a confident key and drops an unsure one', () => {
    expect(confidentKey({ key: 'A minor', keyConfidence: 0.5 })).toEqual({ tonic: 9, mode: 'minor' });
    expect(confidentKey({ key: 'A minor', keyConfidence: 0.1 })).toBeNull();
  });
});

describe('the Camelot code a track is filed under', () => {
  it("is its own key's however it is spelled", () => {
    expect(filedKeyCode('Am', { key: 'C major', keyConfidence: 0.9 })).toBe('8A');
    expect(filedKeyCode('a min', null)).toBe('8A');
    expect(filedKeyCode('Db major', null)).toBe('3B');
  });

  it('is the confidently detected one where its own is no key, else none', () => {
    expect(filedKeyCode('Unknown', { key: 'F# minor', keyConfidence: 0.7 })).toBe('11A');
    expect(filedKeyCode('Unknown', { key: 'F# minor', keyConfidence: 0.05 })).toBeNull();
    expect(filedKeyCode('Dorian', null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  camelotCode,
  compatibleKeys,
  musicalKeyName,
  parseCamelotCode,
  parseMusicalKey,
} from './musical-key.js';

const named = (text: string) => {
  const key = parseMusicalKey(text);
  return key && musicalKeyName(key);
};

describe('a musical key as artists type it', () => {
  it('reads the usual spellings, flats as sharps', () => {
    expect(named('A minor')).toBe('A minor');
    expect(named('Am')).toBe('A minor');
    expect(named('c minor')).toBe('C minor');
    expect(named('F# maj')).toBe('F# major');
    expect(named('Bb major')).toBe('A# major');
    expect(named('E♭m')).toBe('D# minor');
    expect(named('G')).toBe('G major');
    expect(named('Cb')).toBe('B major');
  });

  it('answers null for what is not a key', () => {
    for (const text of ['Unknown', '', 'H minor', 'D dorian', 'A minor 7'])
      expect(parseMusicalKey(text)).toBeNull();
  });
});

describe('the Camelot wheel', () => {
  it('places every key as DJs know it', () => {
    const wheel = Object.fromEntries(
      [
        'C major',
        'A minor',
        'G major',
        'E minor',
        'F major',
        'D minor',
        'B major',
        'G# minor',
        'F# major',
        'D# minor',
        'C# minor',
        'E major',
      ].map((text) => [text, camelotCode(parseMusicalKey(text) as never)]),
    );
    expect(wheel).toEqual({
      'C major': '8B',
      'A minor': '8A',
      'G major': '9B',
      'E minor': '9A',
      'F major': '7B',
      'D minor': '7A',
      'B major': '1B',
      'G# minor': '1A',
      'F# major': '2B',
      'D# minor': '2A',
      'C# minor': '12A',
      'E major': '12B',
    });
  });

  it('names as compatible the key, its relative and one step either way', () => {
    const codes = (text: string) => compatibleKeys(parseMusicalKey(text) as never).map(camelotCode);
    expect(codes('A minor')).toEqual(['8A', '8B', '9A', '7A']);
    expect(codes('B major')).toEqual(['1B', '1A', '2B', '12B']);
  });
});

describe('a Camelot code', () => {
  it('reads back every key it was written from', () => {
    for (let tonic = 0; tonic < 12; tonic++) {
      for (const mode of ['major', 'minor'] as const) {
        expect(parseCamelotCode(camelotCode({ tonic, mode }))).toEqual({ tonic, mode });
      }
    }
    expect(parseCamelotCode('8a')).toEqual({ tonic: 9, mode: 'minor' });
    expect(parseCamelotCode('13A')).toBeNull();
    expect(parseCamelotCode('A minor')).toBeNull();
  });
});

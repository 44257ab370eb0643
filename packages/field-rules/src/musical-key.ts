/** A musical key: its tonic as a pitch class (0 = C ... 11 = B) and its mode. */
export interface MusicalKey {
  tonic: number;
  mode: 'major' | 'minor';
}

/** Pitch-class names as the analysis writes them: sharps only ('F# major', 'C# minor'). */
const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const NATURALS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * A key as artists type it: 'A minor', 'Am', 'F# maj', 'Bb major', 'E♭m', 'c minor'. A bare note
 * ('G') is major. Answers null for anything else ('Unknown', '', 'Dorian').
 */
export function parseMusicalKey(text: string): MusicalKey | null {
  const match = /^\s*([A-Ga-g])\s*([#♯b♭]?)\s*(major|maj|minor|min|m)?\s*$/i.exec(text);
  if (!match) return null;
  const [, letter = '', accidental = '', modeWord = ''] = match;
  const shift = accidental === '#' || accidental === '♯' ? 1 : accidental === '' ? 0 : -1;
  const tonic = ((NATURALS[letter.toUpperCase()] as number) + shift + 12) % 12;
  // 'm' alone is minor, 'M' alone major (as in chord symbols); the words in any case.
  const minor = modeWord === 'm' || /^min/i.test(modeWord);
  return { tonic, mode: minor ? 'minor' : 'major' };
}

/** 'A minor', 'F# major': the one spelling the analysis uses, so equal keys read alike. */
export function musicalKeyName(key: MusicalKey): string {
  return `${SHARP_NAMES[key.tonic]} ${key.mode}`;
}

/**
 * The key's place on the Camelot wheel DJs mix by: 8A is A minor, 8B C major; one step round the
 * wheel is a fifth, and A and B of the same number are relative keys.
 */
export function camelotCode(key: MusicalKey): string {
  // C major is 8B; each fifth up (7 semitones) is one number on. A minor key sits beside its relative major.
  const relativeMajor = key.mode === 'major' ? key.tonic : (key.tonic + 3) % 12;
  const fifthsFromC = (relativeMajor * 7) % 12;
  const number = ((7 + fifthsFromC) % 12) + 1;
  return `${number}${key.mode === 'major' ? 'B' : 'A'}`;
}

/**
 * The keys that mix well with this one (the Camelot neighbours): itself, its relative (same number,
 * other letter) and one step either way round the wheel.
 */
export function compatibleKeys(key: MusicalKey): MusicalKey[] {
  const relative: MusicalKey =
    key.mode === 'major'
      ? { tonic: (key.tonic + 9) % 12, mode: 'minor' }
      : { tonic: (key.tonic + 3) % 12, mode: 'major' };
  return [
    key,
    relative,
    { tonic: (key.tonic + 7) % 12, mode: key.mode },
    { tonic: (key.tonic + 5) % 12, mode: key.mode },
  ];
}

/** A key from its Camelot code ('8A' is A minor, '8B' C major); null for anything else. */
export function parseCamelotCode(text: string): MusicalKey | null {
  const match = /^\s*(1[0-2]|[1-9])\s*([AB])\s*$/i.exec(text);
  if (!match) return null;
  const number = Number(match[1]);
  // The inverse of camelotCode: 7 is its own inverse modulo 12, so a number's fifths give the tonic.
  const relativeMajor = (((number + 4) % 12) * 7) % 12;
  return (match[2] as string).toUpperCase() === 'B'
    ? { tonic: relativeMajor, mode: 'major' }
    : { tonic: (relativeMajor + 9) % 12, mode: 'minor' };
}

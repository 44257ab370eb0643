import type { DecodedAudio } from '@backline/sound-analysis';
import { renderNote, type Timbre } from './test-instruments.js';
import { mixInto, normalisePeak, seededRandom } from './test-signal-tools.js';

/** A synthesized phrase in a known key. */
export interface KeyCase {
  name: string;
  key: string;
  audio: DecodedAudio;
}

/** Major or minor. */
export type Quality = 'major' | 'minor';
/** A chord as its root in semitones above the tonic and its triad quality. */
type Chord = [root: number, quality: Quality];

const PITCH_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const TRIADS: Record<Quality, number[]> = { major: [0, 4, 7], minor: [0, 3, 7] };
const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11];
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10];

/** Tonic-establishing progressions, each ending on the tonic. */
const PROGRESSIONS: Record<Quality, { name: string; chords: Chord[] }[]> = {
  major: [
    {
      name: 'I-IV-V-I',
      chords: [
        [0, 'major'],
        [5, 'major'],
        [7, 'major'],
        [0, 'major'],
      ],
    },
    {
      name: 'I-vi-ii-V-I',
      chords: [
        [0, 'major'],
        [9, 'minor'],
        [2, 'minor'],
        [7, 'major'],
        [0, 'major'],
      ],
    },
  ],
  minor: [
    {
      name: 'i-iv-V-i',
      chords: [
        [0, 'minor'],
        [5, 'minor'],
        [7, 'major'],
        [0, 'minor'],
      ],
    },
    {
      name: 'i-VI-III-VII-i',
      chords: [
        [0, 'minor'],
        [8, 'major'],
        [3, 'major'],
        [10, 'major'],
        [0, 'minor'],
      ],
    },
  ],
};

/** 24 keys x 2 progressions x 3 timbres (organ, pluck, piano): 144 phrases. */
export function keyTestSet(sampleRate: number, seconds: number): KeyCase[] {
  const cases: KeyCase[] = [];
  for (let tonic = 0; tonic < 12; tonic++) {
    for (const quality of ['major', 'minor'] as const) {
      for (const progression of [0, 1]) {
        for (const timbre of ['organ', 'pluck', 'piano'] as const) {
          cases.push(keyCase(tonic, quality, progression, timbre, sampleRate, seconds));
        }
      }
    }
  }
  return cases;
}

/** One phrase: tonic 0-11 (C = 0), one of the quality's two progressions, in one timbre. */
export function keyCase(
  tonic: number,
  quality: Quality,
  progressionIndex: number,
  timbre: Timbre,
  sampleRate: number,
  seconds: number,
): KeyCase {
  const key = `${PITCH_NAMES[tonic]} ${quality}`;
  const progression = PROGRESSIONS[quality][progressionIndex] as { name: string; chords: Chord[] };
  const seed = tonic * 100 + (quality === 'major' ? 0 : 50) + progression.chords.length * 7 + timbre.length;
  const samples = renderPhrase(tonic, quality, progression.chords, timbre, sampleRate, seconds, seed);
  return { name: `${key}, ${progression.name}, ${timbre}`, key, audio: { sampleRate, channels: [samples] } };
}

// Bass on the chord roots, the chord in close position around middle C, and a melody of chord tones
// with scale steps between them, an octave and more above.
function renderPhrase(
  tonic: number,
  quality: Quality,
  chords: Chord[],
  timbre: Timbre,
  sampleRate: number,
  seconds: number,
  seed: number,
): Float32Array {
  const random = seededRandom(seed);
  const scale = quality === 'major' ? MAJOR_SCALE : MINOR_SCALE;
  const phrase = new Float32Array(Math.round(seconds * sampleRate));
  const chordSeconds = seconds / chords.length;
  chords.forEach(([root, chordQuality], index) => {
    const start = index * chordSeconds * sampleRate;
    const rootClass = (tonic + root) % 12;
    const tones = (TRIADS[chordQuality] as number[]).map((interval) => (rootClass + interval) % 12);
    mixInto(phrase, renderNote(timbre, placeInRange(rootClass, 36), chordSeconds, sampleRate), start, 0.5);
    for (const tone of tones) {
      mixInto(phrase, renderNote(timbre, placeInRange(tone, 55), chordSeconds, sampleRate), start, 0.25);
    }
    const melody = melodyOverChord(tones, tonic, scale, random);
    const noteSeconds = chordSeconds / melody.length;
    melody.forEach((pitchClass, step) => {
      const note = renderNote(timbre, placeInRange(pitchClass, 67), noteSeconds, sampleRate);
      mixInto(phrase, note, start + step * noteSeconds * sampleRate, 0.3);
    });
  });
  return normalisePeak(phrase, 0.5);
}

function melodyOverChord(tones: number[], tonic: number, scale: number[], random: () => number): number[] {
  const scaleClasses = scale.map((degree) => (tonic + degree) % 12);
  const melody: number[] = [];
  for (let beat = 0; beat < 4; beat++) {
    const tone = tones[Math.floor(random() * tones.length)] as number;
    melody.push(beat % 2 === 0 ? tone : neighbourInScale(tone, scaleClasses, random() < 0.5 ? 1 : -1));
  }
  return melody;
}

function neighbourInScale(pitchClass: number, scaleClasses: number[], direction: 1 | -1): number {
  for (let step = 1; step <= 2; step++) {
    const candidate = (pitchClass + direction * step + 12) % 12;
    if (scaleClasses.includes(candidate)) return candidate;
  }
  return pitchClass;
}

// The MIDI note of this pitch class in the octave starting at `lowest`.
function placeInRange(pitchClass: number, lowest: number): number {
  return lowest + ((pitchClass - lowest + 120) % 12);
}

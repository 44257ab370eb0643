import type { DecodedAudio } from '@backline/sound-analysis';
import { type DrumSound, renderDrum } from './test-instruments.js';
import { mixInto, normalisePeak, seededRandom } from './test-signal-tools.js';

/** A synthesized drum or click loop at a known tempo. */
export interface TempoCase {
  name: string;
  bpm: number;
  audio: DecodedAudio;
}

const STEPS_PER_BEAT = 4; // sixteenth notes
const STEPS_PER_BAR = 16;

/** Which sixteenth steps of a 4/4 bar each sound plays on. */
type Pattern = Partial<Record<DrumSound, number[]>>;

const PATTERN_NAMES = ['click', 'rock', 'four on the floor', 'syncopated funk'] as const;

/** One of the four drum patterns. */
export type PatternName = (typeof PATTERN_NAMES)[number];

const PATTERNS: Record<PatternName, Pattern> = {
  click: { 'accent-click': [0], click: [4, 8, 12] },
  rock: { kick: [0, 8], snare: [4, 12], hat: [0, 2, 4, 6, 8, 10, 12, 14] },
  'four on the floor': { kick: [0, 4, 8, 12], snare: [4, 12], 'open-hat': [2, 6, 10, 14] },
  'syncopated funk': {
    kick: [0, 7, 10],
    snare: [4, 12],
    hat: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  },
};

const ODD_TEMPI = [63.5, 78.2, 91.7, 104.3, 117.9, 128.6, 143.3, 156.8, 172.4, 187.1];

/** Every 5 BPM from 60 to 190 plus ten odd tempi, in each of the four patterns: 148 loops. */
export function tempoTestSet(sampleRate: number, seconds: number): TempoCase[] {
  const tempi = [...Array.from({ length: 27 }, (_, i) => 60 + 5 * i), ...ODD_TEMPI];
  return PATTERN_NAMES.flatMap((patternName) =>
    tempi.map((bpm) => tempoCase(patternName, bpm, sampleRate, seconds)),
  );
}

/** One loop of the named pattern at the tempo. */
export function tempoCase(
  patternName: PatternName,
  bpm: number,
  sampleRate: number,
  seconds: number,
): TempoCase {
  const seed = Math.round(bpm * 10) + patternName.length;
  const samples = renderLoop(PATTERNS[patternName], bpm, sampleRate, seconds, seed);
  return { name: `${patternName} at ${bpm} BPM`, bpm, audio: { sampleRate, channels: [samples] } };
}

// Played by a slightly loose drummer: each hit up to 4 ms early or late, its level varying by 20%.
function renderLoop(
  pattern: Pattern,
  bpm: number,
  sampleRate: number,
  seconds: number,
  seed: number,
): Float32Array {
  const random = seededRandom(seed);
  const loop = new Float32Array(Math.round(seconds * sampleRate));
  const stepSeconds = 60 / bpm / STEPS_PER_BEAT;
  const stepCount = Math.floor(seconds / stepSeconds);
  const hits = new Map<DrumSound, Float32Array>();
  for (const sound of Object.keys(pattern) as DrumSound[])
    hits.set(sound, renderDrum(sound, sampleRate, seed));
  for (let step = 0; step < stepCount; step++) {
    for (const [sound, steps] of Object.entries(pattern) as [DrumSound, number[]][]) {
      if (!steps.includes(step % STEPS_PER_BAR)) continue;
      const jitter = (random() - 0.5) * 0.008;
      const offset = Math.max(0, (step * stepSeconds + jitter) * sampleRate);
      mixInto(loop, hits.get(sound) as Float32Array, offset, 0.8 + 0.2 * random());
    }
  }
  return normalisePeak(loop, 0.8);
}

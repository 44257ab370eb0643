import {
  estimateKey,
  estimateTempo,
  KOSTKA_PAYNE,
  KRUMHANSL_KESSLER,
  pitchClassProfile,
  rankKeys,
  TEMPERLEY,
} from '@backline/sound-analysis';
import { describe, expect, it } from 'vitest';
import { keyTestSet } from './key-test-set.js';
import {
  integratedLoudnessCases,
  type LoudnessCase,
  loudnessRangeCases,
  truePeakCases,
} from './loudness-test-cases.js';
import { measureLoudness } from './measure-loudness.js';
import { tempoTestSet } from './tempo-test-set.js';

// The labelled set is synthesized here (no files): 8-10 s at 22.05 kHz keeps the whole file near 10 s.
const SET_RATE = 22_050;
const PITCH_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

function percent(count: number, total: number): string {
  return `${((100 * count) / total).toFixed(1)}%`;
}

function relativeKey(key: string): string {
  const [tonic, mode] = key.split(' ');
  const index = PITCH_NAMES.indexOf(tonic ?? '');
  return mode === 'major'
    ? `${PITCH_NAMES[(index + 9) % 12]} minor`
    : `${PITCH_NAMES[(index + 3) % 12]} major`;
}

function report(
  title: string,
  cases: LoudnessCase[],
  read: (c: LoudnessCase) => number | null,
  unit: string,
) {
  const errors = cases.map((c) => {
    const reading = read(c);
    const error = reading === null ? Number.POSITIVE_INFINITY : reading - c.expected;
    return { name: c.name, reading, error };
  });
  const lines = errors.map(
    ({ name, reading, error }) =>
      `  ${name}: read ${reading?.toFixed(2) ?? 'null'} ${unit}, expected ${cases.find((c) => c.name === name)?.expected}, error ${error >= 0 ? '+' : ''}${error.toFixed(3)}`,
  );
  console.info(`${title}\n${lines.join('\n')}`);
  return errors;
}

describe('audio analysis accuracy on the synthesized labelled set', () => {
  it('finds the tempo within 2% on at least 95% of 148 drum and click loops', () => {
    const cases = tempoTestSet(SET_RATE, 10);
    let within = 0;
    let half = 0;
    let double = 0;
    const misses: string[] = [];
    for (const testCase of cases) {
      const { bpm } = estimateTempo(testCase.audio);
      const ratio = bpm / testCase.bpm;
      if (Math.abs(ratio - 1) <= 0.02) within++;
      else {
        if (Math.abs(ratio - 0.5) <= 0.01) half++;
        else if (Math.abs(ratio - 2) <= 0.04) double++;
        misses.push(`${testCase.name} read ${bpm}`);
      }
    }
    console.info(
      `tempo: ${percent(within, cases.length)} within ±2% of ${cases.length} loops; half-tempo ${half}, ` +
        `double-tempo ${double}, other ${cases.length - within - half - double}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(within / cases.length).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the exact key of at least 90% of 144 phrases, the key or its relative of 97%', () => {
    const cases = keyTestSet(SET_RATE, 8);
    const profiles = {
      'Krumhansl-Kessler': KRUMHANSL_KESSLER,
      Temperley: TEMPERLEY,
      'Kostka-Payne': KOSTKA_PAYNE,
    };
    const scores = Object.fromEntries(Object.keys(profiles).map((name) => [name, { exact: 0, relative: 0 }]));
    const misses: string[] = [];
    for (const testCase of cases) {
      const chroma = pitchClassProfile(testCase.audio);
      for (const [name, profile] of Object.entries(profiles)) {
        const key = rankKeys(chroma, profile)[0]?.key;
        const score = scores[name] as { exact: number; relative: number };
        if (key === testCase.key) score.exact++;
        if (key === testCase.key || key === relativeKey(testCase.key)) score.relative++;
        if (profile === KRUMHANSL_KESSLER && key !== testCase.key)
          misses.push(`${testCase.name} read ${key}`);
      }
    }
    const lines = Object.entries(scores).map(
      ([name, { exact, relative }]) =>
        `  ${name} profiles: exact ${percent(exact, cases.length)}, key or relative ${percent(relative, cases.length)}`,
    );
    console.info(
      `key, ${cases.length} phrases (estimateKey uses Krumhansl-Kessler):\n${lines.join('\n')}\n  ${misses.join('\n  ')}`,
    );
    const chosen = scores['Krumhansl-Kessler'] as { exact: number; relative: number };
    expect(chosen.exact / cases.length).toBeGreaterThanOrEqual(0.9);
    expect(chosen.relative / cases.length).toBeGreaterThanOrEqual(0.97);
    for (const testCase of cases.slice(0, 24)) {
      expect(estimateKey(testCase.audio).key).toBe(
        rankKeys(pitchClassProfile(testCase.audio), KRUMHANSL_KESSLER)[0]?.key,
      );
    }
  });

  it('reads EBU Tech 3341 cases 1-5 within 0.1 LU of their integrated loudness', () => {
    const errors = report(
      'Tech 3341 integrated loudness',
      integratedLoudnessCases(),
      (c) => measureLoudness(c.audio).integratedLufs,
      'LUFS',
    );
    for (const { error } of errors) expect(Math.abs(error)).toBeLessThanOrEqual(0.1);
  });

  it('reads EBU Tech 3342 cases 1-4 within 0.1 LU of their loudness range', () => {
    const errors = report(
      'Tech 3342 loudness range',
      loudnessRangeCases(),
      (c) => measureLoudness(c.audio).loudnessRangeLu,
      'LU',
    );
    for (const { error } of errors) expect(Math.abs(error)).toBeLessThanOrEqual(0.1);
  });

  it('reads EBU Tech 3341 true-peak cases 15-19 within 0.2 dB', () => {
    const errors = report(
      'Tech 3341 true peak',
      truePeakCases(),
      (c) => measureLoudness(c.audio).truePeakDbtp,
      'dBTP',
    );
    for (const { error } of errors) expect(Math.abs(error)).toBeLessThanOrEqual(0.2);
  });
});

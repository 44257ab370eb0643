import type { DecodedAudio } from '@backline/sound-analysis';
import { concatenate, dualMono, fadeEnds, sineTone } from './test-signal-tools.js';

/** A case rebuilt from EBU Tech 3341 or 3342 with the reading the specification expects. */
export interface LoudnessCase {
  name: string;
  audio: DecodedAudio;
  expected: number;
}

const RATE = 48_000;

/** 1 kHz stereo sine segments, each [seconds, peak dBFS on both channels]. */
function toneSequence(segments: [number, number][]): DecodedAudio {
  return dualMono(
    RATE,
    concatenate(segments.map(([seconds, level]) => sineTone(RATE, seconds, level, 1000))),
  );
}

/** Tech 3341 cases 1-5: integrated loudness, expected -23.0 (case 2: -33.0) LUFS within 0.1 LU. */
export function integratedLoudnessCases(): LoudnessCase[] {
  return [
    { name: '3341-1: -23 dBFS for 20 s', audio: toneSequence([[20, -23]]), expected: -23 },
    { name: '3341-2: -33 dBFS for 20 s', audio: toneSequence([[20, -33]]), expected: -33 },
    {
      name: '3341-3: -36/-23/-36 dBFS for 10/60/10 s',
      audio: toneSequence([
        [10, -36],
        [60, -23],
        [10, -36],
      ]),
      expected: -23,
    },
    {
      name: '3341-4: -72/-36/-23/-36/-72 dBFS for 10/10/60/10/10 s',
      audio: toneSequence([
        [10, -72],
        [10, -36],
        [60, -23],
        [10, -36],
        [10, -72],
      ]),
      expected: -23,
    },
    {
      name: '3341-5: -26/-20/-26 dBFS for 20/20.1/20 s',
      audio: toneSequence([
        [20, -26],
        [20.1, -20],
        [20, -26],
      ]),
      expected: -23,
    },
  ];
}

/** Tech 3342 cases 1-4: loudness range 10, 5, 20 and 15 LU. */
export function loudnessRangeCases(): LoudnessCase[] {
  return [
    {
      name: '3342-1: -20/-30 dBFS for 20 s each',
      audio: toneSequence([
        [20, -20],
        [20, -30],
      ]),
      expected: 10,
    },
    {
      name: '3342-2: -20/-15 dBFS for 20 s each',
      audio: toneSequence([
        [20, -20],
        [20, -15],
      ]),
      expected: 5,
    },
    {
      name: '3342-3: -40/-20 dBFS for 20 s each',
      audio: toneSequence([
        [20, -40],
        [20, -20],
      ]),
      expected: 20,
    },
    {
      name: '3342-4: -50/-35/-20/-35/-50 dBFS for 20 s each',
      audio: toneSequence([
        [20, -50],
        [20, -35],
        [20, -20],
        [20, -35],
        [20, -50],
      ]),
      expected: 15,
    },
  ];
}

// The published files are not reproduced sample for sample: the tones here fade in and out over 10 ms,
// since a tone switched on mid-cycle is a step whose interpolation rings above the tone's own peak.
function truePeakTone(fractionOfRate: number, amplitude: number, phaseDegrees: number): DecodedAudio {
  const peakDbfs = 20 * Math.log10(amplitude);
  const tone = sineTone(RATE, 2, peakDbfs, RATE * fractionOfRate, (phaseDegrees * Math.PI) / 180);
  return dualMono(RATE, fadeEnds(tone, RATE, 0.01));
}

/** Tech 3341 cases 15-19: maximum true peak of sines at fs/4, fs/6 and fs/8 sampled off their peaks. */
export function truePeakCases(): LoudnessCase[] {
  return [
    { name: '3341-15: fs/4 at 0.5, phase 0°', audio: truePeakTone(1 / 4, 0.5, 0), expected: -6 },
    { name: '3341-16: fs/4 at 0.5, phase 45°', audio: truePeakTone(1 / 4, 0.5, 45), expected: -6 },
    { name: '3341-17: fs/6 at 0.5, phase 60°', audio: truePeakTone(1 / 6, 0.5, 60), expected: -6 },
    { name: '3341-18: fs/8 at 0.5, phase 67.5°', audio: truePeakTone(1 / 8, 0.5, 67.5), expected: -6 },
    { name: '3341-19: fs/4 at 1.41, phase 45°', audio: truePeakTone(1 / 4, 1.41, 45), expected: 3 },
  ];
}

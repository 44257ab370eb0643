/**
 * How long the audio analysis takes on a 3.5-minute 44.1 kHz stereo track (a rock loop at 124 BPM under a
 * chord phrase in A minor, soft-clipped to a loud master), each of measureLoudness, estimateKey and
 * estimateTempo on one core, as the analysis worker will run them. Prints medians of RUNS runs (default 5)
 * after a warm-up, milliseconds per minute of audio, and the ratio to a yardstick measured in the same run
 * (one pass summing the squares of every sample), which shows how busy the machine was. Run by hand:
 *   npm run bench:analysis
 */
import type { DecodedAudio } from '@backline/sound-analysis';
import { estimateKey, estimateTempo } from '@backline/sound-analysis';
import { keyCase } from '../server/src/modules/audio-analysis/key-test-set.js';
import { measureLoudness } from '../server/src/modules/audio-analysis/measure-loudness.js';
import { tempoCase } from '../server/src/modules/audio-analysis/tempo-test-set.js';

const RUNS = Number(process.env.RUNS ?? 5);
const SAMPLE_RATE = 44_100;
const SECONDS = 210;
const BPM = 124;

function loudTrack(): DecodedAudio {
  const bars = (16 * 60) / BPM; // four bars: the phrase's chords change on the bar lines
  const loop = tempoCase('rock', BPM, SAMPLE_RATE, bars).audio.channels[0] as Float32Array;
  const phrase = keyCase(9, 'minor', 0, 'piano', SAMPLE_RATE, bars).audio.channels[0] as Float32Array;
  const length = SAMPLE_RATE * SECONDS;
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const drums = loop[i % loop.length] as number;
    const keys = phrase[i % phrase.length] as number;
    left[i] = 0.95 * Math.tanh(2.5 * (0.7 * drums + 0.8 * keys));
    right[i] = 0.95 * Math.tanh(2.5 * (0.8 * drums + 0.7 * keys));
  }
  return { sampleRate: SAMPLE_RATE, channels: [left, right] };
}

function sumOfSquares(audio: DecodedAudio): number {
  let sum = 0;
  for (const channel of audio.channels)
    for (let i = 0; i < channel.length; i++) sum += (channel[i] as number) ** 2;
  return sum;
}

function medianMilliseconds(run: () => unknown): number {
  run();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const track = loudTrack();
const yardstick = medianMilliseconds(() => sumOfSquares(track));
const timings = {
  measureLoudness: medianMilliseconds(() => measureLoudness(track)),
  estimateKey: medianMilliseconds(() => estimateKey(track)),
  estimateTempo: medianMilliseconds(() => estimateTempo(track)),
};
const total = timings.measureLoudness + timings.estimateKey + timings.estimateTempo;
const minutes = SECONDS / 60;
console.log(
  `3.5 min, 44.1 kHz stereo, median of ${RUNS} runs (yardstick: one sum of squares ${yardstick.toFixed(0)} ms)`,
);
for (const [name, ms] of Object.entries(timings)) {
  console.log(
    `  ${name.padEnd(16)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / minutes).toFixed(0).padStart(4)} ms/min  ${(ms / yardstick).toFixed(1)}x yardstick`,
  );
}
console.log(
  `  ${'all three'.padEnd(16)} ${total.toFixed(0).padStart(5)} ms  ${(total / minutes).toFixed(0).padStart(4)} ms/min  ${(total / yardstick).toFixed(1)}x yardstick`,
);
console.log(
  '  readings:',
  JSON.stringify({ ...measureLoudness(track), ...estimateKey(track), ...estimateTempo(track) }),
);

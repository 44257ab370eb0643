import type { DecodedAudio, TempoEstimate } from './analysis.types.js';
import { monoDownsample } from './mono-downsample.js';
import { type OnsetEnvelope, onsetStrength } from './onset-strength.js';
import { type PeriodicityProfile, periodicityProfile, pulseEvenness } from './tempo-periodicity.js';

const ANALYSIS_RATE = 11025;
const EXCERPT_SECONDS = 90; // the middle of a longer track: tempo rarely changes, and it halves the work
const SLOWEST_BPM = 60;
const FASTEST_BPM = 190;
const BPM_STEP = 0.1;
const REFINE_SPAN = 0.03;
const PRIOR_CENTRE_BPM = 120;
const PRIOR_OCTAVES = 1;
// Alternate pulses weaker than this, relative to the others, are subdivisions of a slower beat
// (chosen by accuracy on the synthesized tempo set, see audio-analysis.accuracy.test.ts).
const EVEN_PULSE_RATIO = 0.45;

/** The beat rate, 60-190 BPM to one decimal: comb-filtered autocorrelation of the onset envelope. */
export function estimateTempo(audio: DecodedAudio): TempoEstimate {
  const envelope = onsetStrength(monoDownsample(centralExcerpt(audio, EXCERPT_SECONDS), ANALYSIS_RATE));
  const periodicity = periodicityProfile(envelope, Math.ceil(4 * beatLag(envelope, SLOWEST_BPM)) + 2);
  if (!periodicity) return { bpm: PRIOR_CENTRE_BPM, confidence: 0 };
  const picked = strongestTempo(
    SLOWEST_BPM,
    FASTEST_BPM,
    (bpm) => periodicity.combStrength(beatLag(envelope, bpm)) * tempoPrior(bpm),
  );
  const bpm = refined(envelope, periodicity, metricalLevel(envelope, picked));
  const confidence = periodicity.combClarity(beatLag(envelope, bpm));
  return { bpm: Math.round(bpm * 10) / 10, confidence: Math.min(1, Math.max(0, confidence)) };
}

function centralExcerpt(audio: DecodedAudio, seconds: number): DecodedAudio {
  const length = audio.channels[0]?.length ?? 0;
  const excerptLength = Math.min(length, Math.round(seconds * audio.sampleRate));
  const start = Math.floor((length - excerptLength) / 2);
  return {
    sampleRate: audio.sampleRate,
    channels: audio.channels.map((c) => c.subarray(start, start + excerptLength)),
  };
}

// The best-scoring tempo on a 0.1 BPM grid from `slowest` to `fastest`.
function strongestTempo(slowest: number, fastest: number, score: (bpm: number) => number): number {
  let best = slowest;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let step = 0; slowest + step * BPM_STEP <= fastest + 1e-9; step++) {
    const bpm = slowest + step * BPM_STEP;
    const candidate = score(bpm);
    if (candidate > bestScore) {
      bestScore = candidate;
      best = bpm;
    }
  }
  return best;
}

// The comb picks a period; the beat is the fastest of double, same or half that tempo whose pulses are
// all comparably strong (a rock beat's kick and snare, not its kick and hi-hat).
function metricalLevel(envelope: OnsetEnvelope, bpm: number): number {
  const inRange = (candidate: number) =>
    candidate >= SLOWEST_BPM * (1 - REFINE_SPAN) && candidate <= FASTEST_BPM * (1 + REFINE_SPAN);
  if (inRange(2 * bpm) && pulseEvenness(envelope, beatLag(envelope, 2 * bpm)) >= EVEN_PULSE_RATIO)
    return 2 * bpm;
  if (pulseEvenness(envelope, beatLag(envelope, bpm)) >= EVEN_PULSE_RATIO || !inRange(bpm / 2)) return bpm;
  return bpm / 2;
}

// The comb's peak within 3% of the chosen level, read on a cubic so that it falls between frames.
function refined(envelope: OnsetEnvelope, periodicity: PeriodicityProfile, bpm: number): number {
  const slowest = Math.max(SLOWEST_BPM, bpm * (1 - REFINE_SPAN));
  const fastest = Math.min(FASTEST_BPM, bpm * (1 + REFINE_SPAN));
  return strongestTempo(slowest, fastest, (candidate) =>
    periodicity.smoothCombStrength(beatLag(envelope, candidate)),
  );
}

function beatLag(envelope: OnsetEnvelope, bpm: number): number {
  return (60 * envelope.frameRate) / bpm;
}

// A log-normal preference for tempi near 120 BPM that settles near-ties between metrical levels.
function tempoPrior(bpm: number): number {
  return Math.exp(-0.5 * (Math.log2(bpm / PRIOR_CENTRE_BPM) / PRIOR_OCTAVES) ** 2);
}

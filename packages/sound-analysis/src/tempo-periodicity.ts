import type { OnsetEnvelope } from './onset-strength.js';

const COMB_MULTIPLES = 4;

/** Autocorrelation of an onset envelope, read at fractional lags. */
export interface PeriodicityProfile {
  /** Mean autocorrelation at 1-4 times the lag, over that at lag 0 (1 for a perfectly periodic envelope). */
  combStrength(lag: number): number;
  /** The same, read between lags on a cubic rather than a straight line: for placing a peak precisely. */
  smoothCombStrength(lag: number): number;
  /** The same for the envelope less its mean: near 0 for onsets at random, near 1 for a steady pulse. */
  combClarity(lag: number): number;
}

/** The envelope's autocorrelation up to `maximumLag` frames; null for an envelope with no onsets. */
export function periodicityProfile(envelope: OnsetEnvelope, maximumLag: number): PeriodicityProfile | null {
  const strength = smoothed(envelope.strength);
  const correlation = autocorrelation(strength, Math.min(maximumLag, strength.length - 1));
  const zeroLag = correlation[0] ?? 0;
  if (!(zeroLag > 0)) return null;
  const meanSquared = (strength.reduce((sum, value) => sum + value, 0) / strength.length) ** 2;
  const comb = (lag: number, read: (values: Float64Array, position: number) => number) => {
    let sum = 0;
    for (let multiple = 1; multiple <= COMB_MULTIPLES; multiple++) sum += read(correlation, multiple * lag);
    return sum / COMB_MULTIPLES;
  };
  return {
    combStrength: (lag) => comb(lag, interpolated) / zeroLag,
    smoothCombStrength: (lag) => comb(lag, cubicInterpolated) / zeroLag,
    combClarity: (lag) =>
      zeroLag > meanSquared ? (comb(lag, interpolated) - meanSquared) / (zeroLag - meanSquared) : 0,
  };
}

/**
 * How alike alternate pulses at this lag are: the envelope's mean at every other pulse, weaker phase over
 * stronger (1 when all pulses are equally strong, near 0 when every other one is silent).
 */
export function pulseEvenness(envelope: OnsetEnvelope, lag: number): number {
  const strength = smoothed(envelope.lowerStrength);
  let bestPhase = 0;
  let bestMean = Number.NEGATIVE_INFINITY;
  for (let phase = 0; phase < 2 * lag; phase += 1) {
    const mean = pulseMean(strength, phase, 2 * lag);
    if (mean > bestMean) {
      bestMean = mean;
      bestPhase = phase;
    }
  }
  if (!(bestMean > 0)) return 0;
  return pulseMean(strength, bestPhase + lag, 2 * lag) / bestMean;
}

function pulseMean(strength: Float64Array, phase: number, period: number): number {
  let sum = 0;
  let count = 0;
  for (let position = phase; position < strength.length - 1; position += period) {
    sum += interpolated(strength, position);
    count++;
  }
  return count === 0 ? 0 : sum / count;
}

// Unbiased: each lag's sum is divided by the number of products in it.
function autocorrelation(values: Float64Array, maximumLag: number): Float64Array {
  const correlation = new Float64Array(Math.max(0, maximumLag + 1));
  for (let lag = 0; lag <= maximumLag; lag++) {
    let sum = 0;
    for (let i = lag; i < values.length; i++) sum += (values[i] as number) * (values[i - lag] as number);
    correlation[lag] = sum / (values.length - lag);
  }
  return correlation;
}

// A three-point smoothing: onsets a frame apart still line up at fractional lags.
function smoothed(values: Float64Array): Float64Array {
  return values.map((value, i) => 0.25 * (values[i - 1] ?? 0) + 0.5 * value + 0.25 * (values[i + 1] ?? 0));
}

// Catmull-Rom: a peak between two lags is read at its height, not cut to the straight line between them
// (which would pull every tempo towards a whole number of frames).
function cubicInterpolated(values: Float64Array, position: number): number {
  const index = Math.floor(position);
  if (index < 1 || index + 2 >= values.length) return interpolated(values, position);
  const t = position - index;
  const p0 = values[index - 1] as number;
  const p1 = values[index] as number;
  const p2 = values[index + 1] as number;
  const p3 = values[index + 2] as number;
  return p1 + 0.5 * t * (p2 - p0 + t * (2 * p0 - 5 * p1 + 4 * p2 - p3 + t * (3 * (p1 - p2) + p3 - p0)));
}

function interpolated(values: Float64Array, position: number): number {
  const index = Math.floor(position);
  if (index < 0 || index + 1 >= values.length) return 0;
  const fraction = position - index;
  return (values[index] as number) * (1 - fraction) + (values[index + 1] as number) * fraction;
}

import type { OnsetEnvelope } from './onset-strength.js';

const COMB_MULTIPLES = 4;

/** Autocorrelation of an onset envelope, read at fractional lags. */
export interface PeriodicityProfile {
  /** Mean normalised autocorrelation at 1-4 times the lag (1 for a perfectly periodic envelope). */
  combStrength(lag: number): number;
}

/** The envelope's autocorrelation up to `maximumLag` frames; null for an envelope with no onsets. */
export function periodicityProfile(envelope: OnsetEnvelope, maximumLag: number): PeriodicityProfile | null {
  const strength = smoothed(envelope.strength);
  const correlation = autocorrelation(strength, Math.min(maximumLag, strength.length - 1));
  const zeroLag = correlation[0] ?? 0;
  if (!(zeroLag > 0)) return null;
  return {
    combStrength(lag: number): number {
      let sum = 0;
      for (let multiple = 1; multiple <= COMB_MULTIPLES; multiple++)
        sum += interpolated(correlation, multiple * lag);
      return sum / COMB_MULTIPLES / zeroLag;
    },
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

function interpolated(values: Float64Array, position: number): number {
  const index = Math.floor(position);
  if (index < 0 || index + 1 >= values.length) return 0;
  const fraction = position - index;
  return (values[index] as number) * (1 - fraction) + (values[index + 1] as number) * fraction;
}

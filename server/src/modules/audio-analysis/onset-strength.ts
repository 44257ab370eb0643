import type { MonoSignal } from './mono-downsample.js';
import { magnitudeSpectrogram, type Spectrogram } from './spectrogram.js';

/** How strongly new sound begins in each frame, at `frameRate` frames a second. */
export interface OnsetEnvelope {
  frameRate: number;
  /** All bands together. */
  strength: Float64Array;
  /** The bass and middle bands only, where kick and snare (the beat, more than the hi-hats) are. */
  lowerStrength: Float64Array;
}

const FRAME_SECONDS = 0.046;
const HOP_SECONDS = 0.0116;
const COMPRESSION = 1000; // log(1 + C * magnitude / loudest magnitude)
const BAND_EDGES_HZ = [30, 200, 2000, Number.POSITIVE_INFINITY];
const LOCAL_MEAN_SECONDS = 0.5;

/**
 * Spectral flux of the log-compressed spectrum in a bass, a middle and a high band, each scaled to a
 * mean of 1, so that a kick drum counts as much as a snare or a hi-hat whose flux spreads over many bins.
 */
export function onsetStrength(signal: MonoSignal): OnsetEnvelope {
  const frameSize = 2 ** Math.round(Math.log2(FRAME_SECONDS * signal.sampleRate));
  const hopSize = Math.max(1, Math.round(HOP_SECONDS * signal.sampleRate));
  const spectrogram = magnitudeSpectrogram(signal.samples, signal.sampleRate, frameSize, hopSize);
  const bands = bandFlux(spectrogram).map((flux) =>
    scaledToUnitMean(aboveLocalMean(flux, spectrogram.frameRate)),
  );
  const [bass, middle, high] = bands as [Float64Array, Float64Array, Float64Array];
  return {
    frameRate: spectrogram.frameRate,
    strength: bass.map((value, i) => value + (middle[i] as number) + (high[i] as number)),
    lowerStrength: bass.map((value, i) => value + (middle[i] as number)),
  };
}

function bandFlux(spectrogram: Spectrogram): Float64Array[] {
  const { frameCount, binCount, binWidth, magnitudes } = spectrogram;
  const edges = BAND_EDGES_HZ.map((hz) => Math.min(binCount, Math.ceil(hz / binWidth)));
  const bands = edges.slice(1).map(() => new Float64Array(frameCount));
  const loudest = magnitudes.reduce((max, value) => Math.max(max, value), 0);
  if (loudest === 0) return bands;
  const scale = COMPRESSION / loudest;
  let previous = new Float64Array(binCount);
  let current = new Float64Array(binCount);
  for (let f = 0; f < frameCount; f++) {
    const offset = f * binCount;
    for (let k = 0; k < binCount; k++) current[k] = Math.log(1 + scale * (magnitudes[offset + k] as number));
    for (let b = 0; b < bands.length && f > 0; b++) {
      let rise = 0;
      for (let k = edges[b] as number; k < (edges[b + 1] as number); k++) {
        const difference = (current[k] as number) - (previous[k] as number);
        if (difference > 0) rise += difference;
      }
      (bands[b] as Float64Array)[f] = rise;
    }
    [previous, current] = [current, previous];
  }
  return bands;
}

// Removes the slowly varying part, so that a loud passage does not read as one long onset.
function aboveLocalMean(flux: Float64Array, frameRate: number): Float64Array {
  const radius = Math.max(1, Math.round((LOCAL_MEAN_SECONDS * frameRate) / 2));
  const prefix = new Float64Array(flux.length + 1);
  for (let i = 0; i < flux.length; i++) prefix[i + 1] = (prefix[i] as number) + (flux[i] as number);
  return flux.map((value, i) => {
    const from = Math.max(0, i - radius);
    const to = Math.min(flux.length, i + radius + 1);
    const mean = ((prefix[to] as number) - (prefix[from] as number)) / (to - from);
    return Math.max(0, value - mean);
  });
}

function scaledToUnitMean(values: Float64Array): Float64Array {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return mean > 0 ? values.map((value) => value / mean) : values;
}

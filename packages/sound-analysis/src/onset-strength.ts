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
const PEAK_PERCENTILE = 0.99;
// A band whose strong rises stay below this (in the compressed log units above) has no onsets: a steady
// tone's frames differ only by leakage (its bands peak at 0.0003-0.12), which scaling to a unit peak
// would turn into a false pulse. The weakest band of the labelled loops peaks at 0.8, most at 3-25.
const LEAST_ONSET_PEAK = 0.3;

/**
 * Spectral flux of the log-compressed spectrum in a bass, a middle and a high band, each scaled so that
 * its strong onsets reach 1: a kick drum counts as much as a snare, or a hi-hat spread over many bins.
 */
export function onsetStrength(signal: MonoSignal): OnsetEnvelope {
  const frameSize = 2 ** Math.round(Math.log2(FRAME_SECONDS * signal.sampleRate));
  const hopSize = Math.max(1, Math.round(HOP_SECONDS * signal.sampleRate));
  const spectrogram = magnitudeSpectrogram(signal.samples, signal.sampleRate, frameSize, hopSize);
  const bands = bandFlux(spectrogram).map((flux) =>
    scaledToUnitPeak(aboveLocalMean(flux, spectrogram.frameRate)),
  );
  const [bass, middle, high] = bands as [Float64Array, Float64Array, Float64Array];
  return {
    frameRate: spectrogram.frameRate,
    strength: bass.map((value, i) => value + (middle[i] as number) + (high[i] as number)),
    lowerStrength: bass.map((value, i) => value + (middle[i] as number)),
  };
}

// Bins are first pooled into quarter-octave sub-bands (as a mel filterbank would), whose log energies
// rise and fall as a whole; each sub-band's rises then count towards its bass, middle or high band.
function bandFlux(spectrogram: Spectrogram): Float64Array[] {
  const { frameCount, binCount, binWidth, magnitudes } = spectrogram;
  const subBandEdges = quarterOctaveEdges(binCount, binWidth);
  const subBandCount = subBandEdges.length - 1;
  const bandOfSubBand = Array.from({ length: subBandCount }, (_, b) =>
    bandIndex((subBandEdges[b] as number) * binWidth),
  );
  const bands = BAND_EDGES_HZ.slice(1).map(() => new Float64Array(frameCount));
  let loudest = 0;
  for (let i = 0; i < magnitudes.length; i++) loudest = Math.max(loudest, magnitudes[i] as number);
  if (loudest === 0) return bands;
  const scale = COMPRESSION / loudest;
  let previous = new Float64Array(subBandCount);
  let current = new Float64Array(subBandCount);
  for (let f = 0; f < frameCount; f++) {
    const offset = f * binCount;
    for (let b = 0; b < subBandCount; b++) {
      let sum = 0;
      for (let k = subBandEdges[b] as number; k < (subBandEdges[b + 1] as number); k++) {
        sum += magnitudes[offset + k] as number;
      }
      const level = Math.log(
        1 + (scale * sum) / ((subBandEdges[b + 1] as number) - (subBandEdges[b] as number)),
      );
      current[b] = level;
      const rise = level - (previous[b] as number);
      const band = bands[bandOfSubBand[b] as number];
      if (band && f > 0 && rise > 0) band[f] = (band[f] as number) + rise;
    }
    [previous, current] = [current, previous];
  }
  return bands;
}

// Bin indices where quarter-octave sub-bands from the lowest band edge start, each at least one bin wide.
function quarterOctaveEdges(binCount: number, binWidth: number): number[] {
  const edges = [Math.max(1, Math.ceil((BAND_EDGES_HZ[0] as number) / binWidth))];
  for (let hz = (BAND_EDGES_HZ[0] as number) * 2 ** 0.25; ; hz *= 2 ** 0.25) {
    const bin = Math.min(binCount, Math.ceil(hz / binWidth));
    if (bin > (edges[edges.length - 1] as number)) edges.push(bin);
    if (bin >= binCount) return edges;
  }
}

function bandIndex(frequency: number): number {
  let band = 0;
  while (band + 2 < BAND_EDGES_HZ.length && frequency >= (BAND_EDGES_HZ[band + 1] as number)) band++;
  return band;
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

// Scaled so that the band's strong onsets (its 99th percentile) reach 1, however busy the band is.
function scaledToUnitPeak(values: Float64Array): Float64Array {
  const sorted = Float64Array.from(values).sort();
  const peak = sorted[Math.floor(PEAK_PERCENTILE * (sorted.length - 1))] ?? 0;
  if (!(peak >= LEAST_ONSET_PEAK)) return new Float64Array(values.length);
  return values.map((value) => value / peak);
}

import type { DecodedAudio } from './analysis.types.js';

/** A single channel at a reduced sample rate, for the spectral features that need no high frequencies. */
export interface MonoSignal {
  sampleRate: number;
  samples: Float32Array;
}

// A half-band low-pass (Hann-windowed sinc at a quarter of the rate, 23 taps): every other tap but the
// centre is zero, so each halving costs six multiplications an output sample.
const HALF_BAND_PAIRS = halfBandPairs(6);

/** Averages the channels and halves the rate while it stays at or above `minimumRate` Hz. */
export function monoDownsample(audio: DecodedAudio, minimumRate: number): MonoSignal {
  let samples = averageChannels(audio.channels);
  let sampleRate = audio.sampleRate;
  while (sampleRate / 2 >= minimumRate) {
    samples = halveRate(samples);
    sampleRate /= 2;
  }
  return { sampleRate, samples };
}

function averageChannels(channels: Float32Array[]): Float32Array {
  const [first, second] = channels;
  if (!first) return new Float32Array(0);
  if (!second || channels.length > 2) return channels.length > 2 ? averageMany(channels) : first;
  const mono = new Float32Array(first.length);
  for (let i = 0; i < mono.length; i++) mono[i] = 0.5 * ((first[i] as number) + (second[i] as number));
  return mono;
}

function averageMany(channels: Float32Array[]): Float32Array {
  const mono = new Float32Array(channels[0]?.length ?? 0);
  for (const channel of channels)
    for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] as number) + (channel[i] as number);
  return mono.map((sum) => sum / channels.length);
}

function halveRate(samples: Float32Array): Float32Array {
  const reach = 2 * HALF_BAND_PAIRS.length - 1;
  const padded = new Float32Array(samples.length + 2 * reach);
  padded.set(samples, reach);
  const output = new Float32Array(Math.floor(samples.length / 2));
  for (let o = 0; o < output.length; o++) {
    const centre = reach + 2 * o;
    let sum = 0.5 * (padded[centre] as number);
    for (let p = 0; p < HALF_BAND_PAIRS.length; p++) {
      const distance = 2 * p + 1;
      sum +=
        (HALF_BAND_PAIRS[p] as number) *
        ((padded[centre - distance] as number) + (padded[centre + distance] as number));
    }
    output[o] = sum;
  }
  return output;
}

// Taps at odd distances 1, 3, 5... from the centre, scaled so that the whole filter passes DC at 1.
function halfBandPairs(pairCount: number): Float64Array {
  const reach = 2 * pairCount;
  const pairs = Float64Array.from({ length: pairCount }, (_, p) => {
    const distance = 2 * p + 1;
    const window = 0.5 + 0.5 * Math.cos((Math.PI * distance) / reach);
    return (Math.sin((Math.PI * distance) / 2) / (Math.PI * distance)) * window;
  });
  const sideSum = 2 * pairs.reduce((sum, tap) => sum + tap, 0);
  return pairs.map((tap) => (tap * 0.5) / sideSum);
}

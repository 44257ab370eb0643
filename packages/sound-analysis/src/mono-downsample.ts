import type { DecodedAudio } from './analysis.types.js';

/** A single channel at a reduced sample rate, for the spectral features that need no high frequencies. */
export interface MonoSignal {
  sampleRate: number;
  samples: Float32Array;
}

// A half-band low-pass (Hann-windowed sinc at a quarter of the rate, 23 taps): every other tap but the
// centre is zero, so each halving costs six multiplications an output sample.
const [P1, P2, P3, P4, P5, P6] = halfBandPairs(6);
const REACH = 11;

/** Averages the channels and halves the rate while it stays at or above `minimumRate` Hz. */
export function monoDownsample(audio: DecodedAudio, minimumRate: number): MonoSignal {
  let sampleRate = audio.sampleRate;
  let padded = averageChannels(audio.channels, REACH);
  while (sampleRate / 2 >= minimumRate) {
    padded = halveRate(padded);
    sampleRate /= 2;
  }
  return { sampleRate, samples: padded.subarray(REACH, padded.length - REACH) };
}

// The channels' mean, with `padding` zeros before and after (the filter reads that far either side).
function averageChannels(channels: Float32Array[], padding: number): Float32Array {
  const length = channels[0]?.length ?? 0;
  const mono = new Float32Array(length + 2 * padding);
  const [left, right] = channels;
  if (left && right && channels.length === 2) {
    for (let i = 0; i < length; i++) mono[i + padding] = 0.5 * ((left[i] as number) + (right[i] as number));
    return mono;
  }
  for (const channel of channels) {
    for (let i = 0; i < length; i++)
      mono[i + padding] = (mono[i + padding] as number) + (channel[i] as number);
  }
  if (channels.length > 1)
    for (let i = 0; i < mono.length; i++) mono[i] = (mono[i] as number) / channels.length;
  return mono;
}

// Input and output both carry REACH zeros at either end, which the filter reads past the signal's ends.
// Written out tap by tap: twice as fast here as a loop over the taps.
function halveRate(x: Float32Array): Float32Array {
  const outputLength = Math.floor((x.length - 2 * REACH) / 2);
  const output = new Float32Array(outputLength + 2 * REACH);
  for (let o = 0; o < outputLength; o++) {
    const c = REACH + 2 * o;
    output[REACH + o] =
      0.5 * (x[c] as number) +
      P1 * ((x[c - 1] as number) + (x[c + 1] as number)) +
      P2 * ((x[c - 3] as number) + (x[c + 3] as number)) +
      P3 * ((x[c - 5] as number) + (x[c + 5] as number)) +
      P4 * ((x[c - 7] as number) + (x[c + 7] as number)) +
      P5 * ((x[c - 9] as number) + (x[c + 9] as number)) +
      P6 * ((x[c - 11] as number) + (x[c + 11] as number));
  }
  return output;
}

// Taps at odd distances 1, 3, 5... from the centre, scaled so that the whole filter passes DC at 1.
function halfBandPairs(pairCount: number): [number, number, number, number, number, number] {
  const reach = 2 * pairCount;
  const pairs = Array.from({ length: pairCount }, (_, p) => {
    const distance = 2 * p + 1;
    const window = 0.5 + 0.5 * Math.cos((Math.PI * distance) / reach);
    return (Math.sin((Math.PI * distance) / 2) / (Math.PI * distance)) * window;
  });
  const sideSum = 2 * pairs.reduce((sum, tap) => sum + tap, 0);
  return pairs.map((tap) => (tap * 0.5) / sideSum) as [number, number, number, number, number, number];
}

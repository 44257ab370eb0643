import { Resampler } from './resampler.js';

/**
 * What an analysis needs of the audio. By default every channel (at most two) at the file's own rate,
 * as loudness needs; `mono` mixes the channels into one, and `maxSampleRate` resamples a higher rate
 * down to it, for analyses that need neither (a fingerprint, key, tempo), at a fraction of the memory.
 */
export interface AudioShape {
  mono?: boolean;
  maxSampleRate?: number;
}

/** The rate that audio at `sampleRate` has once shaped. */
export function shapedRate(sampleRate: number, shape: AudioShape): number {
  const { maxSampleRate } = shape;
  return maxSampleRate && sampleRate > maxSampleRate ? maxSampleRate : sampleRate;
}

/** The mean of the channels, sample by sample. */
export function mixToMono(channels: Float32Array[]): Float32Array {
  const [first, second] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mixed = new Float32Array(first.length);
  if (channels.length === 2 && second) {
    for (let i = 0; i < mixed.length; i++) mixed[i] = ((first[i] as number) + (second[i] as number)) / 2;
    return mixed;
  }
  for (const channel of channels)
    for (let i = 0; i < mixed.length; i++) mixed[i] = (mixed[i] as number) + (channel[i] as number);
  for (let i = 0; i < mixed.length; i++) mixed[i] = (mixed[i] as number) / channels.length;
  return mixed;
}

/** Brings blocks of audio, in order, into a shape; memory stays a block and the resamplers' history. */
export class AudioShaper {
  readonly sampleRate: number;
  private readonly resamplers: Resampler[] | null;

  constructor(
    sourceRate: number,
    channelCount: number,
    private readonly shape: AudioShape,
  ) {
    this.sampleRate = shapedRate(sourceRate, shape);
    const outputChannels = shape.mono ? 1 : channelCount;
    this.resamplers =
      this.sampleRate === sourceRate
        ? null
        : Array.from({ length: outputChannels }, () => new Resampler(sourceRate, this.sampleRate));
  }

  /** The shaped samples of the next block (one array a channel). */
  push(channels: Float32Array[]): Float32Array[] {
    const mixed = this.shape.mono ? [mixToMono(channels)] : channels;
    const resamplers = this.resamplers;
    if (!resamplers) return mixed;
    return mixed.map((samples, channel) => (resamplers[channel] as Resampler).push(samples));
  }

  /** The samples still held back by the resamplers. */
  finish(): Float32Array[] {
    return this.resamplers ? this.resamplers.map((resampler) => resampler.finish()) : [];
  }
}

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';
import type { AudioFacts } from './audio-facts.js';
import type { AudioFormat } from './audio-format.js';
import { readWavLayout, sampleReader } from './wav-layout.js';

/** Min/max pairs stored per recording: one per pixel of the widest waveform the player draws (8000 px). */
export const STORED_PEAK_PAIRS = 8000;

/**
 * Accumulates the lowest and highest sample of each of a fixed number of equal time slices, across
 * channels, and packs them as signed bytes [min0, max0, min1, max1, ...] (-127..127).
 */
export class PeakAccumulator {
  private readonly mins: Float32Array;
  private readonly maxs: Float32Array;
  private readonly framesPerPair: number;
  private frame = 0;

  constructor(
    totalFrames: number,
    readonly pairCount = Math.max(1, Math.min(STORED_PEAK_PAIRS, Math.floor(totalFrames))),
  ) {
    this.mins = new Float32Array(pairCount);
    this.maxs = new Float32Array(pairCount);
    this.framesPerPair = Math.max(totalFrames, 1) / pairCount;
  }

  /** Adds one frame given as its lowest and highest channel value. */
  addFrame(low: number, high: number): void {
    const index = Math.min(this.pairCount - 1, Math.floor(this.frame / this.framesPerPair));
    if (low < (this.mins[index] ?? 0)) this.mins[index] = low;
    if (high > (this.maxs[index] ?? 0)) this.maxs[index] = high;
    this.frame++;
  }

  pack(): Buffer {
    const packed = Buffer.alloc(this.pairCount * 2);
    for (let i = 0; i < this.pairCount; i++) {
      packed.writeInt8(toByte(this.mins[i] ?? 0), i * 2);
      packed.writeInt8(toByte(this.maxs[i] ?? 0), i * 2 + 1);
    }
    return packed;
  }
}

function toByte(value: number): number {
  return Math.round(Math.max(-1, Math.min(1, value)) * 127);
}

/** Computes a recording's peaks by streaming through it once; memory stays flat whatever its length. */
export async function computeWaveformPeaks(
  filePath: string,
  format: AudioFormat,
  facts: AudioFacts,
): Promise<Buffer | null> {
  if (format === 'WAV') return computeWavPeaks(filePath);
  if (format === 'MP3') return computeMp3Peaks(filePath, facts);
  return null;
}

async function computeWavPeaks(filePath: string): Promise<Buffer | null> {
  const handle = await fsp.open(filePath, 'r');
  let layout: Awaited<ReturnType<typeof readWavLayout>>;
  try {
    layout = await readWavLayout(handle, (await handle.stat()).size);
  } finally {
    await handle.close();
  }
  if (!layout) return null;
  const { blockAlign, channels, bitsPerSample } = layout;
  const bytesPerSample = bitsPerSample / 8;
  const readSample = sampleReader(layout);
  const peaks = new PeakAccumulator(Math.floor(layout.dataLength / blockAlign));
  const stream = fs.createReadStream(filePath, {
    start: layout.dataOffset,
    end: layout.dataOffset + layout.dataLength - 1,
    highWaterMark: 1 << 16,
  });
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = buffer.length - (buffer.length % blockAlign);
    for (let offset = 0; offset < whole; offset += blockAlign) {
      let low = 1;
      let high = -1;
      for (let channel = 0; channel < channels; channel++) {
        const value = readSample(buffer, offset + channel * bytesPerSample);
        if (value < low) low = value;
        if (value > high) high = value;
      }
      peaks.addFrame(low, high);
    }
    carry = buffer.subarray(whole);
  }
  return peaks.pack();
}

async function computeMp3Peaks(filePath: string, facts: AudioFacts): Promise<Buffer | null> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const peaks = new PeakAccumulator(Math.ceil(facts.durationSeconds * facts.sampleRate));
    let decodedSamples = 0;
    const stream = fs.createReadStream(filePath, { highWaterMark: 1 << 16 });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const { channelData, samplesDecoded } = decoder.decode(chunk);
      decodedSamples += samplesDecoded;
      for (let i = 0; i < samplesDecoded; i++) {
        let low = 1;
        let high = -1;
        for (const channel of channelData) {
          const value = channel[i] ?? 0;
          if (value < low) low = value;
          if (value > high) high = value;
        }
        peaks.addFrame(low, high);
      }
    }
    return decodedSamples > 0 ? peaks.pack() : null;
  } finally {
    decoder.free();
  }
}

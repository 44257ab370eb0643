import fs from 'node:fs';
import fsp, { type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import { MPEGDecoder } from 'mpg123-decoder';
import type { AudioFacts } from './audio-facts.js';
import type { AudioFormat } from './audio-format.js';
import { readWavLayout, sampleReader, type WavLayout } from './wav-layout.js';

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
    this.addExtremes(this.pairOf(this.frame), low, high);
    this.frame++;
  }

  /** The pair a frame (counted from 0) falls in. */
  pairOf(frame: number): number {
    return Math.min(this.pairCount - 1, Math.floor(frame / this.framesPerPair));
  }

  /** The first frame of a pair, by the same rounding as pairOf; Infinity past the last pair. */
  firstFrameOf(pair: number): number {
    if (pair <= 0) return 0;
    if (pair >= this.pairCount) return Number.POSITIVE_INFINITY;
    let frame = Math.ceil(pair * this.framesPerPair);
    while (frame > 0 && this.pairOf(frame - 1) >= pair) frame--;
    while (this.pairOf(frame) < pair) frame++;
    return frame;
  }

  /** Widens a pair to include a lowest and a highest value seen in some of its frames. */
  addExtremes(pair: number, low: number, high: number): void {
    if (low < (this.mins[pair] ?? 0)) this.mins[pair] = low;
    if (high > (this.maxs[pair] ?? 0)) this.maxs[pair] = high;
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
  try {
    const layout = await readWavLayout(handle, (await handle.stat()).size);
    return layout ? await scanWavPeaks(handle, layout) : null;
  } finally {
    await handle.close();
  }
}

/** Bytes read at a time: large reads into one reused buffer, rather than a stream of small chunks. */
const WAV_READ_BYTES = 1 << 20;

/**
 * Reads the samples in large blocks and takes each pair's extremes with a tight loop over a typed
 * array of the raw values, scaling only the two extremes (the scales are monotonic, so the result is
 * what scaling every sample would give). This is the upload's hottest loop: one pass over every sample.
 */
async function scanWavPeaks(handle: FileHandle, layout: WavLayout): Promise<Buffer> {
  const { blockAlign, channels } = layout;
  const totalFrames = Math.floor(layout.dataLength / blockAlign);
  const peaks = new PeakAccumulator(totalFrames);
  const framesPerRead = Math.max(1, Math.floor(WAV_READ_BYTES / blockAlign));
  // Its own ArrayBuffer at offset 0, so typed array views over it are aligned.
  const buffer = Buffer.allocUnsafeSlow(framesPerRead * blockAlign);
  const extremes = extremesReader(layout, buffer);
  for (let first = 0; first < totalFrames; first += framesPerRead) {
    const wanted = Math.min(framesPerRead, totalFrames - first) * blockAlign;
    const read = await readUpTo(handle, buffer, wanted, layout.dataOffset + first * blockAlign);
    const frames = Math.floor(read / blockAlign);
    let frame = 0;
    while (frame < frames) {
      const pair = peaks.pairOf(first + frame);
      const end = Math.min(frames, peaks.firstFrameOf(pair + 1) - first);
      const [low, high] = extremes(frame * channels, end * channels);
      peaks.addExtremes(pair, low, high);
      frame = end;
    }
    // A file shorter than its layout said (it cannot shrink under us, but) ends the scan, as a stream would.
    if (read < wanted) break;
  }
  return peaks.pack();
}

/** Fills `length` bytes from `position`, fewer only at the end of the file; answers how many. */
async function readUpTo(handle: FileHandle, buffer: Buffer, length: number, position: number) {
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled;
}

/** Lowest and highest sample (scaled to -1..1) among samples [start, end) of the buffer, interleaved. */
type ExtremesReader = (start: number, end: number) => [number, number];

function extremesReader(layout: WavLayout, buffer: Buffer): ExtremesReader {
  const bytes = buffer.buffer;
  const littleEndian = os.endianness() === 'LE';
  const { encoding, bitsPerSample } = layout;
  if (encoding === 'int' && bitsPerSample === 8) {
    const view = new Uint8Array(bytes, 0, buffer.length);
    return (start, end) => scaled(rawExtremes(view, start, end), (raw) => (raw - 128) / 128);
  }
  if (littleEndian && encoding === 'int' && bitsPerSample === 16) {
    const view = new Int16Array(bytes, 0, buffer.length / 2);
    return (start, end) => scaled(rawExtremes(view, start, end), (raw) => raw / 32768);
  }
  if (littleEndian && encoding === 'int' && bitsPerSample === 32) {
    const view = new Int32Array(bytes, 0, buffer.length / 4);
    return (start, end) => scaled(rawExtremes(view, start, end), (raw) => raw / 2147483648);
  }
  if (littleEndian && encoding === 'float' && bitsPerSample === 32) {
    const view = new Float32Array(bytes, 0, buffer.length / 4);
    return (start, end) => rawExtremes(view, start, end);
  }
  if (littleEndian && encoding === 'float' && bitsPerSample === 64) {
    const view = new Float64Array(bytes, 0, buffer.length / 8);
    return (start, end) => rawExtremes(view, start, end);
  }
  // 24-bit samples (and any big-endian machine): one sample at a time.
  const readSample = sampleReader(layout);
  const bytesPerSample = bitsPerSample / 8;
  return (start, end) => {
    let low = 1;
    let high = -1;
    for (let i = start; i < end; i++) {
      const value = readSample(buffer, i * bytesPerSample);
      if (value < low) low = value;
      if (value > high) high = value;
    }
    return [low, high];
  };
}

/**
 * The extremes of raw values. Comparisons rather than Math.min/max, so a NaN float sample is skipped
 * as the frame-by-frame reading skipped it. An empty range gives [Infinity, -Infinity]: no change.
 */
function rawExtremes(
  view: Uint8Array | Int16Array | Int32Array | Float32Array | Float64Array,
  start: number,
  end: number,
): [number, number] {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let i = start; i < end; i++) {
    const value = view[i] as number;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return [low, high];
}

function scaled([low, high]: [number, number], scale: (raw: number) => number): [number, number] {
  return [scale(low), scale(high)];
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

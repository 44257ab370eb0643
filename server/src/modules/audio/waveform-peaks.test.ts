import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioFacts } from './audio-facts.js';
import { readWavLayout, sampleReader } from './wav-layout.js';
import { computeWaveformPeaks, PeakAccumulator, StreamingWavPeaks } from './waveform-peaks.js';

let root: string;
beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'backline-peaks-'));
});
afterAll(() => fsp.rm(root, { recursive: true, force: true }));

const NO_FACTS: AudioFacts = { durationSeconds: 1, sampleRate: 8000, channels: 1, bitRate: 0, codec: 'pcm' };

/** The frame-by-frame reading the fast scan replaced: the reference its output must equal byte for byte. */
async function framewisePeaks(filePath: string): Promise<Buffer | null> {
  const handle = await fsp.open(filePath, 'r');
  const layout = await readWavLayout(handle, (await handle.stat()).size).finally(() => handle.close());
  if (!layout) return null;
  const { blockAlign, channels, bitsPerSample } = layout;
  const readSample = sampleReader(layout);
  const peaks = new PeakAccumulator(Math.floor(layout.dataLength / blockAlign));
  const bytes = await fsp.readFile(filePath);
  const data = bytes.subarray(layout.dataOffset, layout.dataOffset + layout.dataLength);
  for (let offset = 0; offset + blockAlign <= data.length; offset += blockAlign) {
    let low = 1;
    let high = -1;
    for (let channel = 0; channel < channels; channel++) {
      const value = readSample(data, offset + (channel * bitsPerSample) / 8);
      if (value < low) low = value;
      if (value > high) high = value;
    }
    peaks.addFrame(low, high);
  }
  return peaks.pack();
}

interface WavSpec {
  tag: 1 | 3;
  bits: number;
  channels: number;
  frames: number;
  /** Extra bytes after the last whole frame (a truncated frame). */
  trailing?: number;
  /** A LIST chunk before the data, as tag editors write. */
  listChunk?: boolean;
  /** Float files: put NaN and out-of-range samples in. */
  oddFloats?: boolean;
  /** 16-bit files: frames whose samples are the lowest and highest value, in turn. */
  fullScaleAt?: number[];
}

/** A WAV of pseudo-random samples (a loud burst in the middle) in the given encoding. */
function makeWavOf(spec: WavSpec): Buffer {
  const bytesPerSample = spec.bits / 8;
  const blockAlign = spec.channels * bytesPerSample;
  const data = Buffer.alloc(spec.frames * blockAlign + (spec.trailing ?? 0), 0x11);
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let frame = 0; frame < spec.frames; frame++) {
    const loud = frame > spec.frames / 3 && frame < spec.frames / 2 ? 1 : 0.3;
    for (let channel = 0; channel < spec.channels; channel++) {
      const value = (random() * 2 - 1) * loud;
      const offset = frame * blockAlign + channel * bytesPerSample;
      if (spec.tag === 3) {
        const odd = spec.oddFloats && frame % 997 === 0 ? [Number.NaN, 1.5, -2][frame % 3] : undefined;
        if (spec.bits === 32) data.writeFloatLE(odd ?? value, offset);
        else data.writeDoubleLE(odd ?? value, offset);
      } else if (spec.bits === 8) data.writeUInt8(Math.round(value * 127) + 128, offset);
      else
        data.writeIntLE(Math.round(value * (2 ** (spec.bits - 1) - 1)), offset, Math.min(bytesPerSample, 6));
    }
  }
  for (const [i, frame] of (spec.fullScaleAt ?? []).entries())
    for (let channel = 0; channel < spec.channels; channel++)
      data.writeInt16LE((i + channel) % 2 ? 32767 : -32768, frame * blockAlign + channel * 2);
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(spec.tag, 8);
  fmt.writeUInt16LE(spec.channels, 10);
  fmt.writeUInt32LE(8000, 12);
  fmt.writeUInt32LE(8000 * blockAlign, 16);
  fmt.writeUInt16LE(blockAlign, 20);
  fmt.writeUInt16LE(spec.bits, 22);
  const list = spec.listChunk ? Buffer.from('LIST\x05\x00\x00\x00INFOx\x00', 'latin1') : Buffer.alloc(0);
  const dataHead = Buffer.alloc(8);
  dataHead.write('data', 0, 'latin1');
  dataHead.writeUInt32LE(data.length, 4);
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), fmt, list, dataHead, data]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

const cases: [string, WavSpec][] = [
  ['16-bit stereo, over several read blocks', { tag: 1, bits: 16, channels: 2, frames: 700_001 }],
  [
    '16-bit mono, full scale in every lane and in the tails',
    { tag: 1, bits: 16, channels: 1, frames: 2_000_003, fullScaleAt: [0, 1, 250, 251, 256, 263, 1_999_999] },
  ],
  ['16-bit mono, fewer frames than pairs', { tag: 1, bits: 16, channels: 1, frames: 5_001 }],
  ['8-bit mono with a LIST chunk', { tag: 1, bits: 8, channels: 1, frames: 123_457, listChunk: true }],
  [
    '24-bit, 3 channels (blocks not dividing the read size)',
    { tag: 1, bits: 24, channels: 3, frames: 400_003 },
  ],
  [
    '32-bit integer stereo, a truncated last frame',
    { tag: 1, bits: 32, channels: 2, frames: 300_007, trailing: 5 },
  ],
  [
    '32-bit float stereo with NaN and out-of-range samples',
    { tag: 3, bits: 32, channels: 2, frames: 300_011, oddFloats: true },
  ],
  ['64-bit float, 5 channels', { tag: 3, bits: 64, channels: 5, frames: 60_013, oddFloats: true }],
  ['16-bit stereo, one frame', { tag: 1, bits: 16, channels: 2, frames: 1 }],
];

describe('computeWaveformPeaks for WAV', () => {
  it.each(cases)('%s: byte for byte what frame-by-frame reading gives', async (_name, spec) => {
    const filePath = path.join(root, `${spec.tag}-${spec.bits}-${spec.channels}-${spec.frames}.wav`);
    await fsp.writeFile(filePath, makeWavOf(spec));
    const expected = await framewisePeaks(filePath);
    const peaks = await computeWaveformPeaks(filePath, 'WAV', NO_FACTS);
    expect(peaks).not.toBeNull();
    expect(peaks?.length).toBe(Math.min(8000, spec.frames) * 2);
    expect(peaks?.equals(expected ?? Buffer.alloc(0))).toBe(true);
    if (spec.frames > 1000) expect(peaks?.some((byte) => byte !== 0)).toBe(true);
  });

  it('answers null for a WAV with no readable data chunk', async () => {
    const filePath = path.join(root, 'no-data.wav');
    const wav = makeWavOf({ tag: 1, bits: 16, channels: 1, frames: 10 });
    wav.writeUInt16LE(12, 34); // 12 bits a sample: no encoding the app reads
    await fsp.writeFile(filePath, wav);
    expect(await computeWaveformPeaks(filePath, 'WAV', NO_FACTS)).toBeNull();
  });
});

/** Feeds bytes to a StreamingWavPeaks in chunks of varying odd sizes, as a socket delivers them. */
function streamedPeaks(bytes: Buffer, sizes = [1, 7, 13, 65_536, 3, 100_003, 16_384]): Buffer | null {
  const streaming = new StreamingWavPeaks();
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    streaming.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return streaming.finish(bytes.length);
}

describe('StreamingWavPeaks (peaks taken while a WAV arrives)', () => {
  it.each(cases)('%s: byte for byte what scanning the stored file gives', async (_name, spec) => {
    const wav = makeWavOf(spec);
    const filePath = path.join(root, `streamed-${spec.tag}-${spec.bits}-${spec.channels}-${spec.frames}.wav`);
    await fsp.writeFile(filePath, wav);
    const fromFile = await computeWaveformPeaks(filePath, 'WAV', NO_FACTS);
    const streamed = streamedPeaks(wav);
    expect(streamed).not.toBeNull();
    expect(streamed?.equals(fromFile ?? Buffer.alloc(0))).toBe(true);
    expect(streamedPeaks(wav, [wav.length])?.equals(fromFile ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers null, so the file is scanned, for a WAV shorter than declared and for other files', () => {
    const wav = makeWavOf({ tag: 1, bits: 16, channels: 2, frames: 50_000 });
    expect(streamedPeaks(wav.subarray(0, wav.length - 1000))).toBeNull();
    const unreadable = Buffer.from(wav);
    unreadable.writeUInt16LE(12, 34);
    expect(streamedPeaks(unreadable)).toBeNull();
    expect(streamedPeaks(Buffer.from('ID3 not a wav at all, but long enough'))).toBeNull();
    const streaming = new StreamingWavPeaks();
    streaming.push(wav);
    expect(streaming.finish(wav.length + 1)).toBeNull();
  });
});

describe('PeakAccumulator.firstFrameOf', () => {
  it('agrees with pairOf at every boundary', () => {
    for (const totalFrames of [1, 7_999, 8_000, 8_001, 44_100 * 3 + 17, 49_807_360]) {
      const peaks = new PeakAccumulator(totalFrames);
      for (let pair = 1; pair < peaks.pairCount; pair += totalFrames > 100_000 ? 37 : 1) {
        const first = peaks.firstFrameOf(pair);
        expect(peaks.pairOf(first)).toBe(pair);
        expect(peaks.pairOf(first - 1)).toBe(pair - 1);
      }
      expect(peaks.firstFrameOf(peaks.pairCount)).toBe(Number.POSITIVE_INFINITY);
    }
  });
});

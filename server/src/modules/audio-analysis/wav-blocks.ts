import fsp, { type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import type { DecodedAudio } from '@backline/sound-analysis';
import { readWavLayout, sampleReader, type WavLayout } from '../audio/wav-layout.js';
import { readUpTo } from '../audio/wav-peaks.js';
import { UnreadableAudioError } from './unreadable-audio-error.js';

/** Bytes read at a time into one reused buffer. */
const READ_BYTES = 1 << 20;
/** A data size some streaming writers leave in the header when they cannot seek back to fix it. */
const SIZE_UNKNOWN = 0xffffffff;
const littleEndian = os.endianness() === 'LE';

/** Where a stored WAV's samples are, what they are, and how many whole frames there are. */
export interface WavSource {
  layout: WavLayout;
  frames: number;
}

/** The stored WAV's layout; refuses, with the reason, a file that is not one or is cut short. */
export async function openWav(handle: FileHandle): Promise<WavSource> {
  const fileSize = (await handle.stat()).size;
  const layout = await readWavLayout(handle, fileSize);
  if (!layout)
    throw new UnreadableAudioError(
      'not a WAV file with 8/16/24/32-bit integer or 32/64-bit float PCM samples',
    );
  const declared = Buffer.alloc(4);
  await handle.read(declared, 0, 4, layout.dataOffset - 4);
  const declaredBytes = declared.readUInt32LE(0);
  // Less than a frame missing is a writer's rounding (a pad byte counted), not a cut.
  if (declaredBytes !== SIZE_UNKNOWN && declaredBytes - layout.dataLength >= layout.blockAlign)
    throw new UnreadableAudioError(
      `the WAV file is cut short: its header promises ${declaredBytes} bytes of samples, the file holds ${layout.dataLength}`,
    );
  return { layout, frames: Math.floor(layout.dataLength / layout.blockAlign) };
}

/** The samples of a stored WAV, block by block: its first two channels, scaled to -1..1. */
export async function* readWavBlocks(filePath: string): AsyncGenerator<DecodedAudio> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { layout, frames } = await openWav(handle);
    const framesPerRead = Math.max(1, Math.floor(READ_BYTES / layout.blockAlign));
    const buffer = Buffer.allocUnsafeSlow(framesPerRead * layout.blockAlign);
    const convert = blockConverter(layout, buffer);
    for (let first = 0; first < frames; first += framesPerRead) {
      const wanted = Math.min(framesPerRead, frames - first) * layout.blockAlign;
      const bytesRead = await readUpTo(handle, buffer, wanted, layout.dataOffset + first * layout.blockAlign);
      const read = Math.floor(bytesRead / layout.blockAlign);
      if (read) yield { sampleRate: layout.sampleRate, channels: convert(read) };
      if (bytesRead < wanted) throw new UnreadableAudioError('the WAV file got shorter while it was read');
    }
  } finally {
    await handle.close();
  }
}

/** Converts the first `frames` frames in `buffer` into one Float32Array for each kept channel. */
type BlockConverter = (frames: number) => Float32Array[];

function blockConverter(layout: WavLayout, buffer: Buffer): BlockConverter {
  const { channels, bitsPerSample, encoding } = layout;
  const kept = Math.min(2, channels);
  const view = littleEndian ? typedView(layout, buffer) : null;
  if (view && encoding === 'float') {
    return (frames) =>
      Array.from({ length: kept }, (_, channel) => {
        const out = new Float32Array(frames);
        for (let i = 0; i < frames; i++) out[i] = finiteOrZero(view[i * channels + channel] as number);
        return out;
      });
  }
  if (view) {
    const scale = 1 / 2 ** (bitsPerSample - 1);
    return (frames) =>
      Array.from({ length: kept }, (_, channel) => {
        const out = new Float32Array(frames);
        for (let i = 0; i < frames; i++) out[i] = (view[i * channels + channel] as number) * scale;
        return out;
      });
  }
  // 8- and 24-bit samples (and any big-endian machine): one sample at a time.
  const readSample = sampleReader(layout);
  const bytesPerSample = bitsPerSample / 8;
  return (frames) =>
    Array.from({ length: kept }, (_, channel) => {
      const out = new Float32Array(frames);
      for (let i = 0; i < frames; i++)
        out[i] = finiteOrZero(readSample(buffer, (i * channels + channel) * bytesPerSample));
      return out;
    });
}

/** A NaN or infinite float sample would poison every sum an analysis takes: it reads as silence. */
function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** A typed array over the buffer for the encodings that map onto one (little-endian only). */
function typedView(
  layout: WavLayout,
  buffer: Buffer,
): Int16Array | Int32Array | Float32Array | Float64Array | null {
  const { encoding, bitsPerSample } = layout;
  // allocUnsafeSlow gives the buffer an ArrayBuffer of its own, at offset 0: every view is aligned.
  const bytes = buffer.buffer;
  if (encoding === 'int' && bitsPerSample === 16) return new Int16Array(bytes, 0, buffer.length >> 1);
  if (encoding === 'int' && bitsPerSample === 32) return new Int32Array(bytes, 0, buffer.length >> 2);
  if (encoding === 'float' && bitsPerSample === 32) return new Float32Array(bytes, 0, buffer.length >> 2);
  if (encoding === 'float' && bitsPerSample === 64) return new Float64Array(bytes, 0, buffer.length >> 3);
  return null;
}

import type { FileHandle } from 'node:fs/promises';

/** Where a WAV file's samples are and how they are encoded. */
export interface WavLayout {
  encoding: 'int' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
  dataOffset: number;
  dataLength: number;
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_IEEE_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
const HEADER_SCAN_LIMIT = 1 << 20;

/** Walks the RIFF chunks for `fmt ` and `data`; null when they are missing or describe no playable PCM. */
export async function readWavLayout(file: FileHandle, fileSize: number): Promise<WavLayout | null> {
  let format: Omit<WavLayout, 'dataOffset' | 'dataLength'> | null = null;
  let offset = 12;
  const header = Buffer.alloc(8);
  while (offset + 8 <= Math.min(fileSize, HEADER_SCAN_LIMIT)) {
    await file.read(header, 0, 8, offset);
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    const body = offset + 8;
    if (id === 'fmt ') format = await readFormatChunk(file, body, size);
    if (id === 'data') {
      if (!format) return null;
      const dataLength = Math.min(size, fileSize - body);
      return dataLength >= format.blockAlign ? { ...format, dataOffset: body, dataLength } : null;
    }
    offset = body + size + (size % 2);
  }
  return null;
}

async function readFormatChunk(file: FileHandle, offset: number, size: number) {
  if (size < 16) return null;
  const chunk = Buffer.alloc(Math.min(size, 40));
  await file.read(chunk, 0, chunk.length, offset);
  let tag = chunk.readUInt16LE(0);
  if (tag === WAVE_FORMAT_EXTENSIBLE && chunk.length >= 26) tag = chunk.readUInt16LE(24);
  const channels = chunk.readUInt16LE(2);
  const sampleRate = chunk.readUInt32LE(4);
  const blockAlign = chunk.readUInt16LE(12);
  const bitsPerSample = chunk.readUInt16LE(14);
  const encoding = tag === WAVE_FORMAT_PCM ? 'int' : tag === WAVE_FORMAT_IEEE_FLOAT ? 'float' : null;
  const supportedBits = encoding === 'int' ? [8, 16, 24, 32] : [32, 64];
  if (!encoding || !channels || !sampleRate || !supportedBits.includes(bitsPerSample)) return null;
  if (blockAlign !== (channels * bitsPerSample) / 8) return null;
  return { encoding, channels, sampleRate, bitsPerSample, blockAlign } as const;
}

/** A reader of one sample at a byte offset, scaled to -1..1. */
export function sampleReader(layout: WavLayout): (buffer: Buffer, offset: number) => number {
  if (layout.encoding === 'float') {
    return layout.bitsPerSample === 32 ? (b, o) => b.readFloatLE(o) : (b, o) => b.readDoubleLE(o);
  }
  switch (layout.bitsPerSample) {
    case 8:
      return (b, o) => ((b[o] ?? 128) - 128) / 128;
    case 16:
      return (b, o) => b.readInt16LE(o) / 32768;
    case 24:
      return (b, o) => b.readIntLE(o, 3) / 8388608;
    default:
      return (b, o) => b.readInt32LE(o) / 2147483648;
  }
}

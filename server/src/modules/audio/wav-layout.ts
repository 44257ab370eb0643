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
/** The bytes at the start of a file that hold every chunk header parseWavLayout may read. */
export const WAV_HEAD_BYTES = HEADER_SCAN_LIMIT + 48;

/** Walks the RIFF chunks for `fmt ` and `data`; null when they are missing or describe no playable PCM. */
export async function readWavLayout(file: FileHandle, fileSize: number): Promise<WavLayout | null> {
  const head = Buffer.alloc(Math.min(fileSize, WAV_HEAD_BYTES));
  const { bytesRead } = await file.read(head, 0, head.length, 0);
  return parseWavLayout(head.subarray(0, bytesRead), fileSize) ?? null;
}

/**
 * The layout from a file's first bytes. `fileSize` may be Infinity while the file is still arriving:
 * the data length is then the one the header declares. Undefined when `head` ends before the answer.
 */
export function parseWavLayout(head: Buffer, fileSize: number): WavLayout | null | undefined {
  let format: Omit<WavLayout, 'dataOffset' | 'dataLength'> | null = null;
  let offset = 12;
  while (offset + 8 <= Math.min(fileSize, HEADER_SCAN_LIMIT)) {
    if (offset + 8 > head.length) return undefined;
    const id = head.toString('latin1', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const formatBytes = Math.min(size, 40, fileSize - body);
      if (body + formatBytes > head.length) return undefined;
      format = readFormatChunk(head.subarray(body, body + formatBytes), size);
    }
    if (id === 'data') {
      if (!format) return null;
      const dataLength = Math.min(size, fileSize - body);
      return dataLength >= format.blockAlign ? { ...format, dataOffset: body, dataLength } : null;
    }
    offset = body + size + (size % 2);
  }
  return null;
}

function readFormatChunk(available: Buffer, size: number) {
  if (size < 16) return null;
  // A chunk cut by the end of the file reads as zeros there, as reading past the end left them.
  const chunk = Buffer.alloc(Math.min(size, 40));
  available.copy(chunk);
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

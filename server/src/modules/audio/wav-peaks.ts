import fsp, { type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import { pcm16Extremes } from './pcm16-extremes.js';
import { PeakAccumulator } from './peak-accumulator.js';
import { parseWavLayout, readWavLayout, sampleReader, WAV_HEAD_BYTES, type WavLayout } from './wav-layout.js';

/** A WAV file's peaks, scanned once stored; null when it holds no readable samples. */
export async function computeWavPeaks(filePath: string): Promise<Buffer | null> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const layout = await readWavLayout(handle, (await handle.stat()).size);
    return layout ? await scanWavPeaks(handle, layout) : null;
  } finally {
    await handle.close();
  }
}

const littleEndian = os.endianness() === 'LE';

/** Bytes read at a time: large reads into one reused buffer, rather than a stream of small chunks. */
const WAV_READ_BYTES = 1 << 20;

/**
 * Takes each pair's extremes from blocks of whole frames placed in its buffer, in order, with a tight
 * loop over a typed array of the raw values, scaling only the two extremes (the scales are monotonic,
 * so the result is what scaling every sample would give). This is the upload's hottest loop: one pass
 * over every sample.
 */
class WavPeakScan {
  readonly totalFrames: number;
  readonly framesPerBlock: number;
  /** Its own ArrayBuffer (at offset 0, or in WebAssembly memory), so typed views over it are aligned. */
  readonly buffer: Buffer;
  framesDone = 0;
  private readonly peaks: PeakAccumulator;
  private readonly extremes: ExtremesReader;

  constructor(private readonly layout: WavLayout) {
    this.totalFrames = Math.floor(layout.dataLength / layout.blockAlign);
    this.peaks = new PeakAccumulator(this.totalFrames);
    this.framesPerBlock = Math.max(1, Math.floor(WAV_READ_BYTES / layout.blockAlign));
    const bytes = this.framesPerBlock * layout.blockAlign;
    if (littleEndian && layout.encoding === 'int' && layout.bitsPerSample === 16) {
      const pcm16 = pcm16Extremes(bytes);
      this.buffer = pcm16.buffer;
      this.extremes = (start, end) => scaled(pcm16.extremes(start, end), (raw) => raw / 32768);
    } else {
      this.buffer = Buffer.allocUnsafeSlow(bytes);
      this.extremes = extremesReader(layout, this.buffer);
    }
  }

  /** Takes in the next `frames` frames, held at the start of the buffer. */
  scanBlock(frames: number): void {
    const { channels } = this.layout;
    const first = this.framesDone;
    let frame = 0;
    while (frame < frames) {
      const pair = this.peaks.pairOf(first + frame);
      const end = Math.min(frames, this.peaks.firstFrameOf(pair + 1) - first);
      const [low, high] = this.extremes(frame * channels, end * channels);
      this.peaks.addExtremes(pair, low, high);
      frame = end;
    }
    this.framesDone += frames;
  }

  pack(): Buffer {
    return this.peaks.pack();
  }

  layoutOf(): WavLayout {
    return this.layout;
  }
}

async function scanWavPeaks(handle: FileHandle, layout: WavLayout): Promise<Buffer> {
  const scan = new WavPeakScan(layout);
  const { blockAlign } = layout;
  for (let first = 0; first < scan.totalFrames; first += scan.framesPerBlock) {
    const wanted = Math.min(scan.framesPerBlock, scan.totalFrames - first) * blockAlign;
    const read = await readUpTo(handle, scan.buffer, wanted, layout.dataOffset + first * blockAlign);
    scan.scanBlock(Math.floor(read / blockAlign));
    // A file shorter than its layout said (it cannot shrink under us, but) ends the scan, as a stream would.
    if (read < wanted) break;
  }
  return scan.pack();
}

/**
 * A WAV's peaks computed from its bytes as they arrive, so an upload's pass over the samples overlaps
 * its transfer instead of following it. Fed every byte of the file in order; `finish` gives the peaks
 * only when the finished file's layout is the one the stream assumed (the data as long as its header
 * declared), which is then byte for byte what scanning the file gives. Anything else (not a WAV, a
 * header it could not read, a file shorter than declared) answers null: scan the file instead.
 */
export class StreamingWavPeaks {
  private head: Buffer[] = [];
  private headBytes = 0;
  private scan: WavPeakScan | null = null;
  private gaveUp = false;
  /** Bytes of the file seen so far. */
  private position = 0;
  /** Bytes waiting in the scan's buffer. */
  private filled = 0;

  push(chunk: Buffer): void {
    const start = this.position;
    this.position += chunk.length;
    if (this.gaveUp) return;
    try {
      if (this.scan) this.take(chunk, start);
      else this.collectHead(chunk);
    } catch {
      // Whatever went wrong here, the file can still be scanned once stored: never fail an upload.
      this.giveUp();
    }
  }

  /** The peaks, given the file's whole size; null when the file must be scanned instead. */
  finish(fileSize: number): Buffer | null {
    const scan = this.scan;
    if (this.gaveUp || !scan || fileSize !== this.position) return null;
    if (this.filled) scan.scanBlock(Math.floor(this.filled / scan.layoutOf().blockAlign));
    this.filled = 0;
    const layout = scan.layoutOf();
    const finalLength = Math.min(layout.dataLength, fileSize - layout.dataOffset);
    if (Math.floor(finalLength / layout.blockAlign) !== scan.totalFrames) return null;
    if (finalLength < layout.blockAlign || scan.framesDone !== scan.totalFrames) return null;
    return scan.pack();
  }

  private collectHead(chunk: Buffer): void {
    this.head.push(chunk);
    this.headBytes += chunk.length;
    const head = Buffer.concat(this.head);
    const notWav =
      head.length >= 12 && head.toString('latin1', 0, 4) + head.toString('latin1', 8, 12) !== 'RIFFWAVE';
    const layout = head.length >= 12 && !notWav ? parseWavLayout(head, Number.POSITIVE_INFINITY) : undefined;
    if (notWav || layout === null || (layout === undefined && this.headBytes >= WAV_HEAD_BYTES)) {
      this.giveUp();
      return;
    }
    if (layout === undefined) {
      this.head = [head];
      return;
    }
    this.head = [];
    this.scan = new WavPeakScan(layout);
    this.take(head, 0);
  }

  /** Copies the data bytes of a chunk starting at file offset `start` into the scan's buffer. */
  private take(chunk: Buffer, start: number): void {
    const scan = this.scan as WavPeakScan;
    const { dataOffset, blockAlign } = scan.layoutOf();
    const dataEnd = dataOffset + scan.totalFrames * blockAlign;
    let from = Math.max(0, dataOffset - start);
    const to = Math.min(chunk.length, dataEnd - start);
    const blockBytes = scan.framesPerBlock * blockAlign;
    while (from < to) {
      const copied = chunk.copy(
        scan.buffer,
        this.filled,
        from,
        Math.min(to, from + blockBytes - this.filled),
      );
      this.filled += copied;
      from += copied;
      if (this.filled === blockBytes) {
        scan.scanBlock(scan.framesPerBlock);
        this.filled = 0;
      }
    }
  }

  private giveUp(): void {
    this.gaveUp = true;
    this.head = [];
    this.scan = null;
  }
}

/** Fills `length` bytes from `position`, fewer only at the end of the file; answers how many. */
export async function readUpTo(handle: FileHandle, buffer: Buffer, length: number, position: number) {
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

/** The reader for every encoding but 16-bit little-endian integers (pcm16-extremes.ts). */
function extremesReader(layout: WavLayout, buffer: Buffer): ExtremesReader {
  const bytes = buffer.buffer;
  const { encoding, bitsPerSample } = layout;
  if (encoding === 'int' && bitsPerSample === 8) {
    const view = new Uint8Array(bytes, 0, buffer.length);
    return (start, end) => scaled(rawExtremes(view, start, end), (raw) => (raw - 128) / 128);
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
  // Two samples a step into two pairs of extremes: independent comparisons the CPU runs side by side.
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  let low2 = Number.POSITIVE_INFINITY;
  let high2 = Number.NEGATIVE_INFINITY;
  let i = start;
  for (; i + 1 < end; i += 2) {
    const value = view[i] as number;
    const next = view[i + 1] as number;
    if (value < low) low = value;
    if (value > high) high = value;
    if (next < low2) low2 = next;
    if (next > high2) high2 = next;
  }
  if (i < end) {
    const value = view[i] as number;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return [low < low2 ? low : low2, high > high2 ? high : high2];
}

function scaled([low, high]: [number, number], scale: (raw: number) => number): [number, number] {
  return [scale(low), scale(high)];
}

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { DecodedAudio } from '@backline/sound-analysis';
import { type AudioShape, AudioShaper, shapedRate } from '@backline/sound-analysis';
import type { AudioFormat } from '../audio/audio-format.js';
import { readMp3Blocks } from './mp3-blocks.js';
import { MpegFrameWalker } from './mpeg-frames.js';
import { SampleCollector } from './sample-collector.js';
import { UnreadableAudioError } from './unreadable-audio-error.js';
import { openWav, readWavBlocks } from './wav-blocks.js';

export type { AudioShape } from '@backline/sound-analysis';
export { UnreadableAudioError } from './unreadable-audio-error.js';

/**
 * The most decoded samples held at once unless a caller says otherwise: 512 MiB of Float32, 25 minutes
 * of 44.1 kHz stereo at full rate, or 4.6 hours of the 8 kHz mono a fingerprint reads. A hostile file
 * (a 200 MB MP3 at 8 kbps holds 55 hours) is refused before it is decoded, not when the heap is full.
 */
export const DEFAULT_MAX_DECODED_BYTES = 512 * 2 ** 20;
const MIN_SAMPLE_RATE = 1000;
const MAX_SAMPLE_RATE = 768_000;

export interface DecodeOptions extends AudioShape {
  /** Refuse a recording longer than this (default: as long as DEFAULT_MAX_DECODED_BYTES holds). */
  maxSeconds?: number;
}

/** A stored upload's samples, whole, in the shape asked for (full rate, first two channels by default). */
export async function decodeStoredAudio(
  filePath: string,
  format: AudioFormat,
  options: DecodeOptions = {},
): Promise<DecodedAudio> {
  const { sampleRate, frames, channels } = await measureStoredAudio(filePath, format);
  const rate = shapedRate(sampleRate, options);
  const bytesPerSecond = rate * (options.mono ? 1 : channels) * Float32Array.BYTES_PER_ELEMENT;
  const maxSeconds = options.maxSeconds ?? Math.floor(DEFAULT_MAX_DECODED_BYTES / bytesPerSecond);
  if (frames / sampleRate > maxSeconds) throw tooLong(maxSeconds);
  const collector = new SampleCollector(
    Math.ceil((frames * rate) / sampleRate),
    Math.floor(maxSeconds * rate),
  );
  for await (const block of decodeAudioBlocks(filePath, format, options)) {
    if (!collector.append(block.channels)) throw tooLong(maxSeconds);
  }
  return { sampleRate: rate, channels: collector.channels() };
}

/**
 * A stored upload's samples, block by block, in the shape asked for: what an analysis that can take
 * its input a piece at a time reads, in memory of a block whatever the recording's length.
 */
export async function* decodeAudioBlocks(
  filePath: string,
  format: AudioFormat,
  shape: AudioShape = {},
): AsyncGenerator<DecodedAudio> {
  let shaper: AudioShaper | null = null;
  for await (const block of sourceBlocks(filePath, format)) {
    shaper ??= new AudioShaper(checkedRate(block.sampleRate), block.channels.length, shape);
    yield { sampleRate: shaper.sampleRate, channels: shaper.push(block.channels) };
  }
  if (!shaper) throw new UnreadableAudioError('the file holds no samples');
  const tail = shaper.finish();
  if (tail[0]?.length) yield { sampleRate: shaper.sampleRate, channels: tail };
}

function sourceBlocks(filePath: string, format: AudioFormat): AsyncGenerator<DecodedAudio> {
  if (format === 'WAV') return readWavBlocks(filePath);
  if (format === 'MP3') return readMp3Blocks(filePath);
  throw new UnreadableAudioError(`${format} is not analysed (only WAV and MP3 are)`);
}

/** Source rate, frames and channels kept (for MP3, from the frame headers: a pass without decoding). */
async function measureStoredAudio(filePath: string, format: AudioFormat) {
  if (format === 'WAV') {
    const handle = await fsp.open(filePath, 'r');
    try {
      const { layout, frames } = await openWav(handle);
      return { sampleRate: checkedRate(layout.sampleRate), frames, channels: Math.min(2, layout.channels) };
    } finally {
      await handle.close();
    }
  }
  if (format !== 'MP3') throw new UnreadableAudioError(`${format} is not analysed (only WAV and MP3 are)`);
  const walker = new MpegFrameWalker();
  let fileSize = 0;
  for await (const chunk of fs.createReadStream(filePath, {
    highWaterMark: 1 << 16,
  }) as AsyncIterable<Buffer>) {
    walker.push(chunk);
    fileSize += chunk.length;
  }
  const problem = walker.problem(fileSize);
  if (problem || !walker.first)
    throw new UnreadableAudioError(problem ?? 'no MPEG audio frame header was found');
  const { sampleRate, channels } = walker.first;
  return { sampleRate: checkedRate(sampleRate), frames: walker.samples, channels };
}

function checkedRate(sampleRate: number): number {
  if (sampleRate >= MIN_SAMPLE_RATE && sampleRate <= MAX_SAMPLE_RATE) return sampleRate;
  throw new UnreadableAudioError(
    `a sample rate of ${sampleRate} Hz is outside ${MIN_SAMPLE_RATE}-${MAX_SAMPLE_RATE} Hz`,
  );
}

function tooLong(maxSeconds: number): UnreadableAudioError {
  return new UnreadableAudioError(`the recording is longer than the ${maxSeconds} s analysed`);
}

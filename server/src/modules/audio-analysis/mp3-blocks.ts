import fs from 'node:fs';
import type { DecodedAudio } from '@backline/sound-analysis';
import { MPEGDecoder } from 'mpg123-decoder';
import { MpegFrameWalker } from './mpeg-frames.js';
import { UnreadableAudioError } from './unreadable-audio-error.js';

/** Bytes fed to the decoder at a time: its own input buffer's size. */
const READ_BYTES = 1 << 16;

/**
 * The samples of a stored MP3, block by block, as mpg123 (WebAssembly) decodes them: one channel for a
 * mono stream (the decoder gives two), two otherwise. Refuses a file with no MPEG audio frames, one whose
 * format changes midway, and one that ends inside a frame.
 */
export async function* readMp3Blocks(filePath: string): AsyncGenerator<DecodedAudio> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const walker = new MpegFrameWalker();
  let fileSize = 0;
  let sampleRate = 0;
  let channelCount = 0;
  let decodedFrames = 0;
  try {
    const stream = fs.createReadStream(filePath, { highWaterMark: READ_BYTES });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      fileSize += chunk.length;
      walker.push(chunk);
      const decoded = decoder.decode(chunk);
      if (!decoded.samplesDecoded) continue;
      if (sampleRate && decoded.sampleRate !== sampleRate)
        throw new UnreadableAudioError(
          `the MP3 stream changes sample rate midway (${sampleRate} Hz to ${decoded.sampleRate} Hz)`,
        );
      sampleRate = decoded.sampleRate;
      decodedFrames += decoded.samplesDecoded;
      channelCount ||= walker.first?.channels ?? 2;
      yield { sampleRate, channels: decoded.channelData.slice(0, channelCount) };
    }
  } finally {
    decoder.free();
  }
  const problem =
    walker.problem(fileSize) ?? (decodedFrames ? null : 'no MPEG audio frames could be decoded');
  if (problem) throw new UnreadableAudioError(problem);
}

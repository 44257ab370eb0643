import fs from 'node:fs';
import { MPEGDecoder } from 'mpg123-decoder';
import type { AudioFacts } from './audio-facts.js';
import type { AudioFormat } from './audio-format.js';
import { PeakAccumulator } from './peak-accumulator.js';
import { computeWavPeaks } from './wav-peaks.js';

export { PeakAccumulator, STORED_PEAK_PAIRS } from './peak-accumulator.js';
export { StreamingWavPeaks } from './wav-peaks.js';

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

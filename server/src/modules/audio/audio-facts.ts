import { parseFile } from 'music-metadata';

/** What the bytes say about a recording, read once at upload. */
export interface AudioFacts {
  durationSeconds: number;
  sampleRate: number;
  channels: number;
  /** Bits per second; for PCM WAV, sample rate x bits x channels. */
  bitRate: number;
}

/** Reads duration, sample rate, channels and bit rate with music-metadata; null when it is not playable audio. */
export async function readAudioFacts(filePath: string): Promise<AudioFacts | null> {
  try {
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    const { duration, sampleRate, numberOfChannels } = format;
    if (!duration || !Number.isFinite(duration) || duration <= 0 || !sampleRate || !numberOfChannels)
      return null;
    return {
      durationSeconds: duration,
      sampleRate,
      channels: numberOfChannels,
      bitRate: Math.round(format.bitrate ?? 0),
    };
  } catch {
    return null;
  }
}

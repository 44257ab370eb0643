import { parseFile } from 'music-metadata';
import type { AudioFormat } from './audio-format.js';
import { checkOggPages } from './ogg-integrity.js';
import { DamagedRecordingError, readWebmOpusFacts } from './webm-facts.js';

/** What the bytes say about a recording, read once at upload. */
export interface AudioFacts {
  durationSeconds: number;
  sampleRate: number;
  channels: number;
  /** Bits per second; for PCM WAV, sample rate x bits x channels. */
  bitRate: number;
  /** Lower-case codec name as music-metadata gives it, e.g. "opus", "pcm", "mpeg 1 layer 3". */
  codec: string;
}

/**
 * Reads duration, sample rate, channels, bit rate and codec; null when it is not playable audio.
 * music-metadata reads every format except recorded WebM, which has a reader of its own and throws
 * DamagedRecordingError for a recording cut short. Ogg pages are checked whole first, for the same
 * error: music-metadata would read a cut Ogg file as a shorter clip.
 */
export async function readAudioFacts(filePath: string, format: AudioFormat): Promise<AudioFacts | null> {
  if (format === 'WEBM')
    return readWebmOpusFacts(filePath).catch((error: unknown) => {
      if (error instanceof DamagedRecordingError) throw error;
      return null;
    });
  if (format === 'OGG') await checkOggPages(filePath);
  try {
    const { format: read } = await parseFile(filePath, { duration: true, skipCovers: true });
    const { duration, sampleRate, numberOfChannels } = read;
    if (!duration || !Number.isFinite(duration) || duration <= 0 || !sampleRate || !numberOfChannels)
      return null;
    return {
      durationSeconds: duration,
      sampleRate,
      channels: numberOfChannels,
      bitRate: Math.round(read.bitrate ?? 0),
      codec: (read.codec ?? '').toLowerCase(),
    };
  } catch {
    return null;
  }
}

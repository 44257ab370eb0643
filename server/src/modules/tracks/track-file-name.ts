import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import type { TrackAudioFormat } from './track-audio-format.js';

/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const NOT_IN_FILE_NAMES = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
const LONGEST_STEM = 200;

/**
 * The name a downloaded track is saved under: its title and its format's extension ("Aurora.wav"),
 * with what a file system refuses replaced by "_" (a slash would otherwise cut the title to what
 * follows it) and no leading or trailing dots or spaces; "track" when nothing of the title is left.
 */
export function trackFileName(track: { title: string; format: TrackAudioFormat }): string {
  const stem = track.title
    .replace(NOT_IN_FILE_NAMES, '_')
    .slice(0, LONGEST_STEM)
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return `${stem || 'track'}.${AUDIO_FORMAT_INFO[track.format].extension}`;
}

import { camelotCode, type MusicalKey, parseMusicalKey } from './musical-key.js';

/** Streaming services play at about this loudness (LUFS), and encoding clips a master above this true peak (dBTP). */
export const STREAMING_LOUDNESS_LUFS = -14;
export const TRUE_PEAK_CEILING_DBTP = -1;

/** Below these, what was detected is not worth showing (a steady tone has no key, silence no beat). */
export const LEAST_TEMPO_CONFIDENCE = 0.5;
export const LEAST_KEY_CONFIDENCE = 0.2;

/** A detected tempo and key with how sure each is (a track's analysis, or the upload screen's own). */
export interface DetectedSound {
  tempoBpm?: number | null;
  tempoConfidence?: number | null;
  key?: string | null;
  keyConfidence?: number | null;
}

/** The detected tempo, whole beats a minute, where the detection is sure enough of it; null otherwise. */
export function confidentTempo(sound: DetectedSound): number | null {
  if (sound.tempoBpm == null || (sound.tempoConfidence ?? 0) < LEAST_TEMPO_CONFIDENCE) return null;
  return Math.round(sound.tempoBpm);
}

/** The detected key, where the detection is sure enough of it; null otherwise. */
export function confidentKey(sound: DetectedSound): MusicalKey | null {
  if (!sound.key || (sound.keyConfidence ?? 0) < LEAST_KEY_CONFIDENCE) return null;
  return parseMusicalKey(sound.key);
}

/**
 * The Camelot code a track is found under by a key filter: its own key's where that is a key ('Am',
 * 'F# major'), otherwise (as 'Unknown') the confidently detected key's; null when neither.
 */
export function filedKeyCode(ownKey: string, detected: DetectedSound | null): string | null {
  const key = parseMusicalKey(ownKey) ?? (detected ? confidentKey(detected) : null);
  return key ? camelotCode(key) : null;
}

import { type MusicalKey, musicalKeyName, parseMusicalKey } from '@backline/field-rules';

/** Below these, what was detected is not worth showing (a steady tone has no key, silence no beat). */
export const LEAST_TEMPO_CONFIDENCE = 0.5;
export const LEAST_KEY_CONFIDENCE = 0.2;

interface DetectedKeyFacts {
  status?: string;
  key?: string | null;
  keyConfidence?: number | null;
}

interface KeyFacts {
  key: string;
  analysis: DetectedKeyFacts & { status: string };
}

/** The detected key, where the analysis is sure enough of it; null otherwise. */
export function confidentKey(analysis: DetectedKeyFacts): MusicalKey | null {
  if (!analysis.key || (analysis.keyConfidence ?? 0) < LEAST_KEY_CONFIDENCE) return null;
  return parseMusicalKey(analysis.key);
}

/**
 * The key a track's card and row show: the artist's own when it is a key ('Am', 'F# major'); where they
 * typed none ('Unknown', as a project upload gets) the detected one, marked as detected.
 */
export function shownKey(track: KeyFacts): { text: string; detected: boolean } {
  if (parseMusicalKey(track.key)) return { text: track.key, detected: false };
  const detected = track.analysis.status === 'DONE' ? confidentKey(track.analysis) : null;
  return detected ? { text: musicalKeyName(detected), detected: true } : { text: track.key, detected: false };
}

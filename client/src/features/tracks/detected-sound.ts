import { confidentKey, musicalKeyName, parseMusicalKey } from '@backline/field-rules';

export { confidentKey, LEAST_TEMPO_CONFIDENCE } from '@backline/field-rules';

interface KeyFacts {
  key: string;
  analysis: { status: string; key?: string | null; keyConfidence?: number | null };
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

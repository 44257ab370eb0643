import { confidentKey, confidentTempo, musicalKeyName, parseMusicalKey } from '@backline/field-rules';

export { confidentKey, LEAST_TEMPO_CONFIDENCE } from '@backline/field-rules';

interface AnalysisFacts {
  status: string;
  key?: string | null;
  keyConfidence?: number | null;
  tempoBpm?: number | null;
  tempoConfidence?: number | null;
}

interface KeyFacts {
  key: string;
  /** False while the key is what was detected, not what the artist set. */
  keyConfirmed?: boolean;
  analysis: AnalysisFacts;
}

interface TempoFacts {
  bpm: number;
  bpmConfirmed?: boolean;
  analysis: AnalysisFacts;
}

export interface ShownDetail {
  text: string;
  detected: boolean;
}

/**
 * The key a track's card, row and page show: the artist's own when they set a key ('Am', 'F# major');
 * where they typed none ('Unknown') the detected one; marked 'detected' while it is the analysis's,
 * until the artist confirms or edits it.
 */
export function shownKey(track: KeyFacts): ShownDetail {
  const detected = track.analysis.status === 'DONE' ? confidentKey(track.analysis) : null;
  if (track.keyConfirmed === false) return { text: track.key, detected: detected != null };
  if (parseMusicalKey(track.key)) return { text: track.key, detected: false };
  return detected ? { text: musicalKeyName(detected), detected: true } : { text: track.key, detected: false };
}

/**
 * The tempo shown: marked 'detected' while it is the analysis's, until the artist confirms or edits
 * it. A value no one set that the analysis could not confirm (a project upload's placeholder 120, on
 * audio with no steady beat) is unknown, shown as '—' rather than as a tempo.
 */
export function shownTempo(track: TempoFacts): ShownDetail {
  if (track.bpmConfirmed !== false) return { text: String(track.bpm), detected: false };
  if (track.analysis.status === 'PENDING') return { text: String(track.bpm), detected: false };
  const confident = track.analysis.status === 'DONE' && confidentTempo(track.analysis) != null;
  return confident ? { text: String(track.bpm), detected: true } : { text: '—', detected: false };
}

import { STREAMING_LOUDNESS_LUFS, TRUE_PEAK_CEILING_DBTP } from '@backline/field-rules';

export { STREAMING_LOUDNESS_LUFS, TRUE_PEAK_CEILING_DBTP };

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;

export interface LoudnessReading {
  /** The figure as engineers write it, e.g. '-9.2 LUFS'. */
  figure: string;
  /** What it means, in plain words. */
  meaning: string;
  /** Whether it is worth a second look before release. */
  caution: boolean;
}

/** Integrated loudness against what streaming services play at. */
export function integratedLoudness(lufs: number): LoudnessReading {
  const figure = `${signed(lufs)} LUFS`;
  const difference = Math.round(lufs - STREAMING_LOUDNESS_LUFS);
  if (difference === 0)
    return { figure, meaning: 'About as loud as streaming services play music', caution: false };
  if (difference > 0)
    return {
      figure,
      meaning: `About ${difference} LU louder than streaming services play it: they will turn it down`,
      caution: difference >= 3,
    };
  return {
    figure,
    meaning: `About ${-difference} LU quieter than streaming services play it: it may sound softer than other songs`,
    caution: difference <= -4,
  };
}

/** True peak against the ceiling that leaves room for lossy encoding. */
export function truePeak(dbtp: number): LoudnessReading {
  const figure = `${signed(dbtp)} dBTP`;
  return dbtp > TRUE_PEAK_CEILING_DBTP
    ? { figure, meaning: 'True peak above -1 dBTP: may clip after encoding', caution: true }
    : { figure, meaning: 'Leaves room to encode without clipping', caution: false };
}

/** Loudness range: how far the quiet and loud passages lie apart (EBU Tech 3342). */
export function loudnessRange(lu: number): LoudnessReading {
  const figure = `${lu.toFixed(1)} LU`;
  if (lu < 4)
    return { figure, meaning: 'Narrow: loud and quiet passages sit close together', caution: false };
  if (lu > 12) return { figure, meaning: 'Wide: quiet passages may be lost in a noisy room', caution: false };
  return { figure, meaning: 'Moderate, as most released music is', caution: false };
}

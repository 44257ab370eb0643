/** A major and a minor key profile, index 0 = tonic, rising by semitones. */
export interface KeyProfiles {
  major: readonly number[];
  minor: readonly number[];
}

/** Krumhansl and Kessler's probe-tone ratings (1982). */
export const KRUMHANSL_KESSLER: KeyProfiles = {
  major: [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88],
  minor: [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17],
};

/** Temperley's revised profiles ("What's key for key?", 1999). */
export const TEMPERLEY: KeyProfiles = {
  major: [5, 2, 3.5, 2, 4.5, 4, 2, 4.5, 2, 3.5, 1.5, 4],
  minor: [5, 2, 3.5, 4.5, 2, 4, 2, 4.5, 3.5, 2, 1.5, 4],
};

/** Temperley's profiles from the Kostka-Payne corpus (2004). */
export const KOSTKA_PAYNE: KeyProfiles = {
  major: [0.748, 0.06, 0.488, 0.082, 0.67, 0.46, 0.096, 0.715, 0.104, 0.366, 0.057, 0.4],
  minor: [0.712, 0.084, 0.474, 0.618, 0.049, 0.46, 0.105, 0.747, 0.404, 0.067, 0.133, 0.33],
};

import type { DecodedAudio, LoudnessReading } from '@backline/sound-analysis';
import { kWeightedSegments, windowEnergies } from './loudness-blocks.js';
import { gatedIntegratedLoudness, loudnessRange } from './loudness-gating.js';
import { truePeakDbtp } from './true-peak.js';

const SEGMENTS_PER_MOMENTARY_BLOCK = 4; // 400 ms blocks overlapping by 75%
const SEGMENTS_PER_SHORT_TERM_WINDOW = 30; // 3 s windows every 100 ms

/** Integrated loudness (BS.1770-4), maximum true peak (4x oversampled) and loudness range (Tech 3342). */
export function measureLoudness(audio: DecodedAudio): LoudnessReading {
  const segments = kWeightedSegments(audio);
  return {
    integratedLufs: gatedIntegratedLoudness(windowEnergies(segments, SEGMENTS_PER_MOMENTARY_BLOCK)),
    truePeakDbtp: truePeakDbtp(audio.channels),
    loudnessRangeLu: loudnessRange(windowEnergies(segments, SEGMENTS_PER_SHORT_TERM_WINDOW)),
  };
}

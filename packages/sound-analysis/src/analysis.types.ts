/** Decoded PCM: samples in [-1, 1], one array per channel (1 or 2 channels), all of equal length. */
export interface DecodedAudio {
  sampleRate: number;
  channels: Float32Array[];
}

/** A tempo in beats per minute (60-190, one decimal) and how sure the estimate is (0..1). */
export interface TempoEstimate {
  bpm: number;
  confidence: number;
}

/** One of the 24 keys, written 'C major', 'F# major', 'A minor', 'C# minor' (sharps only); confidence 0..1. */
export interface KeyEstimate {
  key: string;
  confidence: number;
}

/** BS.1770-4 / EBU R128 readings; null where every block is gated out or the audio is too short. */
export interface LoudnessReading {
  integratedLufs: number | null;
  truePeakDbtp: number;
  loudnessRangeLu: number | null;
}

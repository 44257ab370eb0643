export interface DecodedAudio {
  sampleRate: number;
  channels: Float32Array[];
} // samples in [-1, 1]
export interface TempoEstimate {
  bpm: number;
  confidence: number;
}
export interface KeyEstimate {
  key: string;
  confidence: number;
}
export interface LoudnessReading {
  integratedLufs: number | null;
  truePeakDbtp: number;
  loudnessRangeLu: number | null;
}

import type { Spectrogram } from './spectrogram.js';

const LOWEST_HZ = 55;
const HIGHEST_HZ = 2100;
const PEAK_FLOOR = 0.005; // of the frame's largest magnitude
const A4_HZ = 440;
const A_PITCH_CLASS = 9;
// Chosen by accuracy on the synthesized key set (see audio-analysis.accuracy.test.ts).
const OVERTONE_WEIGHT = 0.2;
const OVERTONE_SOURCE_STRENGTH = 0.3;
const OVERTONE_TOLERANCE_SEMITONES = 0.3;
const BASS_HZ = 260;
const BASS_WEIGHT = 1.5;

interface SpectralPeak {
  frequency: number;
  magnitude: number;
}

/** Pitch-class energy (index 0 = C) summed over frames, each frame normalised so no section dominates. */
export function chromaProfile(spectrogram: Spectrogram): Float64Array {
  const total = new Float64Array(12);
  const frameChroma = new Float64Array(12);
  for (let f = 0; f < spectrogram.frameCount; f++) {
    frameChroma.fill(0);
    const peaks = spectralPeaks(spectrogram, f);
    for (const peak of peaks) addToPitchClass(frameChroma, peak.frequency, peakWeight(peak, peaks));
    const frameSum = frameChroma.reduce((sum, value) => sum + value, 0);
    if (frameSum === 0) continue;
    for (let pc = 0; pc < 12; pc++)
      total[pc] = (total[pc] as number) + (frameChroma[pc] as number) / frameSum;
  }
  return total;
}

// An overtone of a lower note is not a note of its own: a peak at 2-6 times the frequency of a
// comparably strong lower peak counts for little. The bass register, which carries the chord roots,
// counts for more.
function peakWeight(peak: SpectralPeak, lowerFirst: SpectralPeak[]): number {
  let weight = peak.magnitude * (peak.frequency < BASS_HZ ? BASS_WEIGHT : 1);
  for (const lower of lowerFirst) {
    if (lower.frequency >= peak.frequency * 0.99) break;
    if (lower.magnitude < peak.magnitude * OVERTONE_SOURCE_STRENGTH) continue;
    const ratio = peak.frequency / lower.frequency;
    const harmonic = Math.round(ratio);
    if (harmonic < 2 || harmonic > 6) continue;
    if (Math.abs(12 * Math.log2(ratio / harmonic)) < OVERTONE_TOLERANCE_SEMITONES) {
      weight *= OVERTONE_WEIGHT;
      break;
    }
  }
  return weight;
}

// Counts towards the nearest pitch class, less the further it lies from the semitone's centre.
function addToPitchClass(chroma: Float64Array, frequency: number, weight: number): void {
  const pitch = 12 * Math.log2(frequency / A4_HZ);
  const nearest = Math.round(pitch);
  const pitchClass = (((nearest + A_PITCH_CLASS) % 12) + 12) % 12;
  chroma[pitchClass] = (chroma[pitchClass] as number) + weight * Math.cos(Math.PI * (pitch - nearest)) ** 2;
}

// Local maxima of the frame's spectrum, lowest first, their frequencies refined by a parabola through
// the log magnitudes.
function spectralPeaks(spectrogram: Spectrogram, frame: number): SpectralPeak[] {
  const { binCount, binWidth, magnitudes } = spectrogram;
  const offset = frame * binCount;
  const firstBin = Math.max(1, Math.ceil(LOWEST_HZ / binWidth));
  const lastBin = Math.min(binCount - 2, Math.floor(HIGHEST_HZ / binWidth));
  let frameMax = 0;
  for (let k = firstBin; k <= lastBin; k++) frameMax = Math.max(frameMax, magnitudes[offset + k] as number);
  const peaks: SpectralPeak[] = [];
  if (frameMax === 0) return peaks;
  const floor = frameMax * PEAK_FLOOR;
  for (let k = firstBin; k <= lastBin; k++) {
    const centre = magnitudes[offset + k] as number;
    const below = magnitudes[offset + k - 1] as number;
    const above = magnitudes[offset + k + 1] as number;
    if (centre < floor || centre <= below || centre < above) continue;
    peaks.push({ frequency: (k + parabolicOffset(below, centre, above)) * binWidth, magnitude: centre });
  }
  return peaks;
}

function parabolicOffset(below: number, centre: number, above: number): number {
  const a = Math.log(below + 1e-12);
  const b = Math.log(centre + 1e-12);
  const c = Math.log(above + 1e-12);
  const denominator = a - 2 * b + c;
  return denominator === 0 ? 0 : (0.5 * (a - c)) / denominator;
}

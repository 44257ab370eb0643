import { fractionalDelayTaps, interpolationBound, TAPS_PER_PHASE } from './true-peak-filter.js';

const CHUNK_FRAMES = 256;
const REACH = TAPS_PER_PHASE - 1; // inputs before the newest that an output depends on

/** One coefficient per mirrored sample pair (TAPS_PER_PHASE / 2 of them). */
type PairTaps = readonly [number, number, number, number, number, number, number, number];
const SILENT_FLOOR_DBTP = -200;

const QUARTER = fractionalDelayTaps(0.25);
const HALF = fractionalDelayTaps(0.5);
// The 3/4 phase is the 1/4 phase mirrored, and the 1/2 phase is symmetric, so all three are computed from
// sums and differences of mirrored sample pairs: 24 multiplications a sample instead of 48.
const QUARTER_EVEN = mirroredPart(QUARTER, 1);
const QUARTER_ODD = mirroredPart(QUARTER, -1);
const HALF_EVEN = mirroredPart(HALF, 1);

// No interpolated value can exceed this many times the largest input under the filter...
const WORST_CASE_GAIN = Math.max(1, sumOfMagnitudes(QUARTER), sumOfMagnitudes(HALF));
// ...nor, much tighter where the signal is smooth, LEVEL_GAIN times it plus CURVATURE_GAIN times the
// largest second difference (the 3/4 phase mirrors the 1/4 one and has the same bound).
const QUARTER_BOUND = interpolationBound(QUARTER, 0.25);
const HALF_BOUND = interpolationBound(HALF, 0.5);
const LEVEL_GAIN = Math.max(QUARTER_BOUND.level, HALF_BOUND.level);
const CURVATURE_GAIN = Math.max(QUARTER_BOUND.curvature, HALF_BOUND.curvature);

/** Maximum true-peak level over all channels in dBTP (4x oversampled); -200 for digital silence. */
export function truePeakDbtp(channels: Float32Array[]): number {
  let peak = 0;
  for (const channel of channels) peak = Math.max(peak, channelTruePeak(channel, peak));
  return peak > 0 ? Math.max(SILENT_FLOOR_DBTP, 20 * Math.log10(peak)) : SILENT_FLOOR_DBTP;
}

// Chunks are interpolated loudest first, and the rest skipped once no output in them can exceed the peak
// found: the result is exact, and on most music most of the work is saved.
function channelTruePeak(samples: Float32Array, knownPeak: number): number {
  const bounds = chunkBounds(samples);
  const order = Array.from(bounds.keys()).sort((a, b) => (bounds[b] as number) - (bounds[a] as number));
  let peak = knownPeak;
  for (const chunk of order) {
    if ((bounds[chunk] as number) <= peak) break;
    peak = Math.max(peak, chunkPeak(samples, chunk));
  }
  return peak;
}

// Chunk c holds the outputs whose newest input has an index in [c * CHUNK_FRAMES, (c + 1) * CHUNK_FRAMES),
// running on past the end while the filter still reaches the last sample.
function chunkRange(samples: Float32Array, chunk: number): [start: number, end: number] {
  const start = chunk * CHUNK_FRAMES;
  return [start, Math.min(start + CHUNK_FRAMES, samples.length + REACH)];
}

function chunkCount(samples: Float32Array): number {
  return Math.ceil((samples.length + REACH) / CHUNK_FRAMES);
}

function chunkPeak(samples: Float32Array, chunk: number): number {
  const [start, end] = chunkRange(samples, chunk);
  if (start >= REACH && end <= samples.length) return interpolatedPeak(samples, start, end);
  const local = new Float32Array(end - start + REACH);
  for (let j = 0; j < local.length; j++) local[j] = samples[start - REACH + j] ?? 0;
  return interpolatedPeak(local, REACH, local.length);
}

// The most any output in each chunk could reach. Its inputs reach back into the previous chunk; at either
// end of the signal, where zeros meet the samples, the plain worst-case gain is used.
function chunkBounds(samples: Float32Array): Float64Array {
  const bounds = new Float64Array(chunkCount(samples));
  let previousLevel = 0;
  let previousCurvature = 0;
  for (let chunk = 0; chunk < bounds.length; chunk++) {
    const [start, end] = chunkRange(samples, chunk);
    const last = Math.min(end, samples.length - 1);
    let level = 0;
    let curvature = 0;
    for (let i = Math.max(1, start); i < last; i++) {
      const sample = samples[i] as number;
      level = Math.max(level, Math.abs(sample));
      curvature = Math.max(
        curvature,
        Math.abs((samples[i - 1] as number) - 2 * sample + (samples[i + 1] as number)),
      );
    }
    const windowLevel = Math.max(level, previousLevel);
    const smooth = LEVEL_GAIN * windowLevel + CURVATURE_GAIN * Math.max(curvature, previousCurvature);
    const atEdge = start < REACH || end > samples.length - 1;
    bounds[chunk] = atEdge
      ? WORST_CASE_GAIN * edgeLevel(samples, start, end)
      : Math.min(WORST_CASE_GAIN * windowLevel, smooth);
    previousLevel = level;
    previousCurvature = curvature;
  }
  return bounds;
}

function edgeLevel(samples: Float32Array, start: number, end: number): number {
  let level = 0;
  for (let i = Math.max(0, start - REACH); i < Math.min(end, samples.length); i++)
    level = Math.max(level, Math.abs(samples[i] as number));
  return level;
}

// Written out with the 16-sample window in locals (r0 newest .. r15 oldest): several times faster here
// than indexed loops. Interpolates between r8 and r7, whose pairs outward are (r9, r6) .. (r15, r0).
function interpolatedPeak(x: Float32Array, from: number, to: number): number {
  const [e1, e2, e3, e4, e5, e6, e7, e8] = QUARTER_EVEN;
  const [o1, o2, o3, o4, o5, o6, o7, o8] = QUARTER_ODD;
  const [h1, h2, h3, h4, h5, h6, h7, h8] = HALF_EVEN;
  let r1 = x[from - 1] as number;
  let r2 = x[from - 2] as number;
  let r3 = x[from - 3] as number;
  let r4 = x[from - 4] as number;
  let r5 = x[from - 5] as number;
  let r6 = x[from - 6] as number;
  let r7 = x[from - 7] as number;
  let r8 = x[from - 8] as number;
  let r9 = x[from - 9] as number;
  let r10 = x[from - 10] as number;
  let r11 = x[from - 11] as number;
  let r12 = x[from - 12] as number;
  let r13 = x[from - 13] as number;
  let r14 = x[from - 14] as number;
  let r15 = x[from - 15] as number;
  let highest = 0;
  let lowest = 0;
  for (let i = from; i < to; i++) {
    const r0 = x[i] as number;
    const s1 = r7 + r8;
    const s2 = r6 + r9;
    const s3 = r5 + r10;
    const s4 = r4 + r11;
    const s5 = r3 + r12;
    const s6 = r2 + r13;
    const s7 = r1 + r14;
    const s8 = r0 + r15;
    const even = e1 * s1 + e2 * s2 + e3 * s3 + e4 * s4 + e5 * s5 + e6 * s6 + e7 * s7 + e8 * s8;
    const odd =
      o1 * (r7 - r8) +
      o2 * (r6 - r9) +
      o3 * (r5 - r10) +
      o4 * (r4 - r11) +
      o5 * (r3 - r12) +
      o6 * (r2 - r13) +
      o7 * (r1 - r14) +
      o8 * (r0 - r15);
    const half = h1 * s1 + h2 * s2 + h3 * s3 + h4 * s4 + h5 * s5 + h6 * s6 + h7 * s7 + h8 * s8;
    const quarter = even + odd;
    const threeQuarters = even - odd;
    if (r8 > highest) highest = r8;
    if (r8 < lowest) lowest = r8;
    if (quarter > highest) highest = quarter;
    if (quarter < lowest) lowest = quarter;
    if (half > highest) highest = half;
    if (half < lowest) lowest = half;
    if (threeQuarters > highest) highest = threeQuarters;
    if (threeQuarters < lowest) lowest = threeQuarters;
    r15 = r14;
    r14 = r13;
    r13 = r12;
    r12 = r11;
    r11 = r10;
    r10 = r9;
    r9 = r8;
    r8 = r7;
    r7 = r6;
    r6 = r5;
    r5 = r4;
    r4 = r3;
    r3 = r2;
    r2 = r1;
    r1 = r0;
  }
  return Math.max(highest, -lowest);
}

// Splits taps into the part shared by a sample pair mirrored about the interpolation point (sign 1) or
// the part that differs (sign -1), pair k being taps[7 + k] and taps[8 - k] for k = 1..8.
function mirroredPart(taps: Float64Array, sign: 1 | -1): PairTaps {
  const half = TAPS_PER_PHASE / 2;
  const parts: number[] = [];
  for (let k = 1; k <= half; k++) {
    parts.push(((taps[half - 1 + k] as number) + sign * (taps[half - k] as number)) / 2);
  }
  return parts as unknown as PairTaps;
}

function sumOfMagnitudes(taps: Float64Array): number {
  return taps.reduce((sum, tap) => sum + Math.abs(tap), 0);
}

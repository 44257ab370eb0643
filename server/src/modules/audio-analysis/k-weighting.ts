/** A second-order IIR section, normalised so that a0 = 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// The analogue prototypes behind BS.1770-4's 48 kHz tables (as libebur128 derives them), so that the
// filters can be rebuilt by the bilinear transform at any sample rate.
const SHELF_CENTRE_HZ = 1681.974450955533;
const SHELF_GAIN_DB = 3.999843853973347;
const SHELF_Q = 0.7071752369554196;
const SHELF_BAND_EXPONENT = 0.4996667741545416;
const HIGH_PASS_CORNER_HZ = 38.13547087602444;
const HIGH_PASS_Q = 0.5003270373238773;

/** The K-weighting pre-filter (high shelf) for this sample rate. */
export function kWeightingShelf(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * SHELF_CENTRE_HZ) / sampleRate);
  const highGain = 10 ** (SHELF_GAIN_DB / 20);
  const bandGain = highGain ** SHELF_BAND_EXPONENT;
  const a0 = 1 + k / SHELF_Q + k * k;
  return {
    b0: (highGain + (bandGain * k) / SHELF_Q + k * k) / a0,
    b1: (2 * (k * k - highGain)) / a0,
    b2: (highGain - (bandGain * k) / SHELF_Q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / SHELF_Q + k * k) / a0,
  };
}

/** The K-weighting RLB high-pass for this sample rate. */
export function kWeightingHighPass(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * HIGH_PASS_CORNER_HZ) / sampleRate);
  const a0 = 1 + k / HIGH_PASS_Q + k * k;
  return {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / HIGH_PASS_Q + k * k) / a0,
  };
}

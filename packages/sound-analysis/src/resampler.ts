/**
 * Five zero crossings of the sinc a side, the pass band ending at 80% of the lower Nyquist frequency:
 * a tone past it comes out 60 dB down or more (measured 44.1 kHz to 11.025 kHz), at 60% of the cost
 * of eight crossings. Enough for analysis; not a mastering-grade converter.
 */
const ZERO_CROSSINGS = 5;
const PASS_BAND = 0.8;
/** Most fractional positions given a tap set of their own; finer ones are rounded to the nearest. */
const MAX_PHASES = 1024;

/**
 * Converts a stream of samples from one rate to another with a windowed-sinc low-pass filter, so
 * that downsampling does not fold high frequencies back into the band kept. Feed blocks in order
 * with `push`; `finish` gives the last samples. Memory stays one tap set's worth of history.
 */
export class Resampler {
  private readonly step: number;
  private readonly halfWidth: number;
  private readonly phases: number;
  private readonly taps: Float32Array[];
  /** Input not yet past every tap set that needs it; its first sample is input sample `heldFrom`. */
  private held = new Float32Array(0);
  private heldFrom = 0;
  private produced = 0;
  private received = 0;

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
  ) {
    if (!(fromRate > 0 && toRate > 0))
      throw new RangeError(`Cannot resample ${fromRate} Hz to ${toRate} Hz.`);
    this.step = fromRate / toRate;
    const cutoff = 0.5 * Math.min(1, toRate / fromRate) * PASS_BAND;
    this.halfWidth = Math.ceil(ZERO_CROSSINGS / (2 * cutoff));
    this.phases = Math.min(MAX_PHASES, toRate / greatestCommonDivisor(fromRate, toRate));
    this.taps = Array.from({ length: this.phases }, (_, phase) =>
      tapSet(cutoff, this.halfWidth, phase / this.phases),
    );
    // The first output sits on input sample 0, whose earlier neighbours are silence.
    this.held = new Float32Array(this.halfWidth - 1);
    this.heldFrom = -(this.halfWidth - 1);
  }

  /** Takes the next input samples; answers every output sample they complete. */
  push(input: Float32Array): Float32Array {
    this.append(input);
    this.received += input.length;
    return this.drain(this.heldFrom + this.held.length);
  }

  /** The output still owed for the input given, its last taps reading silence past the end. */
  finish(): Float32Array {
    const owed = Math.ceil(this.received / this.step);
    this.append(new Float32Array(this.halfWidth + 1));
    const out = this.drain(this.heldFrom + this.held.length);
    return out.subarray(0, Math.max(0, out.length - Math.max(0, this.produced - owed)));
  }

  /** Output samples whose taps all lie before input sample `available`. */
  private drain(available: number): Float32Array {
    const { step, halfWidth, phases } = this;
    // The last tap of output k reads input floor(k * step) + halfWidth, one further when its phase rounds up.
    const count = Math.max(0, Math.ceil((available - halfWidth - 1) / step) - this.produced);
    const out = new Float32Array(count);
    const held = this.held;
    const width = 2 * halfWidth;
    const start = this.produced;
    const offset = 1 - halfWidth - this.heldFrom;
    for (let i = 0; i < count; i++) {
      const position = (start + i) * step;
      let base = Math.floor(position);
      let phase = Math.round((position - base) * phases);
      if (phase === phases) {
        base++;
        phase = 0;
      }
      out[i] = dot(held, base + offset, this.taps[phase] as Float32Array, width);
    }
    this.produced += count;
    this.forget();
    return out;
  }

  private append(input: Float32Array): void {
    const joined = new Float32Array(this.held.length + input.length);
    joined.set(this.held);
    joined.set(input, this.held.length);
    this.held = joined;
  }

  /** Drops input that no output still to come reads. */
  private forget(): void {
    const needed = Math.floor(this.produced * this.step) - this.halfWidth + 1;
    const drop = Math.min(this.held.length, Math.max(0, needed - this.heldFrom));
    if (!drop) return;
    this.held = this.held.slice(drop);
    this.heldFrom += drop;
  }
}

/** The sum of `length` products of `samples` from `first` on with `taps`. */
function dot(samples: Float32Array, first: number, taps: Float32Array, length: number): number {
  let sum = 0;
  for (let j = 0; j < length; j++) sum += (samples[first + j] as number) * (taps[j] as number);
  return sum;
}

/** A whole signal at another rate. */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples;
  const resampler = new Resampler(fromRate, toRate);
  const body = resampler.push(samples);
  const tail = resampler.finish();
  const out = new Float32Array(body.length + tail.length);
  out.set(body);
  out.set(tail, body.length);
  return out;
}

/**
 * The taps for an output that falls `fraction` of the way from one input sample to the next: a
 * Blackman-windowed sinc, scaled so that a constant signal keeps its level.
 */
function tapSet(cutoff: number, halfWidth: number, fraction: number): Float32Array {
  const taps = new Float32Array(2 * halfWidth);
  let sum = 0;
  for (let j = 0; j < taps.length; j++) {
    const distance = j - (halfWidth - 1) - fraction;
    const x = 2 * cutoff * distance;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const w = (distance + halfWidth) / (2 * halfWidth);
    const window = 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
    taps[j] = sinc * window;
    sum += taps[j] as number;
  }
  for (let j = 0; j < taps.length; j++) taps[j] = (taps[j] as number) / sum;
  return taps;
}

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [Math.round(a), Math.round(b)];
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/**
 * The power spectrum of real frames of one power-of-two size: a radix-2 FFT of half the size over
 * the even and odd samples taken as one complex signal, then split into the real signal's bins.
 */
export class PowerSpectrum {
  /** Bins 0 (DC) to size / 2 (Nyquist). */
  readonly bins: number;
  private readonly half: number;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;

  constructor(readonly size: number) {
    if (size < 4 || (size & (size - 1)) !== 0)
      throw new RangeError(`FFT size ${size} is not a power of two.`);
    this.half = size / 2;
    this.bins = this.half + 1;
    this.re = new Float64Array(this.half);
    this.im = new Float64Array(this.half);
    // Twiddles of the full size: the half-size FFT uses every other one, the split all of them.
    this.cos = Float64Array.from({ length: this.half }, (_, k) => Math.cos((2 * Math.PI * k) / size));
    this.sin = Float64Array.from({ length: this.half }, (_, k) => -Math.sin((2 * Math.PI * k) / size));
    this.reversed = bitReversalOrder(this.half);
  }

  /** Writes |X[k]|^2 of `frame` (length `size`) for each bin k into `out` (length `bins`). */
  compute(frame: Float32Array, out: Float64Array): void {
    const { half, re, im, reversed } = this;
    for (let n = 0; n < half; n++) {
      const from = reversed[n] as number;
      re[n] = frame[2 * from] as number;
      im[n] = frame[2 * from + 1] as number;
    }
    this.transformInPlace();
    // Bins 0 and size / 2 come from the DC term alone; the rest pair bin k with bin half - k.
    out[0] = ((re[0] as number) + (im[0] as number)) ** 2;
    out[half] = ((re[0] as number) - (im[0] as number)) ** 2;
    const { cos, sin } = this;
    for (let k = 1; k < half; k++) {
      const b = half - k;
      const aRe = re[k] as number;
      const aIm = im[k] as number;
      const bRe = re[b] as number;
      const bIm = im[b] as number;
      const evenRe = (aRe + bRe) / 2;
      const evenIm = (aIm - bIm) / 2;
      const oddRe = (aIm + bIm) / 2;
      const oddIm = (bRe - aRe) / 2;
      const c = cos[k] as number;
      const s = sin[k] as number;
      const xRe = evenRe + c * oddRe - s * oddIm;
      const xIm = evenIm + c * oddIm + s * oddRe;
      out[k] = xRe * xRe + xIm * xIm;
    }
  }

  /** The half-size complex FFT of re/im, which hold their input in bit-reversed order. */
  private transformInPlace(): void {
    const { half, re, im, cos, sin } = this;
    for (let start = 0; start < half; start += 2) {
      const r0 = re[start] as number;
      const i0 = im[start] as number;
      const r1 = re[start + 1] as number;
      const i1 = im[start + 1] as number;
      re[start] = r0 + r1;
      im[start] = i0 + i1;
      re[start + 1] = r0 - r1;
      im[start + 1] = i0 - i1;
    }
    for (let span = 2; span < half; span *= 2) {
      const twiddleStep = (half / span) | 0;
      // One twiddle factor at a time across every block: each is loaded once a stage.
      for (let j = 0; j < span; j++) {
        const c = cos[j * twiddleStep] as number;
        const s = sin[j * twiddleStep] as number;
        for (let top = j; top < half; top += 2 * span) {
          const bottom = top + span;
          const bottomRe = re[bottom] as number;
          const bottomIm = im[bottom] as number;
          const tRe = c * bottomRe - s * bottomIm;
          const tIm = c * bottomIm + s * bottomRe;
          const topRe = re[top] as number;
          const topIm = im[top] as number;
          re[bottom] = topRe - tRe;
          im[bottom] = topIm - tIm;
          re[top] = topRe + tRe;
          im[top] = topIm + tIm;
        }
      }
    }
  }
}

function bitReversalOrder(length: number): Uint32Array {
  const bits = Math.log2(length);
  const order = new Uint32Array(length);
  for (let i = 0; i < length; i++) {
    let reversed = 0;
    for (let bit = 0; bit < bits; bit++) reversed |= ((i >> bit) & 1) << (bits - 1 - bit);
    order[i] = reversed;
  }
  return order;
}

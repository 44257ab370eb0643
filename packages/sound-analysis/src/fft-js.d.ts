// fft.js (MIT) ships no types; these cover the calls this module makes.
declare module 'fft.js' {
  class FFT {
    constructor(size: number);
    readonly size: number;
    /** Fills the first half of `output` (interleaved re, im) with the spectrum of the real `input`. */
    realTransform(output: Float64Array, input: Float64Array): void;
    transform(output: Float64Array, input: Float64Array): void;
    inverseTransform(output: Float64Array, input: Float64Array): void;
  }
  export = FFT;
}

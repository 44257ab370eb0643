import FFT from 'fft.js';

/** Magnitude spectra of Hann-windowed frames: frame f holds bins 0..frameSize/2 at f * bins offset. */
export interface Spectrogram {
  frameCount: number;
  binCount: number;
  /** Hz per bin. */
  binWidth: number;
  /** Frames per second. */
  frameRate: number;
  magnitudes: Float32Array;
}

/** Short-time Fourier magnitudes; frameSize must be a power of two. */
export function magnitudeSpectrogram(
  samples: Float32Array,
  sampleRate: number,
  frameSize: number,
  hopSize: number,
): Spectrogram {
  const frameCount = samples.length < frameSize ? 0 : Math.floor((samples.length - frameSize) / hopSize) + 1;
  const binCount = frameSize / 2 + 1;
  const magnitudes = new Float32Array(frameCount * binCount);
  const fft = new FFT(frameSize);
  const window = hannWindow(frameSize);
  const frame = new Float64Array(frameSize);
  const spectrum = new Float64Array(2 * frameSize);
  for (let f = 0; f < frameCount; f++) {
    const start = f * hopSize;
    for (let i = 0; i < frameSize; i++) frame[i] = (samples[start + i] as number) * (window[i] as number);
    fft.realTransform(spectrum, frame);
    const offset = f * binCount;
    for (let k = 0; k < binCount; k++) {
      const re = spectrum[2 * k] as number;
      const im = spectrum[2 * k + 1] as number;
      magnitudes[offset + k] = Math.sqrt(re * re + im * im);
    }
  }
  return {
    frameCount,
    binCount,
    binWidth: sampleRate / frameSize,
    frameRate: sampleRate / hopSize,
    magnitudes,
  };
}

function hannWindow(size: number): Float64Array {
  const window = new Float64Array(size);
  for (let i = 0; i < size; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size);
  return window;
}

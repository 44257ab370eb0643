import { describe, expect, it } from 'vitest';
import { decodePeaks } from './decode-peaks';

describe('decodePeaks', () => {
  it('reads base64 signed byte pairs as the min and max levels the min/max lists carry', () => {
    // Pairs (min, max): (-127, 127), (-64, 1), (0, 0), (-128, 100).
    const bytes = Uint8Array.from([-127, 127, -64, 1, 0, 0, -128, 100], (byte) => byte & 0xff);
    const base64 = btoa(String.fromCharCode(...bytes));

    expect(decodePeaks(base64)).toEqual({
      min: [-1, -0.504, 0, -1.008],
      max: [1, 0.008, 0, 0.787],
    });
  });

  it('reads no peaks as an empty waveform', () => {
    expect(decodePeaks('')).toEqual({ min: [], max: [] });
  });
});

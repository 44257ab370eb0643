/** Min/max pairs stored per recording: one per pixel of the widest waveform the player draws (8000 px). */
export const STORED_PEAK_PAIRS = 8000;

/**
 * Accumulates the lowest and highest sample of each of a fixed number of equal time slices, across
 * channels, and packs them as signed bytes [min0, max0, min1, max1, ...] (-127..127).
 */
export class PeakAccumulator {
  private readonly mins: Float32Array;
  private readonly maxs: Float32Array;
  private readonly framesPerPair: number;
  private frame = 0;

  constructor(
    totalFrames: number,
    readonly pairCount = Math.max(1, Math.min(STORED_PEAK_PAIRS, Math.floor(totalFrames))),
  ) {
    this.mins = new Float32Array(pairCount);
    this.maxs = new Float32Array(pairCount);
    this.framesPerPair = Math.max(totalFrames, 1) / pairCount;
  }

  /** Adds one frame given as its lowest and highest channel value. */
  addFrame(low: number, high: number): void {
    this.addExtremes(this.pairOf(this.frame), low, high);
    this.frame++;
  }

  /** The pair a frame (counted from 0) falls in. */
  pairOf(frame: number): number {
    return Math.min(this.pairCount - 1, Math.floor(frame / this.framesPerPair));
  }

  /** The first frame of a pair, by the same rounding as pairOf; Infinity past the last pair. */
  firstFrameOf(pair: number): number {
    if (pair <= 0) return 0;
    if (pair >= this.pairCount) return Number.POSITIVE_INFINITY;
    let frame = Math.ceil(pair * this.framesPerPair);
    while (frame > 0 && this.pairOf(frame - 1) >= pair) frame--;
    while (this.pairOf(frame) < pair) frame++;
    return frame;
  }

  /** Widens a pair to include a lowest and a highest value seen in some of its frames. */
  addExtremes(pair: number, low: number, high: number): void {
    if (low < (this.mins[pair] ?? 0)) this.mins[pair] = low;
    if (high > (this.maxs[pair] ?? 0)) this.maxs[pair] = high;
  }

  pack(): Buffer {
    const packed = Buffer.alloc(this.pairCount * 2);
    for (let i = 0; i < this.pairCount; i++) {
      packed.writeInt8(toByte(this.mins[i] ?? 0), i * 2);
      packed.writeInt8(toByte(this.maxs[i] ?? 0), i * 2 + 1);
    }
    return packed;
  }
}

function toByte(value: number): number {
  return Math.round(Math.max(-1, Math.min(1, value)) * 127);
}

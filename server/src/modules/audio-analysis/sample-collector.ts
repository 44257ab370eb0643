/** Growth when a stream turns out longer than expected: a quarter more, not double, to spare memory. */
const GROWTH = 1.25;

/**
 * Gathers blocks of samples (one array a channel) into one array a channel, allocated once at the
 * expected length so that a whole recording is held once, not once plus a copy.
 */
export class SampleCollector {
  private arrays: Float32Array[] = [];
  private length = 0;

  constructor(
    private readonly expectedFrames: number,
    private readonly maxFrames: number,
  ) {}

  /** Adds the next block; false, leaving it out, when it would pass `maxFrames`. */
  append(block: Float32Array[]): boolean {
    const count = block[0]?.length ?? 0;
    if (this.length + count > this.maxFrames) return false;
    if (!this.arrays.length) this.arrays = block.map(() => new Float32Array(this.sizeFor(count)));
    if (this.length + count > (this.arrays[0]?.length ?? 0)) this.grow(this.length + count);
    for (const [channel, samples] of block.entries()) this.arrays[channel]?.set(samples, this.length);
    this.length += count;
    return true;
  }

  /** The samples gathered, one array a channel. */
  channels(): Float32Array[] {
    return this.arrays.map((samples) => samples.subarray(0, this.length));
  }

  private sizeFor(needed: number): number {
    return Math.min(this.maxFrames, Math.max(needed, this.expectedFrames));
  }

  private grow(needed: number): void {
    const size = Math.min(
      this.maxFrames,
      Math.max(needed, Math.ceil((this.arrays[0]?.length ?? 0) * GROWTH)),
    );
    this.arrays = this.arrays.map((samples) => {
      const larger = new Float32Array(size);
      larger.set(samples.subarray(0, this.length));
      return larger;
    });
  }
}

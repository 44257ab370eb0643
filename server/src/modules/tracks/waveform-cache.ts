import { LRUCache } from 'lru-cache';

/** About 16 MB: some 8,000 waveforms of 1,000 points. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reduced waveform peaks by track and points, shared by every request of this instance. A track's
 * peaks are computed once at upload and never change, so an entry never goes stale; a deleted
 * track's entry is simply never asked for again and ages out. Entries are kept per owner, so a
 * caller only ever finds the waveforms of their own tracks.
 */
export class WaveformCache {
  private readonly reducedByKey: LRUCache<string, Buffer>;

  constructor(maxBytes = DEFAULT_MAX_BYTES) {
    this.reducedByKey = new LRUCache({
      maxSize: maxBytes,
      // The key and the entry's own bookkeeping, besides the bytes.
      sizeCalculation: (reduced) => reduced.length + 100,
    });
  }

  get(ownerId: string, trackId: string, points: number): Buffer | undefined {
    return this.reducedByKey.get(keyOf(ownerId, trackId, points));
  }

  set(ownerId: string, trackId: string, points: number, reduced: Buffer): void {
    this.reducedByKey.set(keyOf(ownerId, trackId, points), reduced);
  }
}

function keyOf(ownerId: string, trackId: string, points: number): string {
  return `${ownerId}:${trackId}:${points}`;
}

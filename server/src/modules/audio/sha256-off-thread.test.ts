import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Sha256OffThread } from './sha256-off-thread.js';

/** Feeds `bytes` in chunks of the given sizes, in turn, as a socket would deliver them. */
async function hashInChunks(bytes: Buffer, sizes: number[]): Promise<string> {
  const hash = new Sha256OffThread();
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    await hash.update(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return hash.digest();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('Sha256OffThread (an upload hashed on a worker thread)', () => {
  it('gives the SHA-256 of every byte, whatever the chunks, past the blocks in flight', async () => {
    // 9 MB: more than the four 1 MB blocks one job may have in flight, so blocks must come back.
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    expect(await hashInChunks(bytes, [1, 65_536, 7, 3 * 1024 * 1024, 100_003])).toBe(sha256(bytes));
    expect(await hashInChunks(bytes, [bytes.length])).toBe(sha256(bytes));
  });

  it('gives the SHA-256 of nothing, and of a few bytes', async () => {
    expect(await new Sha256OffThread().digest()).toBe(sha256(Buffer.alloc(0)));
    expect(await hashInChunks(Buffer.from('abc'), [1])).toBe(sha256(Buffer.from('abc')));
  });

  it('keeps uploads hashed at the same time apart, and a dropped one out of the way', async () => {
    const files = [randomBytes(3 * 1024 * 1024), randomBytes(5 * 1024 * 1024 + 3), randomBytes(999)];
    const dropped = new Sha256OffThread();
    await dropped.update(randomBytes(2 * 1024 * 1024));
    const digests = Promise.all(files.map((bytes, i) => hashInChunks(bytes, [65_536 + i * 1000, 31])));
    dropped.drop();
    expect(await digests).toEqual(files.map(sha256));
  });
});

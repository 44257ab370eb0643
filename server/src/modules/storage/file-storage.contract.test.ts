import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useS3StandIn } from '../../test/s3-stand-in.js';
import { LocalFileStorage } from './local-storage.js';
import { S3FileStorage } from './s3-storage.js';
import { type FileStorage, isStoredFileMissing, StoredFileMissingError } from './storage.js';

const s3 = useS3StandIn();

interface Driver {
  storage: FileStorage;
  /** The keys the storage holds, read beside it (the folder, or the bucket). */
  storedKeys(): Promise<string[]>;
}

/** Each driver over a fresh local folder (and, for S3, an empty bucket). */
const drivers: [string, (dir: string) => Promise<Driver>][] = [
  [
    'LocalFileStorage',
    async (dir) => ({
      storage: new LocalFileStorage(dir),
      storedKeys: async () => {
        const objects = path.join(dir, 'objects');
        const entries = await fs.readdir(objects, { recursive: true, withFileTypes: true }).catch(() => []);
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(objects, path.join(entry.parentPath, entry.name)))
          .sort();
      },
    }),
  ],
  [
    'S3FileStorage',
    async (dir) => {
      await s3.empty();
      return { storage: new S3FileStorage(s3.settings, dir), storedKeys: () => s3.keys() };
    },
  ],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function exists(filePath: string): Promise<boolean> {
  return fs.access(filePath).then(
    () => true,
    () => false,
  );
}

describe.each(drivers)('%s', (_name, makeDriver) => {
  let dir: string;
  let storage: FileStorage;
  let storedKeys: () => Promise<string[]>;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-storage-'));
    ({ storage, storedKeys } = await makeDriver(dir));
  });
  afterEach(async () => {
    await storage.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** A received file: written to a temporary file, as the audio and cover receivers do. */
  async function received(bytes: Buffer, extension = 'upload') {
    const file = await storage.createTemporaryFile(extension);
    await fs.writeFile(file.path, bytes);
    return file;
  }

  it('promotes a temporary file to its key: the temporary file is gone; size and a full read give its bytes', async () => {
    const bytes = randomBytes(70_000);
    const file = await received(bytes);
    expect(file.path.startsWith(path.join(dir, 'tmp'))).toBe(true);

    await storage.promote(file, 'tracks/u1/t1.wav');

    expect(await exists(file.path)).toBe(false);
    expect(await storedKeys()).toEqual(['tracks/u1/t1.wav']);
    expect(await storage.size('tracks/u1/t1.wav')).toBe(bytes.length);
    expect((await readAll(await storage.openReadStream('tracks/u1/t1.wav'))).equals(bytes)).toBe(true);
  });

  it('hands a stored file to path-reading libraries at a local path, and leaves no copy once released', async () => {
    const bytes = randomBytes(70_000);
    await storage.promote(await received(bytes), 'tracks/u1/t2.mp3');
    const local = await storage.readLocally('tracks/u1/t2.mp3');
    expect((await fs.readFile(local.path)).equals(bytes)).toBe(true);
    await local.release();
    expect(await storedKeys()).toEqual(['tracks/u1/t2.mp3']);
    expect(await fs.readdir(path.join(dir, 'tmp')).catch(() => [])).toEqual([]);
    const missing = await storage.readLocally('tracks/u1/never.mp3').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(StoredFileMissingError);
  });

  it('reads byte ranges with an inclusive end: the first bytes, the middle, the last byte', async () => {
    const bytes = randomBytes(10_000);
    await storage.promote(await received(bytes), 'notes/u1/n1.webm');
    // Not 0-0: the stand-in reads an end of 0 as "to the end" (S3 itself answers one byte).
    for (const [start, end] of [
      [0, 1],
      [1234, 5677],
      [9999, 9999],
    ] as const) {
      const part = await readAll(await storage.openReadStream('notes/u1/n1.webm', { start, end }));
      expect(part.equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });

  it('keeps a file larger than one multipart part whole (12 MB; S3 parts are 5 MB)', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    await storage.promote(await received(bytes), 'tracks/u1/long.wav');
    expect(await storage.size('tracks/u1/long.wav')).toBe(bytes.length);
    const boundary = 5 * 1024 * 1024;
    const across = await readAll(
      await storage.openReadStream('tracks/u1/long.wav', { start: boundary - 10, end: boundary + 9 }),
    );
    expect(across.equals(bytes.subarray(boundary - 10, boundary + 10))).toBe(true);
    expect((await readAll(await storage.openReadStream('tracks/u1/long.wav'))).equals(bytes)).toBe(true);
  });

  it('removes a file; removing it again, or a key never stored, is fine', async () => {
    await storage.promote(await received(Buffer.from('cover')), 'covers/u1/t1/c1-small.webp');
    await storage.promote(await received(Buffer.from('other')), 'covers/u1/t1/c1-large.webp');
    await storage.remove('covers/u1/t1/c1-small.webp');
    expect(await storedKeys()).toEqual(['covers/u1/t1/c1-large.webp']);
    await storage.remove('covers/u1/t1/c1-small.webp');
    await storage.remove('covers/u1/never/stored.webp');
    expect(await storedKeys()).toEqual(['covers/u1/t1/c1-large.webp']);
  });

  it('answers a missing key as a missing local file: size and open reject with ENOENT before any byte', async () => {
    await storage.promote(await received(Buffer.from('gone soon')), 'tracks/u1/gone.mp3');
    await storage.remove('tracks/u1/gone.mp3');
    for (const key of ['tracks/u1/gone.mp3', 'tracks/u1/never.mp3']) {
      const sizeError = await storage.size(key).catch((error: unknown) => error);
      expect(sizeError).toBeInstanceOf(StoredFileMissingError);
      expect(isStoredFileMissing(sizeError)).toBe(true);
      const openError = await storage
        .openReadStream(key, { start: 0, end: 3 })
        .catch((error: unknown) => error);
      expect(openError).toBeInstanceOf(StoredFileMissingError);
      expect(openError).toMatchObject({ code: 'ENOENT' });
    }
  });

  it('stores nothing when promoting fails (the temporary file vanished)', async () => {
    const file = await received(Buffer.from('about to vanish'));
    await file.discard();
    await expect(storage.promote(file, 'tracks/u1/t2.wav')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storedKeys()).toEqual([]);
  });

  it('sweeps local temporary files older than the grace period, and keeps newer ones', async () => {
    const old = await received(Buffer.from('left by a crash'));
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await fs.utimes(old.path, hourAgo, hourAgo);
    const fresh = await received(Buffer.from('being received'));

    expect(await storage.sweepTemporaryFiles(30 * 60 * 1000)).toBe(1);
    expect(await fs.readdir(path.join(dir, 'tmp'))).toEqual([path.basename(fresh.path)]);
    expect(await storage.sweepTemporaryFiles(30 * 60 * 1000)).toBe(0);
  });

  it('refuses keys that could name something outside its storage', async () => {
    const file = await received(Buffer.from('x'));
    for (const key of ['../../etc/passwd', '/etc/passwd', 'tracks/../../x', '']) {
      await expect(storage.openReadStream(key)).rejects.toThrow('Unsafe storage key');
      await expect(storage.size(key)).rejects.toThrow('Unsafe storage key');
      await expect(storage.remove(key)).rejects.toThrow('Unsafe storage key');
      await expect(storage.promote(file, key)).rejects.toThrow('Unsafe storage key');
    }
    expect(await storedKeys()).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage, TemporaryFile } from './storage.js';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** FileStorage in a local folder: `<root>/objects/<key>`, temporary files in `<root>/tmp`. */
export class LocalFileStorage implements FileStorage {
  private readonly objectsDir: string;
  private readonly tmpDir: string;

  constructor(root: string) {
    this.objectsDir = path.join(root, 'objects');
    this.tmpDir = path.join(root, 'tmp');
  }

  async createTemporaryFile(extension: string): Promise<TemporaryFile> {
    await fsp.mkdir(this.tmpDir, { recursive: true });
    const filePath = path.join(this.tmpDir, `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`);
    return {
      path: filePath,
      createWriteStream: () => fs.createWriteStream(filePath, { flags: 'wx', mode: 0o600 }),
      discard: () => fsp.rm(filePath, { force: true }),
    };
  }

  async promote(file: TemporaryFile, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file.path, target);
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number> {
    return (await fsp.stat(this.pathOf(key))).size;
  }

  createReadStream(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.pathOf(key), range);
  }

  async sweepTemporaryFiles(olderThanMs: number): Promise<number> {
    const names = await fsp.readdir(this.tmpDir).catch(() => [] as string[]);
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      const filePath = path.join(this.tmpDir, name);
      const stat = await fsp.stat(filePath).catch(() => null);
      if (stat && stat.mtimeMs < cutoff) {
        await fsp.rm(filePath, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.objectsDir, key);
  }
}

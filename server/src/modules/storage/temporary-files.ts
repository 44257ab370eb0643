import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { TemporaryFile } from './storage.js';

const WRITE_BUFFER_BYTES = 1 << 20;

/** Temporary files in a local folder, for both storage drivers: uploads are received here first. */
export class LocalTemporaryFiles {
  /** This process's files not yet discarded or promoted, removed when the app stops. */
  private readonly pending = new Set<string>();

  constructor(readonly dir: string) {}

  async create(extension: string): Promise<TemporaryFile> {
    await fsp.mkdir(this.dir, { recursive: true });
    const filePath = path.join(this.dir, `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`);
    this.pending.add(filePath);
    return {
      path: filePath,
      // With the default 16 KB buffer, every 64 KB socket chunk made the upload wait for the disk
      // before reading on; 1 MB lets receiving and writing overlap (npm run audit:upload).
      createWriteStream: () =>
        fs.createWriteStream(filePath, { flags: 'wx', mode: 0o600, highWaterMark: WRITE_BUFFER_BYTES }),
      discard: async () => {
        await fsp.rm(filePath, { force: true });
        this.pending.delete(filePath);
      },
    };
  }

  /** The file at this path was moved away (promoted): nothing to remove at stop. */
  forget(filePath: string): void {
    this.pending.delete(filePath);
  }

  /**
   * Removes this process's temporary files still present (uploads cut by a shutdown); files of other
   * instances sharing the folder are left alone. Returns how many were removed.
   */
  async removePending(): Promise<number> {
    const paths = [...this.pending];
    this.pending.clear();
    let removed = 0;
    for (const filePath of paths) {
      const existed = await fsp.stat(filePath).then(
        () => true,
        () => false,
      );
      await fsp.rm(filePath, { force: true });
      if (existed) removed++;
    }
    return removed;
  }

  /** Removes files older than the grace period (left by a crash); returns how many. */
  async sweep(olderThanMs: number): Promise<number> {
    const names = await fsp.readdir(this.dir).catch(() => [] as string[]);
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      const filePath = path.join(this.dir, name);
      const stat = await fsp.stat(filePath).catch(() => null);
      if (stat && stat.mtimeMs < cutoff) {
        await fsp.rm(filePath, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

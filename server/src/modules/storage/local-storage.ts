import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSafeKey,
  type ByteRange,
  type FileStorage,
  type LocalReading,
  StoredFileMissingError,
  type TemporaryFile,
} from './storage.js';
import { LocalTemporaryFiles } from './temporary-files.js';

/** FileStorage in a local folder: `<root>/objects/<key>`, temporary files in `<root>/tmp`. */
export class LocalFileStorage implements FileStorage {
  private readonly objectsDir: string;
  private readonly temporaryFiles: LocalTemporaryFiles;

  constructor(private readonly root: string) {
    this.objectsDir = path.join(root, 'objects');
    this.temporaryFiles = new LocalTemporaryFiles(path.join(root, 'tmp'));
  }

  createTemporaryFile(extension: string): Promise<TemporaryFile> {
    return this.temporaryFiles.create(extension);
  }

  async promote(file: TemporaryFile, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(file.path, target);
    this.temporaryFiles.forget(file.path);
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number> {
    const stat = await fsp.stat(this.pathOf(key)).catch((error: unknown) => missingAsTyped(error, key));
    return stat.size;
  }

  async openReadStream(key: string, range?: ByteRange): Promise<Readable> {
    // Opened first, so a missing file rejects here rather than failing the stream later.
    const handle = await fsp
      .open(this.pathOf(key), 'r')
      .catch((error: unknown) => missingAsTyped(error, key));
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async readLocally(key: string): Promise<LocalReading> {
    const filePath = this.pathOf(key);
    await fsp.access(filePath).catch((error: unknown) => missingAsTyped(error, key));
    return { path: filePath, release: async () => undefined };
  }

  sweepTemporaryFiles(olderThanMs: number): Promise<number> {
    return this.temporaryFiles.sweep(olderThanMs);
  }

  describe(): string {
    return `local folder ${this.root}`;
  }

  async close(): Promise<void> {
    await this.temporaryFiles.removePending();
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.objectsDir, key);
  }
}

function missingAsTyped(error: unknown, key: string): never {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new StoredFileMissingError(key, { cause: error });
  throw error;
}

import { LocalFileStorage } from './local-storage.js';
import { S3FileStorage, type S3StorageSettings } from './s3-storage.js';
import type { FileStorage } from './storage.js';

export interface StorageSettings {
  /** The local folder: objects (local driver) and temporary files (both drivers). */
  dir: string;
  driver: 'local' | 's3';
  /** Present exactly when the driver is s3. */
  s3?: S3StorageSettings;
}

/** The storage the configuration chose: the local folder, or an S3-compatible bucket. */
export function createFileStorage(settings: StorageSettings): FileStorage {
  if (settings.driver === 'local') return new LocalFileStorage(settings.dir);
  if (!settings.s3) throw new Error('STORAGE_DRIVER=s3 needs the S3 settings');
  return new S3FileStorage(settings.s3, settings.dir);
}

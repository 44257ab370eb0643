import type { FeatureModule } from '../feature-module.js';
import { createFileStorage } from './create-file-storage.js';
import { FileJournal } from './file-journal.js';
import type { FileStorage } from './storage.js';
import { StorageJournalEntry } from './storage-journal.entity.js';
import { Migration20261127001000 } from './storage-journal.migration.js';

declare module '../../services.js' {
  interface Services {
    /** Where uploaded files live: a folder, or an S3-compatible bucket. */
    readonly storage: FileStorage;
    /** Stores and removes files with no orphan left by a crash on either side. */
    readonly fileJournal: FileJournal;
  }
}

export const storageModule: FeatureModule = {
  name: 'storage',
  entities: [StorageJournalEntry],
  migrations: [{ name: 'Migration20261127001000', class: Migration20261127001000 }],
  services: (_services, { config, orm }) => {
    const storage = createFileStorage(config.storage);
    return { storage, fileJournal: new FileJournal(storage, orm) };
  },
};

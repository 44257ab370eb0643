import type { FeatureModule } from '../feature-module.js';
import { createFileStorage } from './create-file-storage.js';
import type { FileStorage } from './storage.js';

declare module '../../services.js' {
  interface Services {
    /** Where uploaded files live: a folder, or an S3-compatible bucket. */
    readonly storage: FileStorage;
  }
}

export const storageModule: FeatureModule = {
  name: 'storage',
  services: (_services, { config }) => ({ storage: createFileStorage(config.storage) }),
};

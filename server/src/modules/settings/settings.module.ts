import { ownerOnly, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordConfirmation } from './password-confirmation.js';
import { SettingsResolver } from './settings.resolver.js';
import { SettingsService } from './settings.service.js';
import { UserSettings } from './user-settings.entity.js';

declare module '../../services.js' {
  interface Services {
    readonly settings: SettingsService;
    readonly passwordChanges: PasswordChangeService;
    readonly accountDeletion: AccountDeletionService;
  }
}

export const settingsModule: FeatureModule = {
  name: 'settings',
  entities: [UserSettings],
  accessRules: { UserSettings: ownerOnly(USER) },
  services: ({
    rateLimits,
    fileJournal,
    sessions,
    accounts,
    tracks,
    notes,
    trackVersions,
    profilePhotos,
  }) => {
    const passwordConfirmation = new PasswordConfirmation(rateLimits);
    return {
      settings: new SettingsService(),
      passwordChanges: new PasswordChangeService(passwordConfirmation, sessions),
      accountDeletion: new AccountDeletionService(passwordConfirmation, fileJournal, sessions, {
        accounts,
        tracks,
        notes,
        trackVersions,
        profilePhotos,
      }),
    };
  },
  resolvers: [SettingsResolver],
};

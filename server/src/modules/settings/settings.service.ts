import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { givenOnly } from '../../shared/changes.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import { settingsChangesSchema } from './settings.inputs.js';
import { presentSettings } from './settings.presenter.js';
import { type Theme, UserSettings } from './user-settings.entity.js';

export interface SettingsView {
  id: string;
  theme: Theme;
  emailNotifications: boolean;
  pushNotifications: boolean;
  autoSave: boolean;
}

/** The signed-in artist's preferences: theme, notifications and auto-save. */
export class SettingsService {
  /** The stored preferences, or the defaults when none were ever saved. */
  async readSettings(em: EntityManager, userId: string): Promise<SettingsView> {
    const stored = await em.findOne(UserSettings, scope(UserSettings, userId));
    return presentSettings(stored ?? new UserSettings(em.getReference(User, userId)));
  }

  /** Changes the preferences given; the row is made on the first save. */
  async updateSettings(em: EntityManager, userId: string, input: unknown): Promise<SettingsView> {
    const changes = parseInput(settingsChangesSchema, input);
    const settings = await unitOfWork(em, async (tx) => {
      await tx
        .createQueryBuilder(UserSettings)
        .insert({ user: userId })
        .onConflict('user')
        .ignore()
        .execute();
      const stored = await tx.findOneOrFail(UserSettings, scope(UserSettings, userId, 'update'));
      tx.assign(stored, givenOnly(changes));
      return stored;
    });
    return presentSettings(settings);
  }
}

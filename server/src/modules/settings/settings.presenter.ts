import type { SettingsView } from './settings.service.js';
import type { UserSettings } from './user-settings.entity.js';

/** The artist's preferences as the API answers them. */
export function presentSettings(settings: UserSettings): SettingsView {
  return {
    id: settings.user.id,
    theme: settings.theme,
    emailNotifications: settings.emailNotifications,
    pushNotifications: settings.pushNotifications,
    autoSave: settings.autoSave,
  };
}

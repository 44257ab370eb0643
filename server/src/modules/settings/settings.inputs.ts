import { z } from 'zod';
import { registerInputSchema } from '../accounts/account.inputs.js';
import { Theme } from './user-settings.entity.js';

function toggle(label: string) {
  return z.boolean({ error: `${label} must be on or off.` }).nullish();
}

/** Every preference optional: left out or null stays as it is. */
export const settingsChangesSchema = z.object({
  theme: z.enum(Theme, { error: 'Theme must be DARK or LIGHT.' }).nullish(),
  emailNotifications: toggle('Email notifications'),
  pushNotifications: toggle('Push notifications'),
  autoSave: toggle('Auto-save'),
});
export type SettingsChangesInput = z.input<typeof settingsChangesSchema>;

/** The password the artist types again to prove it is them. */
export const confirmingPassword = z
  .string({ error: 'Please enter your current password.' })
  .min(1, 'Please enter your current password.');

export const passwordChangeSchema = z.object({
  currentPassword: confirmingPassword,
  // Registration's rules, so no account ends up with a password it could not have been opened with.
  newPassword: registerInputSchema.shape.password,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const accountDeletionSchema = z.object({ password: confirmingPassword });
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import type { UpdateSettingsInput } from '../../__generated__/types';
import { serverMessage } from '../../apollo/server-message';
import type { PreferencesPanel_SettingsFragment } from './PreferencesPanel.generated';
import { UpdateSettingsDocument } from './use-save-settings.generated';

type Changes = { [K in keyof UpdateSettingsInput]-?: NonNullable<UpdateSettingsInput[K]> };

/**
 * Saves a preference as soon as it changes. The cache takes the new value at once (optimistically),
 * so the switch and the theme follow without waiting, and fall back if the server refuses.
 */
export function useSaveSettings(current: PreferencesPanel_SettingsFragment) {
  const [updateSettings] = useMutation(UpdateSettingsDocument);
  return async (changes: Partial<Changes>, savedMessage: string) => {
    try {
      await updateSettings({
        variables: { input: changes },
        optimisticResponse: { __typename: 'Mutation', updateSettings: { ...current, ...changes } },
      });
      toast.success(savedMessage);
    } catch (failure) {
      toast.error(serverMessage(failure, 'Failed to save settings.'));
    }
  };
}

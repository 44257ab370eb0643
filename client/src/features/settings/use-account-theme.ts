import { useEffect } from 'react';
import { applyTheme } from './theme';
import type { AccountTheme_SettingsFragment } from './use-account-theme.generated';

/**
 * Applies the signed-in artist's stored theme on load, and again whenever it changes. The workspace
 * frame's query carries the settings (one request fewer at load); Settings saves into the same cache
 * entry, so a switch there shows everywhere at once.
 */
export function useAccountTheme(settings: AccountTheme_SettingsFragment | undefined): void {
  const theme = settings?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}

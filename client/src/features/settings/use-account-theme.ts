import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { applyTheme } from './theme';
import { AccountThemeDocument } from './use-account-theme.generated';

/**
 * Applies the signed-in artist's stored theme on load, and again whenever it changes: Settings saves
 * into the same cache entry, so a switch there shows everywhere at once.
 */
export function useAccountTheme(signedIn: boolean): void {
  const { data } = useQuery(AccountThemeDocument, { skip: !signedIn });
  const theme = data?.settings.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}

import { useMutation } from '@apollo/client/react';
import { useAuth } from '../../auth/AuthProvider';
import { readTokens } from '../../auth/token-store';
import { forgetPlayers } from '../player/player-memory';
import { LogoutDocument } from './use-log-out.generated';

/** Ends this browser's session on the server, then forgets it here, and what played, whatever the server says. */
export function useLogOut(): { logOut: () => Promise<void>; loading: boolean } {
  const { signOut } = useAuth();
  const [logout, { loading }] = useMutation(LogoutDocument);
  async function logOut() {
    const refreshToken = readTokens()?.refreshToken;
    try {
      if (refreshToken) await logout({ variables: { input: { refreshToken } } });
    } finally {
      forgetPlayers();
      signOut();
    }
  }
  return { logOut, loading };
}

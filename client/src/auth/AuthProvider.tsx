import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { clearTokens, readTokens, type SessionTokens, subscribeToTokens, writeTokens } from './token-store';

interface Auth {
  isAuthenticated: boolean;
  /** Stores a signed-in session's tokens (after login, register or renewal). */
  signIn(tokens: SessionTokens): void;
  /** Forgets the session here; the caller revokes it on the server first when it can. */
  signOut(): void;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const tokens = useSyncExternalStore(subscribeToTokens, readTokens);
  const isAuthenticated = tokens !== null;

  const signIn = useCallback((next: SessionTokens) => writeTokens(next), []);
  const signOut = useCallback(() => clearTokens(), []);
  const auth = useMemo(() => ({ isAuthenticated, signIn, signOut }), [isAuthenticated, signIn, signOut]);
  return <AuthContext value={auth}>{children}</AuthContext>;
}

export function useAuth(): Auth {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

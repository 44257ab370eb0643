import { useMutation } from '@apollo/client/react';
import { useAuth } from '../../auth/AuthProvider';
import { readTokens } from '../../auth/token-store';
import { Button } from '../../components/Button';
import { forgetPlayers } from '../player/player-memory';
import { NotificationsMenu } from './NotificationsMenu';
import { QuickSwitcher } from './QuickSwitcher';
import type { NavigationDrawer } from './use-navigation-drawer';
import { LogoutDocument } from './WorkspaceHeader.generated';
import { planLabel, type WorkspaceUser } from './workspace-user';

export function WorkspaceHeader({
  user,
  drawer,
}: {
  /** Undefined while the workspace's query is on its way. */
  user: WorkspaceUser | undefined;
  drawer: NavigationDrawer;
}) {
  const { signOut } = useAuth();
  const [logout, { loading }] = useMutation(LogoutDocument);

  async function logOut() {
    const refreshToken = readTokens()?.refreshToken;
    try {
      if (refreshToken) await logout({ variables: { input: { refreshToken } } });
    } finally {
      // Even if the server cannot be reached, this browser forgets the session, and what played.
      forgetPlayers();
      signOut();
    }
  }

  return (
    <header className="workspace-header">
      <Button
        variant="secondary"
        className="menu-button"
        ref={drawer.buttonRef}
        aria-label="Menu"
        aria-expanded={drawer.open}
        aria-controls={drawer.id}
        onClick={drawer.toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      <QuickSwitcher />
      <NotificationsMenu />
      {user && (
        <span className="workspace-user">
          <span className="truncate" title={user.artistName}>
            {user.artistName}
          </span>{' '}
          <span className="plan-badge">{planLabel(user.plan)}</span>
        </span>
      )}
      <Button variant="secondary" onClick={logOut} disabled={loading}>
        Log out
      </Button>
    </header>
  );
}

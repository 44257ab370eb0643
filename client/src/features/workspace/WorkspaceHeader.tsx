import { Button } from '../../components/Button';
import { NotificationsMenu } from './NotificationsMenu';
import { QuickSwitcher } from './QuickSwitcher';
import { useLogOut } from './use-log-out';
import type { NavigationDrawer } from './use-navigation-drawer';
import { planLabel, type WorkspaceUser } from './workspace-user';

export function WorkspaceHeader({
  user,
  drawer,
}: {
  /** Undefined while the workspace's query is on its way. */
  user: WorkspaceUser | undefined;
  drawer: NavigationDrawer;
}) {
  const { logOut, loading } = useLogOut();

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
      {/* On a phone, Log out is in the menu drawer: the header's last place is too easy a tap. */}
      <Button variant="secondary" className="header-log-out" onClick={logOut} disabled={loading}>
        Log out
      </Button>
    </header>
  );
}

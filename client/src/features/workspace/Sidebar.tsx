import { NavLink } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { LevelProgress, LevelProgressPlaceholder } from './LevelProgress';
import { useLogOut } from './use-log-out';
import type { NavigationDrawer } from './use-navigation-drawer';
import { WORKSPACE_SCREENS } from './workspace-screens';
import { planLabel, type WorkspaceUser } from './workspace-user';

/** The artist and the workspace's screens: a column on wide screens, a drawer on narrow ones. */
export function Sidebar({
  user,
  drawer,
}: {
  /** Undefined while the workspace's query is on its way: the menu shows at once, the artist after. */
  user: WorkspaceUser | undefined;
  drawer: NavigationDrawer;
}) {
  return (
    <>
      <aside
        id={drawer.id}
        ref={drawer.drawerRef}
        className={drawer.open ? 'sidebar open' : 'sidebar'}
        aria-label="Workspace menu"
      >
        <NavLink className="brand" to="/app/dashboard">
          Backline
        </NavLink>
        {user ? <SidebarUser user={user} /> : <SidebarUserPlaceholder />}
        {/* The level comes with the artist (WorkspaceUser), so it is read from the cache. */}
        {user ? <LevelProgress /> : <LevelProgressPlaceholder />}
        <nav aria-label="Workspace">
          <ul>
            {WORKSPACE_SCREENS.map(({ path, label }) => (
              <li key={path}>
                <NavLink to={path} onClick={drawer.close}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <DrawerLogOut />
      </aside>
      {drawer.open && <div className="drawer-backdrop" aria-hidden="true" />}
    </>
  );
}

/** Log out at the foot of the drawer, on a phone (wide screens have it in the header). */
function DrawerLogOut() {
  const { logOut, loading } = useLogOut();
  return (
    <Button variant="secondary" className="drawer-log-out" onClick={logOut} disabled={loading}>
      Log out
    </Button>
  );
}

function SidebarUser({ user }: { user: WorkspaceUser }) {
  return (
    <div className="sidebar-user">
      <Avatar avatar={user.avatar} photo={user.avatarPhoto} />
      <p>
        <strong className="truncate" title={user.artistName}>
          {user.artistName}
        </strong>
        <span className="muted">{user.role}</span>
        <span className="plan-badge">{planLabel(user.plan)}</span>
        <span className="muted">
          {user.projectCount} {user.projectCount === 1 ? 'project' : 'projects'}
        </span>
      </p>
    </div>
  );
}

/** The artist's block, empty and invisible, holding its place so the menu below does not move. */
function SidebarUserPlaceholder() {
  return (
    <div className="sidebar-user placeholder" aria-hidden="true">
      <span className="avatar" />
      <p>
        <strong>&nbsp;</strong>
        <span>&nbsp;</span>
        <span className="plan-badge">&nbsp;</span>
        <span>&nbsp;</span>
      </p>
    </div>
  );
}

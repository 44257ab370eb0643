import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { useAppShellRemoved } from '../../components/use-app-shell-removed';
import { PlayerBar } from '../player/PlayerBar';
import { PlayerProvider } from '../player/PlayerProvider';
import { UnsavedChangesProvider } from '../saving/UnsavedChangesProvider';
import { useAccountTheme } from '../settings/use-account-theme';
import { Sidebar } from './Sidebar';
import { useNavigationDrawer } from './use-navigation-drawer';
import { WorkspaceHeader } from './WorkspaceHeader';
import { WorkspaceUserDocument } from './WorkspaceLayout.generated';

/** The protected area: restores the session, sends signed-out visitors to login, frames every screen. */
export function WorkspaceLayout() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  // Read afresh whenever the frame mounts (a return from a public page too): the sidebar's level
  // comes with it and is otherwise read from the cache.
  const { data, error } = useQuery(WorkspaceUserDocument, {
    skip: !isAuthenticated,
    fetchPolicy: 'cache-and-network',
  });
  useAccountTheme(data?.settings);
  const drawer = useNavigationDrawer();
  useAppShellRemoved();

  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (error) throw error;
  // The frame and the screen render before the artist's details arrive: the screen's own query
  // goes out beside this one instead of after it, and the name and plan fill in when they come.
  return (
    <PlayerProvider artistId={data?.me.id}>
      <div className="workspace">
        {/* The first stop for the keyboard: past the sidebar's links and the header, to the screen. */}
        <a className="skip-link" href="#workspace-content">
          Skip to content
        </a>
        <Sidebar user={data?.me} drawer={drawer} />
        <div className="workspace-main">
          <WorkspaceHeader user={data?.me} drawer={drawer} />
          <main className="workspace-content" id="workspace-content" tabIndex={-1}>
            <UnsavedChangesProvider>
              <Outlet context={data?.me} />
            </UnsavedChangesProvider>
          </main>
        </div>
        <PlayerBar />
      </div>
    </PlayerProvider>
  );
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { useAuth } from '../../auth/AuthProvider';
import { readTokens } from '../../auth/token-store';
import { NotificationsMenu } from './NotificationsMenu';
import { QuickSwitcher } from './QuickSwitcher';
import { planLabel, type WorkspaceUser } from './workspace-user';

const LogoutMutation = graphql(`
  mutation Logout($refreshToken: String!) {
    logout(refreshToken: $refreshToken)
  }
`);

export function WorkspaceHeader({ user }: { user: WorkspaceUser }) {
  const { signOut } = useAuth();
  const [logout, { loading }] = useMutation(LogoutMutation);

  async function logOut() {
    const refreshToken = readTokens()?.refreshToken;
    try {
      if (refreshToken) await logout({ variables: { refreshToken } });
    } finally {
      // Even if the server cannot be reached, this browser forgets the session.
      signOut();
    }
  }

  return (
    <header className="workspace-header">
      <QuickSwitcher />
      <NotificationsMenu />
      <span className="workspace-user">
        {user.artistName} <span className="plan-badge">{planLabel(user.plan)}</span>
      </span>
      <button type="button" className="button secondary" onClick={logOut} disabled={loading}>
        Log out
      </button>
    </header>
  );
}

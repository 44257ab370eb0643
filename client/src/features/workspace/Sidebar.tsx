import { NavLink } from 'react-router-dom';
import type { LevelProgress_RelationshipFragment } from '../../__generated__/graphql';
import { LevelProgress } from './LevelProgress';
import { WORKSPACE_SCREENS } from './workspace-screens';
import { planLabel, type WorkspaceUser } from './workspace-user';

export function Sidebar({
  user,
  relationship,
}: {
  user: WorkspaceUser;
  relationship: LevelProgress_RelationshipFragment;
}) {
  return (
    <aside className="sidebar">
      <NavLink className="brand" to="/app/dashboard">
        Backline
      </NavLink>
      <div className="sidebar-user">
        <span className="avatar" aria-hidden="true">
          {user.avatar}
        </span>
        <p>
          <strong>{user.artistName}</strong>
          <br />
          <span className="muted">{user.role}</span>
          <br />
          <span className="plan-badge">{planLabel(user.plan)}</span>
          <br />
          <span className="muted">
            {user.projectCount} {user.projectCount === 1 ? 'project' : 'projects'}
          </span>
        </p>
      </div>
      <LevelProgress relationship={relationship} />
      <nav aria-label="Workspace">
        <ul>
          {WORKSPACE_SCREENS.map(({ path, label }) => (
            <li key={path}>
              <NavLink to={path}>{label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

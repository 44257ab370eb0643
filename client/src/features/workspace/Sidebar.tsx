import { NavLink } from 'react-router-dom';
import { WORKSPACE_SCREENS } from './workspace-screens';

export function Sidebar({ artistName }: { artistName: string }) {
  return (
    <aside className="sidebar">
      <NavLink className="brand" to="/app/dashboard">
        Backline
      </NavLink>
      <p className="sidebar-user">
        <span className="avatar" aria-hidden="true">
          {artistName.slice(0, 1).toUpperCase()}
        </span>
        {artistName}
      </p>
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

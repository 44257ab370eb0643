import { NavLink } from 'react-router-dom';

const navigation: Array<[to: string, label: string]> = [
  ['/app/dashboard', 'My Dashboard'],
  ['/app/tracks', 'Tracks'],
  ['/app/upload', 'Upload Track'],
  ['/app/playlists', 'Playlists'],
  ['/app/ai-manager', 'AI Manager'],
  ['/app/projects', 'My Projects'],
  ['/app/creative-studio', 'Creative Studio'],
  ['/app/network', 'My Network'],
  ['/app/academy', 'Academy'],
  ['/app/profile', 'My Profile'],
  ['/app/settings', 'Settings'],
];

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
          {navigation.map(([to, label]) => (
            <li key={to}>
              <NavLink to={to}>{label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

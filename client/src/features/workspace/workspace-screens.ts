/** Every workspace screen, in sidebar order: the sidebar and the quick switcher both list these. */
export const WORKSPACE_SCREENS: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/app/dashboard', label: 'My Dashboard' },
  { path: '/app/tracks', label: 'Tracks' },
  { path: '/app/upload', label: 'Upload Track' },
  { path: '/app/playlists', label: 'Playlists' },
  { path: '/app/ai-manager', label: 'AI Manager' },
  { path: '/app/projects', label: 'My Projects' },
  { path: '/app/creative-studio', label: 'Creative Studio' },
  { path: '/app/network', label: 'My Network' },
  { path: '/app/academy', label: 'Academy' },
  { path: '/app/profile', label: 'My Profile' },
  { path: '/app/settings', label: 'Settings' },
];

import type { Plugin } from 'vite';
import { WORKSPACE_SCREENS } from '../src/features/workspace/workspace-screens.js';

/** The static first screens, by page path, written next to index.html (server/src/http/client-app.ts). */
export const APP_SHELL_FILE = 'app-shell.json';

/** lucide's SlidersHorizontal, as the Filters button draws it (shown on phones only). */
const FILTERS_ICON =
  '<svg class="lucide" width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M10 5H3M12 19H3M14 3v4M16 17v4M21 12h-9M21 19h-5M21 5h-7M8 10v4M8 12H3"></path></svg>';

/**
 * What each page with a static first screen shows inside the workspace frame before its JavaScript
 * has run: the same markup and classes React renders (the sidebar's placeholders, the header, the
 * page's heading and controls), so nothing moves when React takes over.
 */
const DASHBOARD_FIRST_SCREEN =
  '<section class="dashboard"><div class="page-heading"><h1>Welcome back!</h1>' +
  '<a class="button" href="/app/upload">Quick Upload</a></div>' +
  '<p class="page-loading">Loading...</p></section>';

const firstScreens: Record<string, string> = {
  '/app': DASHBOARD_FIRST_SCREEN,
  '/app/dashboard': DASHBOARD_FIRST_SCREEN,
  '/app/tracks':
    '<section class="tracks"><div class="page-heading"><h1>Tracks</h1><div class="track-filters">' +
    field('Search', '<input placeholder="Title or artist" type="search" value="">') +
    `<button type="button" class="button secondary track-filters-toggle">${FILTERS_ICON}Filters</button>` +
    '<div class="track-filters-choices">' +
    field('Genre', '<select><option value="">All Genres</option></select>') +
    field(
      'Sort by',
      '<select><option value="newest">Newest</option><option value="title">Title</option>' +
        '<option value="artist">Artist</option><option value="bpm">BPM</option><option value="key">Key</option></select>',
    ) +
    '<fieldset class="view-toggle"><legend class="visually-hidden">View</legend>' +
    '<button type="button" aria-pressed="true">Grid</button>' +
    '<button type="button" aria-pressed="false">List</button></fieldset></div></div>' +
    '<div class="track-sound-filters">' +
    field('Key', '<select><option value="">Any key</option></select>') +
    '<label class="choice track-filters-check"><input type="checkbox" disabled>Compatible keys</label>' +
    field('BPM from', '<input type="number" class="track-filters-bpm" value="">') +
    field('BPM to', '<input type="number" class="track-filters-bpm" value="">') +
    '</div></div>' +
    '<p class="page-loading">Loading...</p></section>',
};

/**
 * Writes app-shell.json: for each page above, the workspace frame around its first screen, painted
 * from the HTML (the server puts it after #root) while the entry, React and Apollo load and run.
 * It is hidden from assistive technology and inert: WorkspaceLayout removes it when React's own frame
 * commits, so there is never a second set of landmarks.
 */
export function appShell(): Plugin {
  return {
    name: 'backline:app-shell',
    apply: 'build',
    generateBundle() {
      const shells = Object.fromEntries(
        Object.entries(firstScreens).map(([pagePath, content]) => [pagePath, frame(pagePath, content)]),
      );
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: JSON.stringify(shells) });
    },
  };
}

/** `/app` is the dashboard under its short address. */
const SCREEN_OF_PAGE: Record<string, string> = { '/app': '/app/dashboard' };

function frame(pagePath: string, content: string): string {
  const screen = SCREEN_OF_PAGE[pagePath] ?? pagePath;
  const links = WORKSPACE_SCREENS.map(({ path, label }) =>
    path === screen
      ? `<li><a class="active" href="${path}">${label}</a></li>`
      : `<li><a href="${path}">${label}</a></li>`,
  ).join('');
  return (
    '<div id="app-shell" class="app-shell" aria-hidden="true" inert><div class="workspace">' +
    '<aside class="sidebar"><a class="brand" href="/app/dashboard">Backline</a>' +
    '<div class="sidebar-user placeholder"><span class="avatar"></span><p><strong>&nbsp;</strong>' +
    '<span>&nbsp;</span><span class="plan-badge">&nbsp;</span><span>&nbsp;</span></p></div>' +
    '<div class="level-progress placeholder"><p>&nbsp;</p><progress max="1" value="0"></progress><p>&nbsp;</p></div>' +
    `<nav><ul>${links}</ul></nav></aside>` +
    '<div class="workspace-main"><header class="workspace-header">' +
    `<button type="button" class="button secondary menu-button">${MENU_ICON}</button>` +
    '<button type="button" class="button secondary small">Jump to… <kbd>Ctrl K</kbd></button>' +
    `<div class="notifications"><button type="button" class="button secondary notifications-button">${BELL_ICON}</button></div>` +
    '<button type="button" class="button secondary">Log out</button></header>' +
    `<main class="workspace-content">${content}</main></div>` +
    '<section class="player-bar" data-state="idle">' +
    `<span class="artwork player-artwork"><svg width="1em" height="1em" viewBox="0 0 16 16" fill="currentColor"><path d="${NOTE_ICON}"></path></svg></span>` +
    '<div class="player-meta"><p class="player-title muted">Nothing playing</p></div>' +
    `<div class="player-controls">${PLAYER_BUTTONS}</div></section>` +
    '</div></div>'
  );
}

const PLAYER_BUTTONS = [
  'M3 2.5h2v11H3zM13.5 2.5v11L5.5 8z',
  'M4 2.5v11l9.5-5.5z',
  'M11 2.5h2v11h-2zM2.5 2.5v11l8-5.5z',
]
  .map(
    (icon, index) =>
      `<button type="button" class="${index === 1 ? 'player-control player-toggle' : 'player-control'}" disabled>` +
      `<svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor"><path d="${icon}"></path></svg></button>`,
  )
  .join('');

function field(label: string, control: string): string {
  return `<div class="field"><label>${label}${control}</label></div>`;
}

const MENU_ICON =
  '<svg viewBox="0 0 20 20" width="20" height="20"><path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>';
const BELL_ICON =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor"><path d="M12 2a6 6 0 0 0-6 6v3.6L4.3 15a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 11.6V8a6 6 0 0 0-6-6Zm0 20a3 3 0 0 0 2.8-2H9.2A3 3 0 0 0 12 22Z"></path></svg>';
const NOTE_ICON =
  'M8.5 2H10v10h-1.5zM10 2c0 2 3.5 2.5 3.5 5.5-.8-1.4-2-2-3.5-2zM10 12a2.5 2 0 1 1-5 0 2.5 2 0 1 1 5 0z';

import type { Theme } from '../../__generated__/types';

const storageKey = 'backline.theme';

/** Shows the app in the theme at once, and remembers it on this device for the next load. */
export function applyTheme(theme: Theme): void {
  const name = theme === 'LIGHT' ? 'light' : 'dark';
  document.documentElement.dataset.theme = name;
  // The server reads the cookie to paint a page's static first screen in this theme (server/src/http/app-shell.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous and in every browser, unlike the Cookie Store API.
  document.cookie = `backline.theme=${name}; path=/; max-age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Storage may be full or blocked; the theme still applies to this page.
  }
}

/** Starts the page in the theme last shown on this device, so it does not flash until the server answers. */
export function applyRememberedTheme(): void {
  const remembered = localStorage.getItem(storageKey);
  if (remembered === 'LIGHT' || remembered === 'DARK') applyTheme(remembered);
}

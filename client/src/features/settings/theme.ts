import type { Theme } from '../../__generated__/types';

const storageKey = 'backline.theme';

/** Shows the app in the theme at once, and remembers it on this device for the next load. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme === 'LIGHT' ? 'light' : 'dark';
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

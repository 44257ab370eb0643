/** The static first screens the client build wrote (client/build/app-shell.ts), by page path. */
export type AppShells = Record<string, string>;

/** The cookie the web client writes beside its remembered theme (client/src/features/settings/theme.ts). */
const THEME_COOKIE = /(?:^|;\s*)backline\.theme=(light|dark)(?:;|$)/;

/** The static frame for the page at `pagePath`, if the build made one. */
export function appShellFor(shells: AppShells, pagePath: string): string | undefined {
  const normalized = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  return Object.hasOwn(shells, normalized) ? shells[normalized] : undefined;
}

/**
 * index.html with the page's static frame after #root, painted from the HTML before any script has
 * run, and in the theme this browser last showed (its cookie), so a light page never flashes dark.
 */
export function withAppShell(html: string, shell: string, cookieHeader: string | undefined): string {
  const theme = cookieHeader?.match(THEME_COOKIE)?.[1];
  const themed = theme ? html.replace(/<html\b/, `<html data-theme="${theme}"`) : html;
  return themed.replace('<div id="root"></div>', () => `<div id="root"></div>${shell}`);
}

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
 * Its scripts are fetched at low priority: the first paint needs only the HTML and the stylesheets,
 * which then have the connection to themselves instead of sharing it with the page's JavaScript.
 */
export function withAppShell(html: string, shell: string, cookieHeader: string | undefined): string {
  const theme = cookieHeader?.match(THEME_COOKIE)?.[1];
  const themed = theme ? html.replace(/<html\b/, `<html data-theme="${theme}"`) : html;
  return themed
    .replace('<div id="root"></div>', () => `<div id="root"></div>${shell}`)
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** The build's stylesheets that index.html links (the entry's). */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] as string);
}

/**
 * The page with its stylesheets as `<style>` (index.html's links replaced, the first screen's added),
 * so its first paint waits for no other request, as the landing page's (client/build/landing-page.ts).
 * The first screen's chunks still load their own stylesheets, preloaded, when they run.
 */
export function withInlinedStyles(html: string, styles: Array<string | undefined>): string {
  const inlined = styles
    .filter((style): style is string => style !== undefined)
    // A `</style` inside the CSS would end the element early; CSS has no need of one.
    .map((style) => `<style>${style.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  return html.replace(STYLESHEET_LINK, '').replace('</head>', () => `${inlined}\n</head>`);
}

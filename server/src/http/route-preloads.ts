/**
 * What a page loads first besides the entry, as the client build lists it in route-preloads.json
 * (client/build/route-preloads.ts): for a path, or for `/prefix/*` (the prefix and everything below).
 */
export type RoutePreloads = Record<string, { modules: string[]; styles: string[] }>;

/** The lazily loaded chunks and stylesheets the page at `pagePath` needs, each once. */
export function preloadsFor(
  preloads: RoutePreloads,
  pagePath: string,
): { modules: string[]; styles: string[] } {
  const normalized = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  const modules = new Set<string>();
  const styles = new Set<string>();
  for (const [route, assets] of Object.entries(preloads)) {
    const prefix = route.endsWith('/*') ? route.slice(0, -2) : undefined;
    const matches =
      prefix === undefined
        ? normalized === route
        : normalized === prefix || normalized.startsWith(`${prefix}/`);
    if (!matches) continue;
    for (const module of assets.modules) modules.add(module);
    for (const style of assets.styles) styles.add(style);
  }
  return { modules: [...modules], styles: [...styles] };
}

/**
 * index.html with `<link>`s that start fetching the page's own chunks at once, in parallel with the
 * entry, instead of after the entry has run and the router has asked for them. The attributes match
 * the ones Vite's loader uses (crossorigin), so the browser reuses the preloaded responses (and Vite's
 * loader sees a stylesheet already linked). `stylesheets` links the styles instead of preloading them,
 * for a page whose HTML paints its first screen itself.
 */
export function withPreloads(
  html: string,
  assets: { modules: string[]; styles: string[] },
  { stylesheets = false }: { stylesheets?: boolean } = {},
): string {
  if (assets.modules.length === 0 && assets.styles.length === 0) return html;
  const styleLink = stylesheets ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const links = [
    ...assets.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ...assets.styles.map((href) => `<link ${styleLink} crossorigin href="${escapeAttribute(href)}">`),
  ];
  return html.replace('</head>', () => `${links.join('\n')}\n</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

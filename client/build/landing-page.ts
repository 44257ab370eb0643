import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/** The landing page's HTML, written next to index.html and served for `/` by server/src/http/client-app.ts. */
export const LANDING_PAGE_FILE = 'landing.html';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Writes landing.html: index.html with its stylesheets inlined as `<style>`, so the landing page (the
 * page a new visitor on a phone meets first) paints without waiting for a render-blocking request.
 * Only the landing page: every other page keeps the `<link>`, which the browser caches for good.
 */
export function landingPage(): Plugin {
  return {
    name: 'backline:landing-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'] as OutputAsset | undefined;
      if (!page) throw new Error('landing-page: the build has no index.html');
      let inlined = 0;
      const html = textOf(page).replace(STYLESHEET_LINK, (_link, fileName: string) => {
        const sheet = bundle[fileName] as OutputAsset | undefined;
        if (!sheet) throw new Error(`landing-page: ${fileName} is not in the build`);
        inlined += 1;
        // A `</style` inside the CSS would end the element early; CSS has no need of one.
        return `<style>${textOf(sheet).replace(/<\/style/gi, '<\\/style')}</style>`;
      });
      if (inlined === 0) throw new Error('landing-page: index.html names no stylesheet to inline');
      this.emitFile({ type: 'asset', fileName: LANDING_PAGE_FILE, source: html });
    },
  };
}

function textOf(asset: OutputAsset): string {
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** What the server adds to index.html for one page: the file written next to it, read by server/src/http/client-app.ts. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** Script chunks to fetch as modules from the start (`<link rel="modulepreload">`). */
  modules: string[];
  /** Stylesheets to fetch from the start (`<link rel="preload" as="style">`), applied when their chunk loads. */
  styles: string[];
}

/**
 * Lists, for each page path, the lazily loaded chunks (and their CSS) that page renders first, so the
 * server can name them in the page's HTML: the browser then fetches them alongside the entry instead
 * of after it has run. `routes` maps a path (or `/prefix/*` for everything below it) to the source
 * modules its route components live in, as router.tsx lazy-loads them; a module missing from the
 * build fails it, so a moved screen cannot silently lose its preloads.
 */
export function routePreloads(clientDir: string, routes: Record<string, string[]>): Plugin {
  return {
    name: 'backline:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      if (!entry) throw new Error('route-preloads: the build has no index.html entry');
      // Already named by index.html itself.
      const inPage = staticClosure(entry, bundle);

      const preloads: Record<string, RoutePreload> = {};
      for (const [route, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        const styles = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(clientDir, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`route-preloads: ${module} (for ${route}) is not in the build`);
          for (const file of staticClosure(chunk, bundle)) {
            if (inPage.has(file)) continue;
            files.add(file);
            const css = (bundle[file] as OutputChunk).viteMetadata?.importedCss ?? new Set();
            for (const sheet of css) styles.add(sheet);
          }
        }
        preloads[route] = {
          modules: [...files].map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}

/** The chunk and every chunk it imports statically (chunks may import each other), dependencies first. */
function staticClosure(chunk: OutputChunk, bundle: OutputBundle): Set<string> {
  const visited = new Set<string>();
  const ordered = new Set<string>();
  const visit = (current: OutputChunk) => {
    if (visited.has(current.fileName)) return;
    visited.add(current.fileName);
    for (const imported of current.imports) {
      const dependency = bundle[imported];
      if (dependency?.type === 'chunk') visit(dependency);
    }
    ordered.add(current.fileName);
  };
  visit(chunk);
  return ordered;
}

import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { appShell } from './build/app-shell.js';
import { brotliByFileSize } from './build/brotli-by-file-size.js';
import { landingPage } from './build/landing-page.js';
import { routePreloads } from './build/route-preloads.js';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
/**
 * The route components each page shows first (as router.tsx lazy-loads them), preloaded by the
 * server from the page's HTML. Everything under /app needs Apollo and the workspace frame.
 */
const firstScreenModules: Record<string, string[]> = {
  '/app/*': ['src/apollo/ApolloLayout.tsx', 'src/features/workspace/WorkspaceLayout.tsx'],
  '/app': ['src/features/dashboard/DashboardRoute.tsx'],
  '/app/dashboard': ['src/features/dashboard/DashboardRoute.tsx'],
  '/app/tracks': ['src/features/tracks/TracksRoute.tsx'],
  '/app/upload': ['src/features/upload/UploadRoute.tsx'],
  '/app/playlists': ['src/features/playlists/PlaylistsRoute.tsx'],
  '/app/projects': ['src/features/projects/ProjectsRoute.tsx'],
  '/app/creative-studio': ['src/features/studio/CreativeStudioRoute.tsx'],
  '/app/academy': ['src/features/academy/AcademyRoute.tsx'],
  '/app/profile': ['src/features/profile/ProfileRoute.tsx'],
  '/app/settings': ['src/features/settings/SettingsRoute.tsx'],
  '/app/ai-manager': ['src/features/manager/AiManagerRoute.tsx'],
  '/app/network': ['src/features/network/NetworkRoute.tsx'],
  '/login': ['src/features/public/LoginRoute.tsx'],
  '/register': ['src/features/public/RegisterRoute.tsx'],
};
const defaultApiUrl = 'http://localhost:4000';
const graphqlLanguageService = 'graphiql > @graphiql/react > monaco-graphql > graphql-language-service';
const graphqlWorkerCommonJsDeps = [
  `${graphqlLanguageService} > nullthrows`,
  'graphiql > @graphiql/react > monaco-graphql > picomatch-browser',
];

/** Matches the path itself and anything below it or after a query string, never a longer name. */
function exactPath(path: string): string {
  return `^${path}(?:[/?]|$)`;
}

/** GET /login and GET /register are pages of the React app; only their POSTs go to the API. */
function pageOnGet(req: IncomingMessage): string | undefined {
  return req.method === 'GET' || req.method === 'HEAD' ? '/index.html' : undefined;
}

/** A browser opening /graphql gets the explorer, as the server does in production. */
function explorerForBrowsers(req: IncomingMessage): string | undefined {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const wantsHtml = req.headers.accept?.includes('text/html') ?? false;
  if (req.method !== 'GET' || !wantsHtml || url.searchParams.has('query')) return undefined;
  return '/explorer.html';
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, clientDir, 'BACKLINE_');
  const target = env.BACKLINE_API_URL || defaultApiUrl;
  const toApi = (bypass?: ProxyOptions['bypass']): ProxyOptions => ({ target, changeOrigin: true, bypass });

  return {
    root: clientDir,
    // Brotli and gzip copies of every text asset over 1 KB, made once at build time; the server picks
    // one by the request's Accept-Encoding (express-static-gzip). Brotli's quality by size: see
    // build/brotli-by-file-size.ts.
    plugins: [
      react(),
      routePreloads(clientDir, firstScreenModules),
      landingPage(),
      appShell(),
      compression({
        algorithms: [defineAlgorithm(brotliByFileSize, {}), 'gzip'],
        filename: (_file, { algorithm }) => (algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br'),
        threshold: 1024,
        logLevel: 'silent',
      }),
    ],
    optimizeDeps: {
      // GraphiQL's worker setup imports monaco's workers with `?worker`, which the dependency optimizer cannot load.
      exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
      // So the dev server never scans the GraphQL worker: pre-bundle its CommonJS dependencies by hand.
      include: graphqlWorkerCommonJsDeps,
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The explorer's monaco editor is one ~2.8 MB chunk, loaded only by /graphql; the app stays far below this.
      chunkSizeWarningLimit: 3000,
      rolldownOptions: {
        input: {
          app: fileURLToPath(new URL('./index.html', import.meta.url)),
          explorer: fileURLToPath(new URL('./explorer.html', import.meta.url)),
        },
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              {
                // Libraries only: each screen's GraphQL documents (`*.generated.ts` beside it) go with its own chunk.
                name: 'apollo',
                test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|ts-invariant|apollo-upload-client|extract-files|is-plain-obj|graphql-ws)[\\/]/,
              },
              {
                name: 'workspace',
                // The frame's own documents too: shared with screens' hooks, they would otherwise be
                // chunks of their own, two more requests on every workspace page.
                test: /client[\\/]src[\\/](features[\\/]player[\\/]|features[\\/]playlists[\\/]format-duration|features[\\/]workspace[\\/](workspace-user|[^\\/]+\.generated)|components[\\/]Dialog)/,
              },
            ],
          },
        },
        onwarn(warning, warn) {
          // GraphiQL ships React Compiler's "use no memo" directives: meaningful to that compiler only.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
          warn(warning);
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        // ws: subscriptions (graphql-ws) upgrade on the same path.
        [exactPath('/graphql')]: { ...toApi(explorerForBrowsers), ws: true },
        [exactPath('/healthz')]: toApi(),
        [exactPath('/readyz')]: toApi(),
        [exactPath('/api')]: toApi(),
        [exactPath('/(?:login|register)')]: toApi(pageOnGet),
        [exactPath('/(?:refresh|logout|waitlist)')]: toApi(),
      },
    },
  };
});

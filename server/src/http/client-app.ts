import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { type AppShells, appShellFor, stylesheetsOf, withAppShell, withInlinedStyles } from './app-shell.js';
import { forAnyone } from './route-access.js';
import { preloadsFor, type RoutePreloads, withPreloads } from './route-preloads.js';

/**
 * Serves the built React app: hashed assets cached for good, as the Brotli or gzip copy the build
 * made when the browser accepts one; every other browser page gets index.html (the landing page its
 * own copy with the stylesheet inlined), revalidated, naming the chunks that page renders first
 * (route-preloads.json) so they load alongside the entry, and holding its static first screen where
 * the build made one (app-shell.json), with that screen's stylesheets inlined so it paints from the
 * HTML alone.
 */
export function clientAppRoutes(clientDistDir: string): { assets: RequestHandler; pages: Router } {
  const pages = Router();
  // The pages are the same for everyone: what a signed-in artist sees comes through the API.
  pages.get(
    /.*/,
    forAnyone(async (req, res, next) => {
      if (!wantsHtml(req)) return next();
      const [html, preloads, shells] = await Promise.all([
        readPage(clientDistDir, req.path),
        readBuiltFile(clientDistDir, 'route-preloads.json'),
        readBuiltFile(clientDistDir, 'app-shell.json'),
      ]);
      if (html === undefined) {
        sendNotBuilt(res);
        return;
      }
      const routePreloads: RoutePreloads = preloads === undefined ? {} : JSON.parse(preloads);
      const shell = appShellFor(shells === undefined ? {} : (JSON.parse(shells) as AppShells), req.path);
      const assets = preloadsFor(routePreloads, req.path);
      res.setHeader('Cache-Control', 'no-cache');
      if (shell === undefined) {
        res.type('html').send(withPreloads(html, assets));
        return;
      }
      const styles = await Promise.all(
        [...stylesheetsOf(html), ...assets.styles].map((href) => readBuiltFile(clientDistDir, href)),
      );
      const page = withAppShell(withPreloads(html, assets), shell, req.headers.cookie);
      res.type('html').send(withInlinedStyles(page, styles));
    }),
  );
  const assets = expressStaticGzip(clientDistDir, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    },
  });
  return { assets, pages };
}

/** GET /graphql from a browser: the bundled GraphiQL explorer (no internet needed). */
export function graphqlExplorerPage(clientDistDir: string): RequestHandler {
  return (req, res, next) => {
    if (!wantsHtml(req) || req.query.query) return next();
    sendBuiltPage(res, path.join(clientDistDir, 'explorer.html'));
  };
}

/**
 * The page's HTML: for the landing page the build's landing.html (its stylesheet inlined, so nothing
 * blocks the first paint; client/build/landing-page.ts), else index.html. A build without
 * landing.html serves index.html everywhere.
 */
async function readPage(clientDistDir: string, pagePath: string): Promise<string | undefined> {
  const landing = pagePath === '/' ? await readBuiltFile(clientDistDir, 'landing.html') : undefined;
  return landing ?? readBuiltFile(clientDistDir, 'index.html');
}

/** A file of the client build, or undefined when the client is not built (or was built without it). */
async function readBuiltFile(clientDistDir: string, name: string): Promise<string | undefined> {
  try {
    return await fs.promises.readFile(path.join(clientDistDir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A GET that takes HTML: a browser's, or one that takes anything (curl, a link preview); not an API client's. */
function wantsHtml(req: Request): boolean {
  return req.method === 'GET' && req.accepts(['html', 'json']) === 'html';
}

function sendBuiltPage(res: express.Response, file: string): void {
  if (!fs.existsSync(file)) {
    sendNotBuilt(res);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}

function sendNotBuilt(res: express.Response): void {
  res
    .status(503)
    .type('text')
    .send('The web client is not built yet: run `npm run build` (npm start does it for you).');
}

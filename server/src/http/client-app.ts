import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves the built React app: hashed assets cached for good, as the Brotli or gzip copy the build
 * made when the browser accepts one; every other browser page gets index.html, revalidated.
 */
export function clientAppRoutes(clientDistDir: string): { assets: RequestHandler; pages: Router } {
  const pages = Router();
  pages.get(/.*/, (req, res, next) => {
    if (!wantsHtml(req)) return next();
    sendBuiltPage(res, path.join(clientDistDir, 'index.html'));
  });
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

function wantsHtml(req: Request): boolean {
  return req.method === 'GET' && req.accepts(['json', 'html']) === 'html';
}

function sendBuiltPage(res: express.Response, file: string): void {
  if (!fs.existsSync(file)) {
    res
      .status(503)
      .type('text')
      .send('The web client is not built yet: run `npm run build` (npm start does it for you).');
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}

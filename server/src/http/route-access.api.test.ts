import type { AddressInfo } from 'node:net';
import express, { type Express, Router } from 'express';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { useTestServer } from '../test/test-server.js';
import { declaredRoutes, forAnyone, forSignedIn, refuseUndeclaredRoutes } from './route-access.js';

const db = useTestDatabase();
const server = useTestServer(db, { GRAPHQL_EXPLORER: 'true' });

describe("the app's REST routes", () => {
  it('each declare who may use them', () => {
    const routes = declaredRoutes(server.app).map(
      ({ method, path, access }) => `${method} ${path}: ${access}`,
    );

    expect(routes.sort()).toEqual([
      'GET /.*/: anyone',
      'GET /api/pricing/geo: anyone',
      'GET /dashboard/stats: signed-in',
      'GET /graphql: anyone',
      'GET /healthz: anyone',
      'GET /media/avatars/:artistId/:photoId/:size: anyone',
      'GET /media/covers/:id/:size: media-address',
      'GET /media/notes/:id: media-address',
      'GET /media/tracks/:id: media-address',
      'GET /media/versions/:id: media-address',
      'GET /playlists: signed-in',
      'GET /readyz: anyone',
      'GET /tracks: signed-in',
      'POST /login: anyone',
      'POST /logout: anyone',
      'POST /manager/answers: signed-in',
      'POST /playlists: signed-in',
      'POST /refresh: anyone',
      'POST /register: anyone',
      'POST /tracks: signed-in',
      'POST /waitlist: anyone',
      'USE /register,/login,/refresh,/logout: passes-through',
    ]);
  });
});

/** An app like ours: the request context (no one signed in), then the routers. */
function appWith(router: Router): Express {
  const app = express();
  app.use((req, _res, next) => {
    req.context = { auth: null } as Express.Request['context'];
    next();
  });
  app.use(router);
  app.use((error: { httpStatus?: number }, _req: express.Request, res: express.Response, _next: unknown) => {
    res.status(error.httpStatus ?? 500).end();
  });
  return app;
}

describe('route declarations', () => {
  it('stop an app with a route whose handler declares nothing, naming it', () => {
    const router = Router();
    router.get(
      '/open',
      forAnyone((_req, res) => res.end()),
    );
    router.post('/forgotten', (_req, res) => res.end());
    router.use('/answers-too', (_req, res) => res.end());
    router.use(
      '/failed',
      (error: Error, _req: express.Request, _res: express.Response, next: (e: Error) => void) => next(error),
    );

    expect(() => refuseUndeclaredRoutes(appWith(router))).toThrowError(
      'REST access not declared (wrap the handler in forAnyone, forSignedIn or forMediaAddress): POST /forgotten, USE /answers-too',
    );
  });

  it('answer 401 before a signed-in handler runs for someone not signed in', async () => {
    const calls: string[] = [];
    const router = Router();
    router.get(
      '/mine',
      forSignedIn((_req, res, callerId) => {
        calls.push(callerId);
        res.end();
      }),
    );
    const listening = appWith(router).listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/mine`);

      expect(answer.status).toBe(401);
      expect(calls).toEqual([]);
      expect(() => refuseUndeclaredRoutes(appWith(router))).not.toThrow();
    } finally {
      listening.close();
    }
  });
});

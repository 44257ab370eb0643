import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';
import { forAnyone } from './route-access.js';

/** GET /healthz: the process answers. GET /readyz: and its database does too. */
export function healthRoutes(orm: MikroORM): Router {
  const router = Router();
  router.get(
    '/healthz',
    forAnyone((_req, res) => {
      res.json({ status: 'ok' });
    }),
  );
  router.get(
    '/readyz',
    forAnyone(async (req, res) => {
      try {
        await orm.em.getConnection().execute('select 1');
        res.json({ status: 'ready', database: 'up' });
      } catch (error) {
        req.log.warn({ err: error }, 'readiness check failed');
        res.status(503).json({ status: 'unavailable', database: 'down' });
      }
    }),
  );
  return router;
}

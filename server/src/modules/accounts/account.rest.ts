import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { noStore } from '../../http/no-store.js';
import { forAnyone, passesThrough } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { presentAuthResult } from './account.presenter.js';

/** POST /register, /login, /refresh, /logout: the description's REST shapes over the account services. */
export function accountRoutes({ accounts, sessions }: Services): Router {
  const router = Router();
  router.use(['/register', '/login', '/refresh', '/logout'], passesThrough(noStore));
  // Registering, signing in and refreshing open their own units of work (see OpensItsOwnUnitOfWork).
  router.post(
    '/register',
    forAnyone(async (req, res) => {
      res.status(201).json(presentAuthResult(await accounts.register(req.context.em, req.body, req.context)));
    }),
  );
  router.post(
    '/login',
    forAnyone(async (req, res) => {
      res.json(presentAuthResult(await accounts.login(req.context.em, req.body, req.context)));
    }),
  );
  router.post(
    '/refresh',
    forAnyone(async (req, res) => {
      res.json(
        presentAuthResult(await sessions.refresh(req.context.em, req.body?.refreshToken, req.context)),
      );
    }),
  );
  router.post(
    '/logout',
    forAnyone(async (req, res) => {
      await unitOfWork(req.context.em, (em) => sessions.logout(em, req.body?.refreshToken));
      res.status(204).end();
    }),
  );
  router.use(['/register', '/login', '/refresh', '/logout'], restErrorHandler('message'));
  return router;
}

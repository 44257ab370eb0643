import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { forAnyone } from '../../http/route-access.js';
import type { Services } from '../../services.js';

/** POST /waitlist {email, name, referralCode?} -> {position, referralCode, referralCount}; failures as {error}. */
export function waitlistRoutes({ waitlist }: Services): Router {
  const router = Router();
  router.post(
    '/waitlist',
    forAnyone(async (req, res) => {
      // The service opens its unit of work once the rate limit is counted (OpensItsOwnUnitOfWork).
      res.json(await waitlist.join(req.context.em, req.body, req.context));
    }),
  );
  router.use('/waitlist', restErrorHandler('error'));
  return router;
}

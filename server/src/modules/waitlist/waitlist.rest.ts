import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import type { Services } from '../../services.js';
import { unitOfWork } from '../../shared/unit-of-work.js';

/** POST /waitlist {email, name, referralCode?} -> {position, referralCode, referralCount}; failures as {error}. */
export function waitlistRoutes({ waitlist }: Services): Router {
  const router = Router();
  router.post('/waitlist', async (req, res) => {
    res.json(await unitOfWork(req.context.em, (em) => waitlist.join(em, req.body, req.context)));
  });
  router.use('/waitlist', restErrorHandler('error'));
  return router;
}

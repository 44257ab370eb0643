import { Router } from 'express';
import { forAnyone } from '../../http/route-access.js';
import type { Services } from '../../services.js';

/** GET /api/pricing/geo: plans priced for the visitor's locale (public, the landing page shows it). */
export function pricingRoutes({ pricing }: Services): Router {
  const router = Router();
  router.get(
    '/api/pricing/geo',
    forAnyone((req, res) => {
      // Varies by language only; a shared cache may keep it for an hour.
      res.setHeader('Vary', 'Accept-Language');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.json(pricing.pricingFor(req.acceptsLanguages().filter((language) => language !== '*')));
    }),
  );
  return router;
}

import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { forSignedIn } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import type { NameCount } from './dashboard.service.js';

const BYTES_PER_MB = 1024 * 1024;

/** GET /dashboard/stats: the description's shape: storage in megabytes (MiB), quick stats as name-to-count maps. */
export function dashboardRoutes({ dashboard }: Services): Router {
  const router = Router();
  router.get(
    '/dashboard/stats',
    forSignedIn(async (req, res, userId) => {
      const stats = await dashboard.stats(req.context.em, userId);
      res.json({
        totalTracks: stats.totalTracks,
        storageUsage: stats.storageBytes / BYTES_PER_MB,
        recentUploads: stats.recentUploads,
        quickStats: { genres: asMap(stats.quickStats.genres), moods: asMap(stats.quickStats.moods) },
      });
    }),
  );
  router.use('/dashboard', restErrorHandler('message'));
  return router;
}

function asMap(counts: NameCount[]): Record<string, number> {
  return Object.fromEntries(counts.map(({ name, count }) => [name, count]));
}

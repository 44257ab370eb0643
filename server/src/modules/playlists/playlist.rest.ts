import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { forSignedIn } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { presentPlaylist } from './playlist.presenter.js';

/** GET /playlists and POST /playlists {name} (Idempotency-Key honoured), in the description's shape. */
export function playlistRoutes({ playlists }: Services): Router {
  const router = Router();
  router.get(
    '/playlists',
    forSignedIn(async (req, res, userId) => {
      const found = await playlists.listPlaylists(req.context.em, userId);
      res.json(found.map(presentPlaylist));
    }),
  );
  router.post(
    '/playlists',
    forSignedIn(async (req, res, userId) => {
      const created = await unitOfWork(req.context.em, (em) =>
        playlists.createPlaylist(em, userId, req.body ?? {}, req.get('Idempotency-Key')),
      );
      res.status(201).json(presentPlaylist(created));
    }),
  );
  router.use('/playlists', restErrorHandler('message'));
  return router;
}

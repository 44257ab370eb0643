import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import type { Services } from '../../services.js';
import { NotFoundError, UnauthenticatedError } from '../../shared/errors.js';
import { coverMediaId } from '../audio/media-tokens.js';
import { COVER_SIZES, type CoverSize } from './cover-keys.js';

/** GET /media/covers/:id/:size: a track's cover (WebP), for a signed address or the owner's token. */
export function trackCoverRoutes({ trackCovers, media, storage }: Services): Router {
  const router = Router();

  router.get('/media/covers/:id/:size', async (req, res) => {
    const size = req.params.size.toUpperCase() as CoverSize;
    if (!COVER_SIZES.includes(size)) throw new NotFoundError('Cover size not found.');
    const token = typeof req.query.token === 'string' ? req.query.token : null;
    const ownerId =
      req.context.auth?.userId ?? (token ? await media.verify(token, coverMediaId(req.params.id)) : null);
    if (!ownerId) throw new UnauthenticatedError();
    const key = await trackCovers.coverFile(req.context.em, ownerId, req.params.id, size);
    const bytes = await storage.size(key);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(bytes));
    res.setHeader('Cache-Control', 'private, max-age=600');
    storage.createReadStream(key).pipe(res);
  });

  router.use('/media/covers', restErrorHandler('message'));
  return router;
}

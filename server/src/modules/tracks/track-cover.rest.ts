import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { answeredNotModified } from '../../http/media-validators.js';
import { forMediaAddress, pathParam } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { NotFoundError } from '../../shared/errors.js';
import { coverMediaId } from '../audio/media-tokens.js';
import { isStoredFileMissing } from '../storage/storage.js';
import { COVER_SIZES, type CoverSize } from './cover-keys.js';

const NO_COVER_FILE = 'This cover is no longer available.';

function missingCoverAsNotFound(error: unknown): never {
  throw isStoredFileMissing(error) ? new NotFoundError(NO_COVER_FILE) : error;
}

/** The size a cover address names; an unknown size is a cover not found. */
function coverSizeOf(req: Request): CoverSize {
  const size = pathParam(req, 'size').toUpperCase() as CoverSize;
  if (!COVER_SIZES.includes(size)) throw new NotFoundError('Cover size not found.');
  return size;
}

function coverMediaIdOf(req: Request): string {
  return coverMediaId(pathParam(req, 'id'), coverSizeOf(req));
}

/** GET /media/covers/:id/:size: a track's cover (WebP), for a signed address or the owner's token. */
export function trackCoverRoutes({ trackCovers, media, storage }: Services): Router {
  const router = Router();

  router.get(
    '/media/covers/:id/:size',
    forMediaAddress(media, coverMediaIdOf, async (req, res, ownerId) => {
      const size = coverSizeOf(req);
      const { key, modifiedAt } = await trackCovers.coverFile(
        req.context.em,
        ownerId,
        pathParam(req, 'id'),
        size,
      );
      // A cover replaced a moment ago has no files any more: that is a missing cover, not a failure.
      const bytes = await storage.size(key).catch(missingCoverAsNotFound);
      res.setHeader('Cache-Control', 'private, max-age=600');
      if (answeredNotModified(req, res, { key, sizeBytes: bytes, modifiedAt })) return;
      const body = await storage.openReadStream(key).catch(missingCoverAsNotFound);
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Content-Length', String(bytes));
      // Headers may be out already: a failure now can only cut the answer short.
      await pipeline(body, res).catch(() => res.destroy());
    }),
  );

  router.use('/media/covers', restErrorHandler('message'));
  return router;
}

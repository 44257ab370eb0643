import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { forAnyone, pathParam } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { isStoredFileMissing } from '../storage/storage.js';
import { PHOTO_SIZES, type PhotoSize, photoFileKey } from './profile-photo.service.js';

const NO_PHOTO = 'Photo not found.';

/**
 * GET /media/avatars/:artistId/:photoId/:size: a profile photo (WebP). Anyone may open it: a photo is
 * shown to every artist in the network, and its address holds a random id made when it was set, so it
 * cannot be guessed and a replaced photo's address stops working. It never changes, so it is cached
 * for a year.
 */
export function profilePhotoRoutes({ storage }: Services): Router {
  const router = Router();
  router.get(
    '/media/avatars/:artistId/:photoId/:size',
    forAnyone(async (req, res) => {
      const artistId = pathParam(req, 'artistId');
      const photoId = pathParam(req, 'photoId');
      const size = pathParam(req, 'size').toUpperCase() as PhotoSize;
      if (!isUuid(artistId) || !isUuid(photoId) || !PHOTO_SIZES.includes(size))
        throw new NotFoundError(NO_PHOTO);
      const key = photoFileKey(`avatars/${artistId}/${photoId}`, size);
      const missing = (error: unknown): never => {
        throw isStoredFileMissing(error) ? new NotFoundError(NO_PHOTO) : error;
      };
      const bytes = await storage.size(key).catch(missing);
      const body = await storage.openReadStream(key).catch(missing);
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Content-Length', String(bytes));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // Headers may be out already: a failure now can only cut the answer short.
      await pipeline(body, res).catch(() => res.destroy());
    }),
  );
  router.use('/media/avatars', restErrorHandler('message'));
  return router;
}

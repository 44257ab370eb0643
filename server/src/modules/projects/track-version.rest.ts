import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { forMediaAddress, pathParam } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import { sendStoredAudio } from '../audio/audio-response.js';

/** GET /media/versions/:id: a song version's recording, for those in its project or a signed address. */
export function trackVersionRoutes({ trackVersions, media }: Services): Router {
  const router = Router();

  router.get(
    '/media/versions/:id',
    forMediaAddress(
      media,
      (req) => pathParam(req, 'id'),
      async (req, res, callerId) => {
        const version = await trackVersions.findVersion(req.context.em, callerId, pathParam(req, 'id'));
        await sendStoredAudio(req, res, trackVersions.storage, {
          key: version.storageKey,
          mimeType: AUDIO_FORMAT_INFO[version.format].mimeType,
          sizeBytes: version.sizeBytes,
          modifiedAt: version.createdAt,
        });
      },
    ),
  );

  router.use('/media/versions', restErrorHandler('message'));
  return router;
}

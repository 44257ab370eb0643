import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { forMediaAddress, pathParam } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { NotFoundError } from '../../shared/errors.js';
import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import { sendStoredAudio } from '../audio/audio-response.js';

/** GET /media/notes/:id: a voice note's recording, for its owner or a signed address. */
export function noteRoutes({ notes, media }: Services): Router {
  const router = Router();

  router.get(
    '/media/notes/:id',
    forMediaAddress(
      media,
      (req) => pathParam(req, 'id'),
      async (req, res, callerId) => {
        const note = await notes.findNote(req.context.em, callerId, pathParam(req, 'id'));
        if (!note.audioStorageKey || !note.audioFormat || !note.audioSizeBytes) {
          throw new NotFoundError('This note has no recording.');
        }
        await sendStoredAudio(req, res, notes.storage, {
          key: note.audioStorageKey,
          mimeType: AUDIO_FORMAT_INFO[note.audioFormat].mimeType,
          sizeBytes: note.audioSizeBytes,
          modifiedAt: note.createdAt,
        });
      },
    ),
  );

  router.use('/media/notes', restErrorHandler('message'));
  return router;
}

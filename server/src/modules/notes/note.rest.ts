import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import type { Services } from '../../services.js';
import { UnauthenticatedError } from '../../shared/errors.js';
import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import { sendStoredAudio } from '../audio/audio-response.js';

/** GET /media/notes/:id: a voice note's recording, for its owner or a signed address. */
export function noteRoutes({ notes, media }: Services): Router {
  const router = Router();

  router.get('/media/notes/:id', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : null;
    const ownerId = req.context.auth?.userId ?? (token ? await media.verify(token, req.params.id) : null);
    if (!ownerId) throw new UnauthenticatedError();
    const note = await notes.findNote(req.context.em, ownerId, req.params.id);
    if (!note.audioStorageKey || !note.audioFormat || !note.audioSizeBytes) {
      res.status(404).json({ message: 'This note has no recording.' });
      return;
    }
    await sendStoredAudio(req, res, notes.storage, {
      key: note.audioStorageKey,
      mimeType: AUDIO_FORMAT_INFO[note.audioFormat].mimeType,
      sizeBytes: note.audioSizeBytes,
      modifiedAt: note.createdAt,
    });
  });

  router.use('/media/notes', restErrorHandler('message'));
  return router;
}

import { Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { hasReadableMultipartHeader } from '../../http/multipart.js';
import { controlCharacterError } from '../../http/refuse-control-characters.js';
import { forMediaAddress, forSignedIn, pathParam } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { findRefusedCharacter } from '../../shared/control-characters.js';
import { ValidationError } from '../../shared/errors.js';
import { pageRequest } from '../../shared/paging.js';
import { AUDIO_FORMAT_INFO } from '../audio/audio-format.js';
import { sendStoredAudio } from '../audio/audio-response.js';
import { presentTrack, presentTrackSummary } from './track.presenter.js';
import { trackFileName } from './track-file-name.js';
import { readTrackUploadForm, type TrackUploadForm } from './track-upload-form.js';

/**
 * GET/POST /tracks (the description's shapes; POST honours Idempotency-Key) and GET /media/tracks/:id
 * (audio with ranges; `?download=1` sends it as a file to save, named after the track).
 */
export function trackRoutes({ tracks, media }: Services): Router {
  const router = Router();

  router.get(
    '/tracks',
    forSignedIn(async (req, res, userId) => {
      const { first, after, ...filters } = req.query;
      const request = pageRequest({ first: numberParam(first), after: textParam(after) });
      const page = await tracks.listTracks(req.context.em, userId, filters, request);
      res.setHeader('X-Total-Count', String(page.totalCount));
      const last = page.items.at(-1);
      if (page.hasNextPage && last) res.setHeader('X-Next-Cursor', page.cursorOf(last));
      res.json(page.items.map(presentTrackSummary));
    }),
  );

  router.post(
    '/tracks',
    forSignedIn(async (req, res, userId) => {
      if (req.is('multipart/form-data') && !hasReadableMultipartHeader(req)) {
        throw new ValidationError('The upload could not be read.');
      }
      // A body refused early is drained after the answer (http/drain-unread-body.ts).
      const form = await readTrackUploadForm(req, tracks);
      await refuseControlCharactersIn(form);
      const track = await tracks.uploadTrack(req.context.em, userId, form.fields, form.audio, {
        idempotency: { key: req.get('Idempotency-Key') },
      });
      res.status(201).json(presentTrack(track));
    }),
  );

  router.get(
    '/media/tracks/:id',
    forMediaAddress(
      media,
      (req) => pathParam(req, 'id'),
      async (req, res, callerId) => {
        const track = await tracks.findTrack(req.context.em, callerId, pathParam(req, 'id'));
        await sendStoredAudio(req, res, tracks.storage, {
          key: track.storageKey,
          mimeType: AUDIO_FORMAT_INFO[track.format].mimeType,
          sizeBytes: track.sizeBytes,
          modifiedAt: track.createdAt,
          downloadName: req.query.download === '1' ? trackFileName(track) : undefined,
        });
      },
    ),
  );

  router.use(['/tracks', '/media'], restErrorHandler('message'));
  return router;
}

/** A number from the query string; anything but digits fails pageRequest's range check. */
function numberParam(value: unknown): number | undefined {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined;
}

function textParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The form's text fields hold no control character; when one does, the received file is dropped. */
async function refuseControlCharactersIn(form: TrackUploadForm): Promise<void> {
  const refused = findRefusedCharacter(form.fields);
  if (!refused) return;
  await form.audio?.then((received) => received.file.discard()).catch(() => undefined);
  throw controlCharacterError(refused);
}

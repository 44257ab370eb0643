import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import { answeredNotModified, rangeStillApplies } from '../../http/media-validators.js';
import { NotFoundError } from '../../shared/errors.js';
import { type FileStorage, isStoredFileMissing } from '../storage/storage.js';

const AUDIO_FILE_MISSING = 'This recording is no longer available.';

export interface StoredAudio {
  key: string;
  mimeType: string;
  sizeBytes: number;
  /** When the recording was stored (it never changes under its key). */
  modifiedAt: Date;
  /** Sent as a download to be saved under this name (`Content-Disposition: attachment`), else inline. */
  downloadName?: string;
}

/**
 * Sends stored audio with HTTP Range support: 206 with Content-Range for one satisfiable range,
 * 416 for an unsatisfiable one, 200 with the whole file otherwise; always Accept-Ranges and Content-Length.
 * With validators: 304 to a matching If-None-Match or If-Modified-Since, and a Range under an If-Range
 * that no longer matches gets the whole file. With a `downloadName`, the browser saves it under that name
 * instead of playing it.
 */
export async function sendStoredAudio(
  req: Request,
  res: Response,
  storage: FileStorage,
  audio: StoredAudio,
): Promise<void> {
  const { sizeBytes } = audio;
  // Before the type: Express's attachment() also guesses a type from the extension.
  if (audio.downloadName) res.attachment(audio.downloadName);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', audio.mimeType);
  res.setHeader('Cache-Control', 'private, max-age=300');
  if (answeredNotModified(req, res, audio)) return;

  const parsed =
    req.headers.range && rangeStillApplies(req, res)
      ? rangeParser(sizeBytes, req.headers.range, { combine: true })
      : -2;
  if (parsed === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${sizeBytes}`).end();
    return;
  }
  const single = parsed !== -2 && parsed.type === 'bytes' && parsed.length === 1 ? parsed[0] : undefined;
  const range = single ?? { start: 0, end: sizeBytes - 1 };
  // Opened before the status and length are set: a file that cannot be opened gets the error
  // handler's answer rather than a 206 with no body.
  const body =
    req.method === 'HEAD'
      ? null
      : await storage.openReadStream(audio.key, range).catch((error: unknown) => {
          // The row is there but its file is gone (lost storage): nothing to play, not our crash.
          throw isStoredFileMissing(error) ? new NotFoundError(AUDIO_FILE_MISSING) : error;
        });
  if (single) {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${sizeBytes}`);
  }
  res.setHeader('Content-Length', String(range.end - range.start + 1));
  if (!body) {
    res.end();
    return;
  }
  await pipeline(body, res);
}

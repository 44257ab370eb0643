import busboy from 'busboy';
import type { Request } from 'express';
import { UPLOAD_STREAM_BUFFERS } from '../../http/multipart.js';
import {
  oneFilePerRequestError,
  RequestAbortedError,
  UnsupportedMediaError,
  ValidationError,
} from '../../shared/errors.js';
import type { ReceivedAudio } from '../audio/audio-receiver.js';
import type { TrackService } from './track.service.js';
import { NO_TRACK_FILE, TRACK_FORM_FIELDS, TRACK_FORM_FILE_FIELD } from './track-details.js';

const TRACK_FIELDS = new Set<string>(TRACK_FORM_FIELDS);

export interface TrackUploadForm {
  fields: Record<string, string>;
  audio: Promise<ReceivedAudio> | null;
}

/**
 * Reads the description's multipart upload (track, title, artist, bpm, key, genre, mood?) with every
 * busboy limit set. The file streams into the track service as it arrives. A file past the size limit,
 * a failed write (a full disk) or a client that goes away ends the read at once, the temporary file
 * removed; any other problem is answered once the form is read, the file dropped first.
 */
export function readTrackUploadForm(req: Request, tracks: TrackService): Promise<TrackUploadForm> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) {
      return reject(new ValidationError(NO_TRACK_FILE, { field: TRACK_FORM_FILE_FIELD }));
    }
    // busboy signals a count limit when it is reached, so each count allows one more than the form
    // has: reaching it means a part too many. Files are the exception: one is allowed, and busboy
    // skips a second one and signals it, which is refused as GraphQL refuses it. The file limit is
    // one byte over ours, so the track service sees the overflow and answers with its own message.
    const parser = busboy({
      headers: req.headers,
      ...UPLOAD_STREAM_BUFFERS,
      limits: {
        files: 1,
        fileSize: tracks.maxUploadBytes + 1,
        fields: TRACK_FIELDS.size + 1,
        fieldSize: 1024,
        parts: TRACK_FIELDS.size + 2,
        headerPairs: 20,
      },
    });
    const fields: Record<string, string> = {};
    let audio: Promise<ReceivedAudio> | null = null;
    let failure: Error | null = null;
    let finished = false;

    const finish = async () => {
      if (finished) return;
      finished = true;
      if (!failure) return resolve({ fields, audio });
      await audio?.then((received) => received.file.discard()).catch(() => undefined);
      reject(failure);
    };
    const fail = (error: Error) => {
      failure ??= error;
    };
    // Destroying the parser destroys the file stream it is feeding, so the receiver stops and
    // removes its temporary file; the route then answers (and closes the connection).
    const stopReading = (error: Error) => {
      fail(error);
      req.unpipe(parser);
      parser.destroy();
      void finish();
    };

    parser.on('file', (name, stream) => {
      if (name !== TRACK_FORM_FILE_FIELD) return stream.resume();
      audio = tracks.receiveAudio(stream);
      audio.catch((error: unknown) => {
        // A file of the wrong type is only known once it is whole; it is answered after the form.
        if (error instanceof UnsupportedMediaError) return;
        stopReading(error instanceof Error ? error : new Error(String(error)));
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        return fail(new ValidationError(`The ${name} field is too long.`, { field: name }));
      if (TRACK_FIELDS.has(name)) fields[name] = value;
    });
    const tooMany = () => fail(new ValidationError('The upload has too many parts.'));
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', () => fail(oneFilePerRequestError(TRACK_FORM_FILE_FIELD)));
    parser.on('fieldsLimit', tooMany);
    parser.on('error', () => {
      fail(new ValidationError('The upload could not be read.'));
      void finish();
    });
    parser.on('close', () => void finish());
    const stopIfAborted = () => {
      if (!req.complete) stopReading(new RequestAbortedError());
    };
    req.on('close', stopIfAborted);
    req.on('error', stopIfAborted);
    req.pipe(parser);
  });
}

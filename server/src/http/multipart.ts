import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';

/**
 * The buffer of each stream an uploaded file passes through (busboy's parser and file stream, the
 * receiver's limiter): the 16 KB default is smaller than one 64 KB socket read, so every read would
 * pause and resume the stream before it, and the socket.
 */
export const UPLOAD_STREAM_BUFFER_BYTES = 1 << 20;

/** busboy's stream buffers for a file upload (see UPLOAD_STREAM_BUFFER_BYTES). */
export const UPLOAD_STREAM_BUFFERS = {
  highWaterMark: UPLOAD_STREAM_BUFFER_BYTES,
  fileHwm: UPLOAD_STREAM_BUFFER_BYTES,
} as const;

/**
 * Whether a multipart request's Content-Type can be read: busboy's constructor throws on a missing
 * boundary (or a malformed header), and a throw there would be answered as our fault.
 */
export function hasReadableMultipartHeader(req: Request): boolean {
  try {
    busboy({ headers: req.headers });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every error the GraphQL upload parser passes on concerns the request's body; those without a
 * status (busboy's: no boundary, a malformed part, an early end) become 400s instead of 500s.
 */
export function withClientStatusOnUploadErrors(upload: RequestHandler): RequestHandler {
  return (req, res, next) =>
    upload(req, res, (error?: unknown) => {
      if (error === undefined || error === 'route' || error === 'router') return next(error);
      const status = (error as { status?: unknown } | null)?.status;
      if (typeof status === 'number') return next(error);
      next(
        Object.assign(new Error('The multipart body could not be read.', { cause: error }), { status: 400 }),
      );
    });
}

import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';

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

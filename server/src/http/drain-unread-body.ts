import type { Request, RequestHandler } from 'express';

/**
 * Makes an early answer to an upload reach its client. When the answer is sent before the body has
 * been read (a refused token, a CSRF refusal, a validation error), the rest of the body is read and
 * thrown away, so a client that sends its whole body before reading (most do) gets the answer instead
 * of a reset connection, and the connection stays usable. A body that declares more than `maxBytes`
 * is not worth receiving: its answer says `Connection: close`, and the connection closes after it.
 * The same happens to an undeclared (chunked) body that runs past `maxBytes` while being drained.
 */
export function drainUnreadBody(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    if (Number(req.headers['content-length']) > maxBytes) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (req.complete || req.destroyed || res.getHeader('Connection') === 'close') return;
      discardRest(req, maxBytes);
    });
    next();
  };
}

function hasBody(req: Request): boolean {
  return req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
}

function discardRest(req: Request, maxBytes: number): void {
  // Whatever was reading the body (the multipart parser) has given up on it.
  req.unpipe();
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) req.socket.destroy();
  });
  req.resume();
}

import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Compresses pages and API answers (GraphQL, REST JSON) for clients that accept it: Brotli at a
 * quality cheap enough to run per answer (4), else gzip; answers under 1 KB go as they are. Stored
 * media is left alone (audio and WebP are compressed already, and Range answers must stay byte-exact),
 * as are the built assets, which are sent pre-compressed.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req: Request, res: Response) => !req.path.startsWith('/media/') && compression.filter(req, res),
  });
}

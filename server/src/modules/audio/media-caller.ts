import type { Request } from 'express';
import { UnauthenticatedError } from '../../shared/errors.js';
import type { MediaTokens } from './media-tokens.js';

/**
 * Who asks for a stored file: the signed-in caller, else the user a signed address names for this
 * very file. One rule for every media route; what that user may open is then the policy's, through
 * the service's scoped lookup (another artist's file is NOT_FOUND).
 */
export async function mediaCaller(req: Request, media: MediaTokens, mediaId: string): Promise<string> {
  const token = typeof req.query.token === 'string' ? req.query.token : null;
  const callerId = req.context.auth?.userId ?? (token ? await media.verify(token, mediaId) : null);
  if (!callerId) throw new UnauthenticatedError();
  return callerId;
}

import type { Request } from 'express';
import { UnauthenticatedError } from '../shared/errors.js';

/** The id of the signed-in caller of a REST request, or an UnauthenticatedError (401). */
export function requireUserId(req: Request): string {
  if (!req.context.auth) throw new UnauthenticatedError();
  return req.context.auth.userId;
}

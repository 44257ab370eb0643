import type { Request } from 'express';
import type { Authentication } from '../modules/accounts/account.service.js';
import { UnauthenticatedError } from '../shared/errors.js';

/** The signed-in caller of a REST request, or an UnauthenticatedError (401). */
export function requireUser(req: Request): Authentication {
  if (!req.context.auth) throw new UnauthenticatedError();
  return req.context.auth;
}

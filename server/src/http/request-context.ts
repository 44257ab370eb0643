import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AccountService, Authentication } from '../modules/accounts/account.service.js';

/** What every request carries: its id, its own unit of work, the caller and a logger that names the request (by its id). */
export interface RequestContext {
  readonly requestId: string;
  readonly em: EntityManager;
  readonly clientAddress: string;
  readonly auth: Authentication | null;
  readonly log: Logger;
  /** Where this client reaches the app, e.g. https://backline.example: media addresses start with it. */
  readonly publicOrigin: string;
}

declare global {
  namespace Express {
    interface Request {
      context: RequestContext;
    }
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Accepts a caller's X-Request-Id when it is plain, else makes one. */
export function requestIdFor(req: Request, res: Response): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Gives the request a fresh EntityManager fork and resolves its bearer token once, for GraphQL and
 * REST alike. An invalid or expired token leaves the caller anonymous; guarded fields then refuse.
 */
export function requestContextMiddleware(
  orm: MikroORM,
  accounts: AccountService,
  publicUrl?: string,
): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    // useContext: inside a unit of work, every call on this em goes to that unit's transaction.
    const em = orm.em.fork({ useContext: true });
    const token = bearerToken(req);
    const auth = token ? await accounts.authenticate(em, token) : null;
    req.context = {
      requestId: String(req.id),
      em,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      auth,
      log: req.log,
      // Behind a proxy, req.protocol follows X-Forwarded-Proto when TRUST_PROXY is set.
      publicOrigin: publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    };
    next();
  };
}

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

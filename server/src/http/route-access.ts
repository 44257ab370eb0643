import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { mediaCaller } from '../modules/audio/media-caller.js';
import type { MediaTokens } from '../modules/audio/media-tokens.js';
import { requireUserId } from './require-user.js';

/**
 * Who may use a REST route, declared by the function that wraps its handler: a handler for a
 * signed-in caller or a media address receives the caller's id and cannot run without one.
 * `refuseUndeclaredRoutes` stops the app from starting with a route whose handler is not wrapped.
 */
export type RouteAccess = 'anyone' | 'signed-in' | 'media-address' | 'passes-through';

const ACCESS = Symbol('route access');

type AnyoneHandler = (req: Request, res: Response, next: NextFunction) => unknown;
type CallerHandler = (req: Request, res: Response, callerId: string) => unknown;

function declared(access: RouteAccess, handler: AnyoneHandler): RequestHandler {
  const wrapped: RequestHandler = async (req, res, next) => {
    await handler(req, res, next);
  };
  Object.defineProperty(wrapped, ACCESS, { value: access });
  return wrapped;
}

/** Anyone may call this route, signed in or not. */
export function forAnyone(handler: AnyoneHandler): RequestHandler {
  return declared('anyone', handler);
}

/**
 * Middleware a router runs before its routes (a header it sets): it answers nobody and always calls
 * `next`, so it is open to anyone; the route after it decides.
 */
export function passesThrough(handler: RequestHandler): RequestHandler {
  const wrapped: RequestHandler = (req, res, next) => handler(req, res, next);
  Object.defineProperty(wrapped, ACCESS, { value: 'passes-through' });
  return wrapped;
}

/** Only a signed-in caller; anyone else gets 401 before the handler runs. */
export function forSignedIn(handler: CallerHandler): RequestHandler {
  return declared('signed-in', (req, res) => handler(req, res, requireUserId(req)));
}

/**
 * A stored file: for the signed-in caller, or for whoever holds a signed address made for this very
 * file (`mediaIdOf` names it). What the caller may open is then the policy's, through the service.
 */
export function forMediaAddress(
  media: MediaTokens,
  mediaIdOf: (req: Request) => string,
  handler: CallerHandler,
): RequestHandler {
  return declared('media-address', async (req, res) =>
    handler(req, res, await mediaCaller(req, media, mediaIdOf(req))),
  );
}

export interface DeclaredRoute {
  readonly method: string;
  readonly path: string;
  readonly access: RouteAccess | undefined;
}

interface RouterLayer {
  route?: { path: string; stack: { method?: string; handle: unknown }[] };
  handle?: { stack?: RouterLayer[]; length: number; [ACCESS]?: RouteAccess };
  rawPath?: unknown;
}

/**
 * Every route the app's routers answer, with what its handlers declare; a router's own middleware
 * (`router.use`) is listed as `USE`, since it could answer too. Error handlers answer only for a
 * route that failed. The app's own middleware (app.ts) is the assembly, not a route.
 */
export function declaredRoutes(app: Pick<Express, 'router'>): DeclaredRoute[] {
  return routesOf((app.router as unknown as { stack: RouterLayer[] }).stack, false);
}

function routesOf(stack: RouterLayer[], inRouter: boolean): DeclaredRoute[] {
  return stack.flatMap((layer): DeclaredRoute[] => {
    if (layer.route) {
      const path = String(layer.route.path);
      return layer.route.stack.map((handler) => ({
        method: (handler.method ?? 'all').toUpperCase(),
        path,
        access: (handler.handle as { [ACCESS]?: RouteAccess })[ACCESS],
      }));
    }
    if (layer.handle?.stack) return routesOf(layer.handle.stack, true);
    if (!inRouter || !layer.handle || layer.handle.length === 4) return [];
    return [{ method: 'USE', path: String(layer.rawPath), access: layer.handle[ACCESS] }];
  });
}

/** Throws, naming them, when a route's handler declares no access. */
export function refuseUndeclaredRoutes(app: Pick<Express, 'router'>): void {
  const undeclared = declaredRoutes(app).filter((route) => !route.access);
  if (undeclared.length === 0) return;
  const names = undeclared.map((route) => `${route.method} ${route.path}`).join(', ');
  throw new Error(
    `REST access not declared (wrap the handler in forAnyone, forSignedIn or forMediaAddress): ${names}`,
  );
}

/** A named path parameter (`:id`): the router always fills it with one string. */
export function pathParam(req: Request, name: string): string {
  return String(req.params[name]);
}

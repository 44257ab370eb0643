import type { Express } from 'express';

/** A REST route the app serves: "GET /media/tracks/:id". */
export interface RestRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The `:name` parameters of the path, in order. */
  readonly params: string[];
}

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Every REST route the running app serves, read from its router (the routers of
 * server/src/modules/*\/*.rest.ts and server/src/http as app.ts mounts them), so a new route is
 * audited without anyone listing it. GraphQL (/graphql) and the web client's pages (a pattern, not
 * a path) are left out: the GraphQL audits cover the first, the second serves built files.
 */
export function restRoutes(app: Express): RestRoute[] {
  const routes: RestRoute[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string' && layer.route.path !== '/graphql') {
        for (const method of Object.keys(layer.route.methods)) {
          const upper = method.toUpperCase();
          if (upper !== 'GET' && upper !== 'POST') {
            throw new Error(`The audits send GET and POST only; teach them ${upper} ${layer.route.path}.`);
          }
          routes.push({ method: upper, path: layer.route.path, params: paramsOf(layer.route.path) });
        }
      }
      if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  // Express 5 keeps its router at app.router; its layers are not a public API, so fail loudly if
  // that changes rather than audit nothing.
  const stack = (app as unknown as { router?: { stack?: RouterLayer[] } }).router?.stack;
  if (!stack) throw new Error('Cannot read the Express router: did Express change how it keeps routes?');
  walk(stack);
  if (routes.length === 0) throw new Error('Found no REST routes in the app.');
  return routes;
}

function paramsOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

/** The route's path with its parameters filled in (each value already percent-encoded). */
export function fillPath(route: RestRoute, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? '');
}

export function routeName(route: RestRoute): string {
  return `${route.method} ${route.path}`;
}

import type { Server } from 'node:http';
import type { Express } from 'express';

/**
 * How long an idle keep-alive connection stays open. Node's default is 5 s: a client that reuses a
 * connection just as the server closes it gets a reset (seen as 'socket hang up' by clients after a
 * pause of about 5 s). Proxies and HTTP clients commonly keep idle connections for up to 60 s, so the
 * server keeps them longer than that and is never the side that closes one under a request.
 */
export const KEEP_ALIVE_SECONDS = 65;

/** Listens on `port` and `host` (0 picks a free port); resolves once listening. */
export async function listen(app: Express, port: number, host: string): Promise<Server> {
  const server = app.listen(port, host);
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  // Node requires the header timeout to outlast the keep-alive one.
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  return server;
}

import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** How often idle keep-alive connections are closed while draining: a request ending makes one idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and lets the requests under way finish, for at most `timeoutMs`; then
 * closes whatever connections are left (an upload still streaming is cut, and its handler removes
 * its temporary file as for any client that goes away). Resolves once every connection is closed.
 * Answers given while draining carry `Connection: close`, so keep-alive clients reconnect elsewhere.
 */
export async function drainServer(server: Server, timeoutMs: number, logger: Logger): Promise<void> {
  const closeAfterAnswer = (_req: unknown, res: { setHeader(name: string, value: string): void }) =>
    res.setHeader('Connection', 'close');
  server.on('request', closeAfterAnswer);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([closed.then(() => 'drained' as const), timedOut]);
    if (outcome === 'timed out') {
      logger.warn(
        { drainSeconds: timeoutMs / 1000 },
        'requests still running after the drain time: closing them',
      );
      server.closeAllConnections();
      await closed;
    }
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
    server.off('request', closeAfterAnswer);
  }
}

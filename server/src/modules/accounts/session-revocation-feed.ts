import pg from 'pg';
import type { Logger } from 'pino';
import type { LiveSessionCache } from './live-session-cache.js';

/** The channel the sessions table's trigger notifies with a user's id when one of their sessions ends. */
export const SESSION_REVOKED_CHANNEL = 'backline_session_revoked';
/** Names the feed's connection in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'backline-session-revocations';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * Listens for session revocations made by any instance (LISTEN on a connection of its own) and
 * evicts them from the live-session cache. The cache is trusted only while this connection is up;
 * when it drops, the cache is distrusted and the connection retried with a growing delay.
 */
export class SessionRevocationFeed {
  private client: pg.Client | null = null;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly cache: LiveSessionCache,
    private readonly logger: Logger,
  ) {}

  /** Connects in the background: requests check the database until the feed is up. */
  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.cache.distrust();
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: FEED_APPLICATION_NAME,
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.payload) this.cache.forgetUser(message.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_REVOKED_CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.stopped || this.client !== client) return;
    this.retryMs = RETRY_MIN_MS;
    this.cache.trust();
    this.logger.debug('listening for session revocations');
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.cache.distrust();
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(
      { retryMs: this.retryMs },
      'session revocation feed lost; checking every session in the database until it is back',
    );
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}

import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the tables' triggers notify with what changed (an id to fetch, never the data). */
export const LIVE_CHANNEL = 'backline_live';
/** Names the feed's connection in pg_stat_activity. */
export const LIVE_APPLICATION_NAME = 'backline-live';

/**
 * What a trigger says: a topic ('project:<id>', 'user:<id>') and what happened there, by id; a
 * trigger may add the new row's columns when they fit (`activity`), so no instance reads it back.
 */
export interface LiveMessage {
  topic: string;
  kind: string;
  id?: string;
  userId?: string;
  activity?: {
    actorId: string | null;
    actorName: string | null;
    kind: string;
    summary: string;
    createdAt: string;
  };
}

type Listener = (message: LiveMessage) => void;

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * Fans out what changed, across every instance on one database: the tables' triggers NOTIFY on
 * commit, and each instance LISTENs on a connection of its own and hands each message to the local
 * subscribers of its topic. A payload names ids only, so it stays far below NOTIFY's 8,000 bytes;
 * subscribers fetch what they may see. A lost connection is retried; `onReconnect` listeners are
 * told, so a subscription can fetch what it may have missed.
 */
export class LiveFeed {
  private client: pg.Client | null = null;
  private readonly topics = new Map<string, Set<Listener>>();
  private readonly reconnectListeners = new Set<() => void>();
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private connectedOnce = false;
  private ready: Promise<void>;
  private markReady: () => void = () => undefined;

  private logger: Logger | null = null;

  constructor(private readonly databaseUrl: string) {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  start(logger: Logger): void {
    this.logger = logger;
    void this.connect();
  }

  /** Resolves once the feed listens (tests wait for it before they publish). */
  listening(): Promise<void> {
    return this.ready;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  /** Hands every message of a topic to the listener until the returned function is called. */
  subscribe(topic: string, listener: Listener): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.topics.delete(topic);
    };
  }

  /** Tells the listener each time the feed is back after losing its connection. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** How many local subscribers a topic has (for tests and the benchmark). */
  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return;
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    for (const listener of this.topics.get(message.topic) ?? []) listener(message);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: LIVE_APPLICATION_NAME,
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.stopped || this.client !== client) return;
    this.retryMs = RETRY_MIN_MS;
    this.markReady();
    if (this.connectedOnce) for (const listener of this.reconnectListeners) listener();
    this.connectedOnce = true;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger?.warn({ retryMs: this.retryMs }, 'live feed lost; subscriptions wait until it is back');
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}

/**
 * The messages of one topic as an async iterable, for a GraphQL subscription: it ends when the
 * consumer returns (the client unsubscribes or goes) or when `end` is called.
 */
export function liveMessages(
  feed: LiveFeed,
  topic: string,
): { messages: AsyncIterable<LiveMessage>; end: () => void } {
  const queue: LiveMessage[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const unsubscribe = feed.subscribe(topic, (message) => {
    queue.push(message);
    wake?.();
  });
  const end = () => {
    ended = true;
    unsubscribe();
    wake?.();
  };
  const messages: AsyncIterable<LiveMessage> = {
    [Symbol.asyncIterator]: () => ({
      async next(): Promise<IteratorResult<LiveMessage>> {
        while (queue.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        const message = queue.shift();
        return message && !ended ? { value: message, done: false } : { value: undefined, done: true };
      },
      async return(): Promise<IteratorResult<LiveMessage>> {
        end();
        return { value: undefined, done: true };
      },
    }),
  };
  return { messages, end };
}

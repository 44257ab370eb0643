import { LRUCache } from 'lru-cache';

export interface LiveSessionCacheSettings {
  /** How many sessions are remembered at most (least recently used go first). */
  maxSessions: number;
  /** How long a session found live is trusted without asking the database again. */
  ttlMs: number;
}

/**
 * Sessions recently found live, so that most requests skip the session lookup. It is only trusted
 * while the revocation feed is connected: every revocation, on any instance, evicts the user's
 * sessions (this instance's own revocations evict them at once, before their answer is sent).
 * Without the feed (not started yet, or its connection lost) every check goes to the database.
 *
 * A lookup that was under way while a revocation was heard may have read the session before it was
 * revoked, so its answer is only remembered when nothing was forgotten since it started (`version`).
 */
export class LiveSessionCache {
  private readonly userBySession: LRUCache<string, string>;
  private trusted = false;
  private changes = 0;

  constructor(settings: LiveSessionCacheSettings) {
    this.userBySession = new LRUCache({ max: settings.maxSessions, ttl: settings.ttlMs });
  }

  isKnownLive(sessionId: string, userId: string): boolean {
    return this.trusted && this.userBySession.get(sessionId) === userId;
  }

  /** Taken before a database lookup, and handed back to `remember` with its answer. */
  get version(): number {
    return this.changes;
  }

  remember(sessionId: string, userId: string, versionBeforeLookup: number): void {
    if (this.trusted && versionBeforeLookup === this.changes) this.userBySession.set(sessionId, userId);
  }

  /** Forgets every session of the user (one of them was revoked, or the user deleted). */
  forgetUser(userId: string): void {
    this.changes++;
    for (const [sessionId, owner] of this.userBySession.entries())
      if (owner === userId) this.userBySession.delete(sessionId);
  }

  /** The feed is connected: revocations will be heard from now on. */
  trust(): void {
    this.changes++;
    this.userBySession.clear();
    this.trusted = true;
  }

  /** The feed is lost: revocations could be missed, so nothing is trusted until it is back. */
  distrust(): void {
    this.changes++;
    this.trusted = false;
    this.userBySession.clear();
  }

  get isTrusted(): boolean {
    return this.trusted;
  }
}

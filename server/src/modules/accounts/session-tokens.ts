import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { executeForCaller } from '../../shared/caller-sql.js';
import { UnauthenticatedError } from '../../shared/errors.js';
import { commitOnItsOwn } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import type { AccessTokens } from './access-tokens.js';
import { refreshTokenSchema } from './account.inputs.js';
import type { AuthResult, CallerMeta } from './account.service.js';
import { START_SESSION_SQL } from './account.sql.js';
import type { LiveSessionCache } from './live-session-cache.js';
import { RefreshToken } from './refresh-token.entity.js';
import { generateRefreshToken, hashRefreshToken, successorToken } from './refresh-token-secret.js';
import { Session } from './session.entity.js';
import type { User } from './user.entity.js';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type RotationOutcome = { kind: 'rotated'; result: AuthResult } | { kind: 'rejected' };

export interface SessionTokenSettings {
  refreshTokenTtlDays: number;
  /** How long a used refresh token still answers with its successor (simultaneous refreshes). */
  reuseGraceSeconds: number;
  /** The key successor tokens are derived with. */
  successorKey: string;
}

/**
 * Sessions and their refresh tokens: issued at sign-in, rotated on every use, and revoked as a
 * whole family when a used token comes back (it can only have been copied), except within a few
 * seconds of its use: two requests refreshing at once (a phone resuming) both get the new pair.
 */
export class SessionTokens {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly rateLimits: RateLimits,
    private readonly settings: SessionTokenSettings,
    private readonly liveSessions: LiveSessionCache,
  ) {}

  /** Opens a session for the user, written with the rest of the caller's unit of work (a new user, say). */
  async startSession(em: EntityManager, user: User): Promise<AuthResult> {
    const session = new Session(user);
    em.persist(session);
    return this.issueTokens(em, session);
  }

  /**
   * Opens a session for an existing account on its own, outside any unit of work: the session and its
   * first refresh token in one statement, so a sign-in waits for one round trip instead of four.
   */
  async openSession(em: EntityManager, user: User): Promise<AuthResult> {
    const sessionId = randomUUID();
    const refreshToken = generateRefreshToken();
    const [accessToken] = await Promise.all([
      this.accessTokens.issue({ userId: user.id, sessionId }),
      executeForCaller(em, START_SESSION_SQL, user.id, [
        sessionId,
        randomUUID(),
        hashRefreshToken(refreshToken),
        this.refreshTokenExpiry(),
      ]),
    ]);
    return { user, accessToken, refreshToken };
  }

  async refresh(em: EntityManager, rawToken: string, meta: CallerMeta): Promise<AuthResult> {
    await this.rateLimits.countRequest('refreshSession', meta.clientAddress);
    const token = parseInput(refreshTokenSchema, rawToken);
    // The rejection commits (a reused token revokes its family) before the error is thrown.
    const outcome = await commitOnItsOwn(em, (tx) => this.rotate(tx, token));
    if (outcome.kind === 'rejected') throw new UnauthenticatedError(SESSION_ENDED);
    return outcome.result;
  }

  /** Ends the session a refresh token belongs to. Unknown tokens are ignored: signing out always succeeds. */
  async logout(em: EntityManager, rawToken: string): Promise<void> {
    const tokenHash = hashRefreshToken(parseInput(refreshTokenSchema, rawToken));
    const token = await em.findOne(RefreshToken, { tokenHash }, { populate: ['session'] });
    if (token) await this.revokeSession(em, token.session);
  }

  /**
   * Whether the user's session is still live (not revoked): from the live-session cache while it is
   * trusted, else one indexed count, nothing loaded.
   */
  async isSessionLive(em: EntityManager, sessionId: string, userId: string): Promise<boolean> {
    if (this.liveSessions.isKnownLive(sessionId, userId)) return true;
    const version = this.liveSessions.version;
    const live = (await em.count(Session, { id: sessionId, ...scope(Session, userId), revokedAt: null })) > 0;
    if (live) this.liveSessions.remember(sessionId, userId, version);
    return live;
  }

  /** Ends every session of the user but one (a password change keeps the caller's). Answers how many ended. */
  async endOtherSessions(tx: EntityManager, userId: string, keptSessionId: string): Promise<number> {
    const ended = await tx.nativeUpdate(
      Session,
      { ...scope(Session, userId, 'update'), id: { $ne: keptSessionId }, revokedAt: null },
      { revokedAt: new Date() },
    );
    this.forgetSessionsOf(userId);
    return ended;
  }

  /**
   * Drops this instance's cached sessions of the user at once (the revocation feed tells the other
   * instances, and this one again, once the change is committed). Whoever ends sessions calls it.
   */
  forgetSessionsOf(userId: string): void {
    this.liveSessions.forgetUser(userId);
  }

  private async rotate(tx: EntityManager, presented: string): Promise<RotationOutcome> {
    const tokenHash = hashRefreshToken(presented);
    const token = await tx.findOne(RefreshToken, { tokenHash }, { populate: ['session.user'] });
    if (!token || token.session.isRevoked) return { kind: 'rejected' };
    if (token.expiresAt <= new Date()) return { kind: 'rejected' };

    // Claim the token atomically: of two concurrent uses, exactly one wins. The loser waits for the
    // winner's commit here, so the winner's successor is visible to it below.
    const successor = successorToken(presented, this.settings.successorKey);
    const claimed = await tx.nativeUpdate(
      RefreshToken,
      { id: token.id, usedAt: null },
      { usedAt: new Date() },
    );
    if (claimed > 0) return { kind: 'rotated', result: await this.issueTokens(tx, token.session, successor) };
    if (await this.isFreshSuccessor(tx, token, successor))
      return { kind: 'rotated', result: await this.tokensFor(token.session, successor) };
    await this.revokeSession(tx, token.session);
    return { kind: 'rejected' };
  }

  /** Whether a used token was used within the grace window, and its successor is still unused. */
  private async isFreshSuccessor(tx: EntityManager, used: RefreshToken, successor: string): Promise<boolean> {
    await tx.refresh(used);
    const graceEnds = (used.usedAt?.getTime() ?? 0) + this.settings.reuseGraceSeconds * 1000;
    if (Date.now() > graceEnds) return false;
    const next = await tx.findOne(RefreshToken, {
      tokenHash: hashRefreshToken(successor),
      session: used.session,
    });
    return next !== null && next.usedAt === null;
  }

  private async issueTokens(
    tx: EntityManager,
    session: Session,
    refreshToken = generateRefreshToken(),
  ): Promise<AuthResult> {
    const expiresAt = this.refreshTokenExpiry();
    tx.persist(new RefreshToken({ session, tokenHash: hashRefreshToken(refreshToken), expiresAt }));
    return this.tokensFor(session, refreshToken);
  }

  private async tokensFor(session: Session, refreshToken: string): Promise<AuthResult> {
    const accessToken = await this.accessTokens.issue({ userId: session.user.id, sessionId: session.id });
    return { user: session.user, accessToken, refreshToken };
  }

  private refreshTokenExpiry(): Date {
    return new Date(Date.now() + this.settings.refreshTokenTtlDays * 24 * 60 * 60 * 1000);
  }

  private async revokeSession(em: EntityManager, session: Session): Promise<void> {
    await em.nativeUpdate(Session, { id: session.id, revokedAt: null }, { revokedAt: new Date() });
    this.forgetSessionsOf(session.user.id);
  }
}

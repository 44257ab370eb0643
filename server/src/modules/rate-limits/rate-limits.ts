import { createHash } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../../shared/errors.js';

/** The operations counted per client address; each call counts, however many arrive in one request. */
export type LimitedOperation = 'login' | 'register' | 'refreshSession' | 'joinWaitlist';

export interface RateLimitSettings {
  loginFailuresPerEmail: number;
  loginFailureWindowSeconds: number;
  authRequestsPerMinutePerAddress: number;
  /** Questions to the AI manager: each may cost several calls to a paid model. */
  managerQuestionsPerMinutePerUser: number;
}

/** The table is created by a migration, so several app processes share one set of counters. */
const TABLE_NAME = 'rate_limits';

/** Counters kept in PostgreSQL (rate-limiter-flexible), shared by every app process. */
export class RateLimits {
  private readonly requestsByAddress: RateLimiterPostgres;
  private readonly loginFailuresByEmail: RateLimiterPostgres;
  private readonly questionsByUser: RateLimiterPostgres;

  constructor(knex: Knex, settings: RateLimitSettings) {
    const store = { storeClient: knex, storeType: 'knex', tableName: TABLE_NAME, tableCreated: true };
    this.requestsByAddress = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'requests',
      points: settings.authRequestsPerMinutePerAddress,
      duration: 60,
    });
    this.questionsByUser = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'manager-questions',
      points: settings.managerQuestionsPerMinutePerUser,
      duration: 60,
    });
    this.loginFailuresByEmail = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'login-failures',
      points: settings.loginFailuresPerEmail,
      duration: settings.loginFailureWindowSeconds,
    });
  }

  /** Counts one call of an operation from an address; throws RateLimitedError past the limit. */
  async countRequest(operation: LimitedOperation, clientAddress: string): Promise<void> {
    try {
      await this.requestsByAddress.consume(`${operation}:${clientAddress}`);
    } catch (rejection) {
      throw asRateLimitedError(rejection);
    }
  }

  /** Counts one question to the AI manager from an artist; throws RateLimitedError past the limit. */
  async countManagerQuestion(userId: string): Promise<void> {
    try {
      await this.questionsByUser.consume(userId);
    } catch (rejection) {
      throw asRateLimitedError(rejection);
    }
  }

  /**
   * Counts a login attempt for an email before its password is checked, and throws RateLimitedError
   * past the limit. Counting first in one atomic statement means a burst of simultaneous attempts can
   * never run more password checks than the limit; a successful login clears the count.
   */
  async countLoginAttempt(email: string): Promise<void> {
    try {
      await this.loginFailuresByEmail.consume(emailKey(email));
    } catch (rejection) {
      throw asRateLimitedError(rejection);
    }
  }

  async clearLoginFailures(email: string): Promise<void> {
    await this.loginFailuresByEmail.delete(emailKey(email));
  }
}

/** Emails are hashed so the counters table holds no addresses. */
function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 40);
}

function asRateLimitedError(rejection: unknown): Error {
  if (rejection instanceof RateLimiterRes) return new RateLimitedError(rejection.msBeforeNext / 1000);
  return rejection instanceof Error ? rejection : new Error(String(rejection));
}

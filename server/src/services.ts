import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import { AccessTokens } from './modules/accounts/access-tokens.js';
import { AccountService } from './modules/accounts/account.service.js';
import { SessionTokens } from './modules/accounts/session-tokens.js';
import { RateLimits } from './modules/rate-limits/rate-limits.js';
import { WaitlistService } from './modules/waitlist/waitlist.service.js';

/** The app's services, made once at start and shared by GraphQL and REST. */
export interface Services {
  readonly accounts: AccountService;
  readonly sessions: SessionTokens;
  readonly waitlist: WaitlistService;
}

export function createServices(orm: MikroORM, config: AppConfig, signingSecret: string): Services {
  const accessTokens = new AccessTokens(signingSecret, {
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    ttlSeconds: config.jwt.accessTokenTtlSeconds,
  });
  const rateLimits = new RateLimits(orm.em.getConnection().getKnex(), config.rateLimits);
  const sessions = new SessionTokens(accessTokens, rateLimits, config.refreshTokenTtlDays);
  return Object.freeze({
    accounts: new AccountService(accessTokens, sessions, rateLimits),
    sessions,
    waitlist: new WaitlistService(rateLimits),
  });
}

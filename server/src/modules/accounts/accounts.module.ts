import { ownerOnly, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { AccessTokens } from './access-tokens.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';
import { AccountService } from './account.service.js';
import { Migration20261128090000 } from './avatar-photo.migration.js';
import { LiveSessionCache } from './live-session-cache.js';
import { Migration20261127000100 } from './public-artists.migration.js';
import { Migration20261202140000 } from './public-artists-joined.migration.js';
import { RefreshToken } from './refresh-token.entity.js';
import { Session } from './session.entity.js';
import { SessionTokens } from './session-tokens.js';
import { User } from './user.entity.js';

declare module '../../services.js' {
  interface Services {
    readonly accounts: AccountService;
    readonly sessions: SessionTokens;
    /** Trusted only while the app's SessionRevocationFeed is connected. */
    readonly liveSessions: LiveSessionCache;
  }
}

export const accountsModule: FeatureModule = {
  name: 'accounts',
  entities: [User, Session, RefreshToken],
  publishedViews: ['public_artists'],
  migrations: [
    { name: 'Migration20261127000100', class: Migration20261127000100 },
    { name: 'Migration20261128090000', class: Migration20261128090000 },
    { name: 'Migration20261202140000', class: Migration20261202140000 },
  ],
  // A person is their own.
  accessRules: { User: ownerOnly(['id']), Session: ownerOnly(USER) },
  services: (services, { config, signingSecret }) => {
    const accessTokens = new AccessTokens(signingSecret, {
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      ttlSeconds: config.jwt.accessTokenTtlSeconds,
    });
    const liveSessions = new LiveSessionCache({
      maxSessions: 10_000,
      ttlMs: config.liveSessionCacheSeconds * 1000,
    });
    const sessions = new SessionTokens(
      accessTokens,
      services.rateLimits,
      {
        refreshTokenTtlDays: config.refreshTokenTtlDays,
        reuseGraceSeconds: config.refreshTokenReuseGraceSeconds,
        successorKey: signingSecret,
      },
      liveSessions,
    );
    // A new artist's manager relationship starts with the account (the manager and collaboration
    // modules are listed later: these run once every module's services are built).
    const accounts = new AccountService(accessTokens, sessions, services.rateLimits, [
      (em, user) => services.manager.startRelationship(em, user),
      // Invitations sent to the email before the account existed now name it.
      (em, user) => services.collaboration.claimInvitations(em, user),
    ]);
    return { accounts, sessions, liveSessions };
  },
  resolvers: [AccountResolver],
  routes: accountRoutes,
};

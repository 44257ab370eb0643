import type { FeatureModule } from '../feature-module.js';
import { RateLimitCounter } from './rate-limit-counter.entity.js';
import { RateLimits } from './rate-limits.js';

declare module '../../services.js' {
  interface Services {
    /** Counts requests per client and window in the database, shared by every instance. */
    readonly rateLimits: RateLimits;
  }
}

export const rateLimitsModule: FeatureModule = {
  name: 'rate-limits',
  entities: [RateLimitCounter],
  services: (_services, { orm, config }) => ({
    rateLimits: new RateLimits(orm.em.getConnection().getKnex(), config.rateLimits),
  }),
};

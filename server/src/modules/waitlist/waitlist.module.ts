import type { FeatureModule } from '../feature-module.js';
import { WaitlistResolver } from './waitlist.resolver.js';
import { waitlistRoutes } from './waitlist.rest.js';
import { WaitlistService } from './waitlist.service.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';

declare module '../../services.js' {
  interface Services {
    readonly waitlist: WaitlistService;
  }
}

export const waitlistModule: FeatureModule = {
  name: 'waitlist',
  entities: [WaitlistEntry],
  services: ({ rateLimits }) => ({ waitlist: new WaitlistService(rateLimits) }),
  resolvers: [WaitlistResolver],
  routes: waitlistRoutes,
};

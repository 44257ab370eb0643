import type { FeatureModule } from '../feature-module.js';
import { LiveFeed } from './live-feed.js';

declare module '../../services.js' {
  interface Services {
    readonly live: LiveFeed;
  }
}

/**
 * Live updates across instances: triggers NOTIFY, every instance LISTENs (live-feed.ts). The
 * subscriptions themselves sit with the modules whose data they push.
 */
export const liveModule: FeatureModule = {
  name: 'live',
  services: (_services, { orm }) => ({ live: new LiveFeed(orm.config.getClientUrl()) }),
};

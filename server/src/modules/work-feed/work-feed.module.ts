import type { FeatureModule } from '../feature-module.js';
import { WorkFeed } from './work-feed.js';

declare module '../../services.js' {
  interface Services {
    /** Which parts of an artist's work changed, for the modules that keep something derived from them. */
    readonly workFeed: WorkFeed;
  }
}

export const workFeedModule: FeatureModule = {
  name: 'work-feed',
  services: () => ({ workFeed: new WorkFeed() }),
};

import { registerAccessRules } from '../policies/policy.js';
import { academyModule } from './academy/academy.module.js';
import { accountsModule } from './accounts/accounts.module.js';
import { audioModule } from './audio/audio.module.js';
import { audioAnalysisModule } from './audio-analysis/audio-analysis.module.js';
import { collaborationModule } from './collaboration/collaboration.module.js';
import { commentsModule } from './comments/comments.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import type { FeatureModule } from './feature-module.js';
import { idempotencyModule } from './idempotency/idempotency.module.js';
import { liveModule } from './live/live.module.js';
import { lyricsModule } from './lyrics/lyrics.module.js';
import { managerModule } from './manager/manager.module.js';
import { networkModule } from './network/network.module.js';
import { notesModule } from './notes/notes.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { playlistsModule } from './playlists/playlists.module.js';
import { pricingModule } from './pricing/pricing.module.js';
import { profileModule } from './profile/profile.module.js';
import { projectsModule } from './projects/projects.module.js';
import { rateLimitsModule } from './rate-limits/rate-limits.module.js';
import { secretsModule } from './secrets/secrets.module.js';
import { settingsModule } from './settings/settings.module.js';
import { storageModule } from './storage/storage.module.js';
import { tracksModule } from './tracks/tracks.module.js';
import { waitlistModule } from './waitlist/waitlist.module.js';
import { workFeedModule } from './work-feed/work-feed.module.js';

/**
 * The one list of the app's modules. Each declares its entities, access rules, services, resolvers,
 * node sources, loaders, REST routes and migrations (feature-module.ts); the app assembles them in
 * this order. A module's services may use those of the modules above it when they are built.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  rateLimitsModule,
  secretsModule,
  storageModule,
  audioModule,
  audioAnalysisModule,
  idempotencyModule,
  workFeedModule,
  liveModule,
  accountsModule,
  waitlistModule,
  tracksModule,
  playlistsModule,
  notesModule,
  projectsModule,
  lyricsModule,
  managerModule,
  notificationsModule,
  networkModule,
  collaborationModule,
  commentsModule,
  dashboardModule,
  pricingModule,
  profileModule,
  settingsModule,
  academyModule,
];

for (const feature of FEATURE_MODULES) registerAccessRules(feature.accessRules ?? {});

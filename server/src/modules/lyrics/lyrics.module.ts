import type DataLoader from 'dataloader';
import { callerListLoader } from '../../graphql/caller-list-loader.js';
import { nodeSource } from '../../graphql/node-source.js';
import { PROJECT_MEMBER, PROJECT_OWNER, sharedRead } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { LyricsResolver } from './lyrics.resolver.js';
import { LyricsService } from './lyrics.service.js';
import { LyricsVersion } from './lyrics-version.entity.js';

declare module '../../services.js' {
  interface Services {
    readonly lyrics: LyricsService;
  }
}

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** A project's kept lyrics versions, newest first. */
    readonly projectLyrics: DataLoader<string, LyricsVersion[]>;
  }
}

export const lyricsModule: FeatureModule = {
  name: 'lyrics',
  entities: [LyricsVersion],
  accessRules: { LyricsVersion: sharedRead(PROJECT_OWNER, PROJECT_MEMBER) },
  services: ({ workFeed }) => ({ lyrics: new LyricsService(workFeed) }),
  resolvers: [LyricsResolver],
  nodeSources: [
    nodeSource('Lyrics', LyricsVersion, (services, em, callerId, id) =>
      services.lyrics.findLyrics(em, callerId, id),
    ),
  ],
  loaders: ({ em, auth }, { lyrics }) => {
    const ownerId = auth?.userId ?? null;
    return {
      projectLyrics: callerListLoader(ownerId, (callerId, ids) => lyrics.versionsOf(em, callerId, [...ids])),
    };
  },
};

import type { FeatureModule } from '../feature-module.js';
import { AudioReceiver } from './audio-receiver.js';
import { MediaTokens } from './media-tokens.js';

declare module '../../services.js' {
  interface Services {
    /** Receives an uploaded recording: checks it, reads its facts and peaks while it is stored. */
    readonly audioReceiver: AudioReceiver;
    /** Signs and checks the short-lived addresses of stored files. */
    readonly media: MediaTokens;
  }
}

export const audioModule: FeatureModule = {
  name: 'audio',
  services: ({ storage }, { config, signingSecret }) => ({
    audioReceiver: new AudioReceiver(storage),
    media: new MediaTokens(signingSecret, {
      issuer: config.jwt.issuer,
      ttlSeconds: config.storage.mediaUrlTtlSeconds,
    }),
  }),
};

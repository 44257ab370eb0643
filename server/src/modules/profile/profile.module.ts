import { ownerOnly, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { Profile } from './profile.entity.js';
import { ProfileResolver } from './profile.resolver.js';
import { ProfileService } from './profile.service.js';

declare module '../../services.js' {
  interface Services {
    readonly profiles: ProfileService;
  }
}

export const profileModule: FeatureModule = {
  name: 'profile',
  entities: [Profile],
  accessRules: { Profile: ownerOnly(USER) },
  services: ({ tracks, projects, network }) => ({
    profiles: new ProfileService({ tracks, projects, network }),
  }),
  resolvers: [ProfileResolver],
};

import { ownerOnly, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { Profile } from './profile.entity.js';
import { ArtistProfileResolver, ProfileResolver } from './profile.resolver.js';
import { ProfileService } from './profile.service.js';
import { ArtistPhotoResolver, UserPhotoResolver } from './profile-photo.resolver.js';
import { profilePhotoRoutes } from './profile-photo.rest.js';
import { ProfilePhotoService } from './profile-photo.service.js';
import { Migration20261129090000 } from './public-profiles.migration.js';

declare module '../../services.js' {
  interface Services {
    readonly profiles: ProfileService;
    readonly profilePhotos: ProfilePhotoService;
  }
}

export const profileModule: FeatureModule = {
  name: 'profile',
  entities: [Profile],
  accessRules: { Profile: ownerOnly(USER) },
  services: ({ tracks, projects, network, storage, fileJournal }) => ({
    profiles: new ProfileService({ tracks, projects, network }),
    profilePhotos: new ProfilePhotoService(storage, fileJournal),
  }),
  publishedViews: ['public_profiles'],
  migrations: [{ name: 'Migration20261129090000', class: Migration20261129090000 }],
  resolvers: [ProfileResolver, ArtistProfileResolver, UserPhotoResolver, ArtistPhotoResolver],
  routes: profilePhotoRoutes,
};

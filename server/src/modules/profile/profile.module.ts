import DataLoader from 'dataloader';
import { ownerOnly, USER } from '../../policies/policy.js';
import type { FeatureModule } from '../feature-module.js';
import { Profile } from './profile.entity.js';
import { ArtistProfileResolver, ProfileResolver } from './profile.resolver.js';
import { EMPTY_PUBLIC_PROFILE, ProfileService, type PublicProfileView } from './profile.service.js';
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

declare module '../../graphql/loaders.js' {
  interface Loaders {
    /** Artists' public profiles, by artist id (empty fields for one who has saved none). */
    readonly publicProfiles: DataLoader<string, PublicProfileView>;
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
  loaders: ({ em, auth }, { profiles }) => ({
    publicProfiles: new DataLoader<string, PublicProfileView>(async (ids) => {
      // Signed-in callers only: the field says so, and a loader never reads for nobody.
      const byId = auth ? await profiles.readPublicProfiles(em, ids) : new Map<string, PublicProfileView>();
      return ids.map((id) => byId.get(id) ?? EMPTY_PUBLIC_PROFILE);
    }),
  }),
  routes: profilePhotoRoutes,
};

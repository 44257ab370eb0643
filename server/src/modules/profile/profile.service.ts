import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { givenOnly } from '../../shared/changes.js';
import { UnauthenticatedError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { NetworkService } from '../network/network.service.js';
import type { ProjectService } from '../projects/project.service.js';
import type { TrackService } from '../tracks/track.service.js';
import { Profile } from './profile.entity.js';
import { profileChangesSchema } from './profile.inputs.js';
import { presentProfile } from './profile.presenter.js';
import { PUBLIC_PROFILES_SQL } from './profile.sql.js';
import { type SocialHandles, type SocialLink, socialLinks } from './social-links.js';

/** A `public_profiles` row as PUBLIC_PROFILES_SQL reads it. */
interface PublicProfileRow extends SocialHandles {
  artist_id: string;
  bio: string;
  location: string;
  website: string;
}

export interface ProfileStats {
  totalTracks: number;
  totalProjects: number;
  connections: number;
  totalStreams: number;
  /** US dollars with cents. */
  totalRevenueUsd: number;
  followers: number;
  following: number;
  monthlyListeners: number;
}

/** The profile as the screen shows it: the account, the profile row, links and figures. */
export interface ArtistProfileView {
  id: string;
  user: User;
  bio: string;
  location: string;
  website: string;
  handles: SocialHandles;
  links: SocialLink[];
  stats: ProfileStats;
}

/** Another artist's profile as any signed-in artist may see it. */
export interface PublicProfileView {
  bio: string;
  location: string;
  website: string;
  links: SocialLink[];
}

/** The public profile of an artist who has saved none. */
export const EMPTY_PUBLIC_PROFILE: PublicProfileView = { bio: '', location: '', website: '', links: [] };

function presentPublicProfile(row: PublicProfileRow): PublicProfileView {
  const { spotify, soundcloud, instagram, twitter } = row;
  return {
    bio: row.bio,
    location: row.location,
    website: row.website,
    links: socialLinks({ spotify, soundcloud, instagram, twitter }),
  };
}

/** The services that hold the work a profile counts. */
export interface ProfileWorkSources {
  tracks: Pick<TrackService, 'countTracks'>;
  projects: Pick<ProjectService, 'countProjects'>;
  network: Pick<NetworkService, 'readNetwork'>;
}

/**
 * The signed-in artist's profile: name, role and avatar on the account, the rest in its own row.
 * Tracks, projects and connections are counted; the other figures are stored as given.
 */
export class ProfileService {
  constructor(private readonly work: ProfileWorkSources) {}

  /** The artist's tracks, projects and network connections, counted by the modules that hold them. */
  private async countWork(em: EntityManager, userId: string): Promise<CountedStats> {
    const { tracks, projects, network } = this.work;
    // One after another: inside a mutation's transaction they share its one connection.
    const totalTracks = await tracks.countTracks(em, userId);
    const projectCounts = await projects.countProjects(em, userId);
    const networkCounts = await network.readNetwork(em, userId);
    return { totalTracks, totalProjects: projectCounts.all, connections: networkCounts.mutualCount };
  }

  async readProfile(em: EntityManager, userId: string): Promise<ArtistProfileView> {
    const user = await accountOf(em, userId);
    const [stored, counts] = await Promise.all([
      em.findOne(Profile, scope(Profile, userId)),
      this.countWork(em, userId),
    ]);
    return presentProfile(user, stored ?? new Profile(user), counts);
  }

  /**
   * Artists' public profiles (`public_profiles`) by id, in one statement: what any signed-in artist
   * may read on their pages. An artist who has saved no profile is left out (the caller shows empty
   * fields: `EMPTY_PUBLIC_PROFILE`).
   */
  async readPublicProfiles(
    em: EntityManager,
    artistIds: readonly string[],
  ): Promise<Map<string, PublicProfileView>> {
    const ids = [...new Set(artistIds)].filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await em.execute<PublicProfileRow[]>(PUBLIC_PROFILES_SQL, [`{${ids.join(',')}}`]);
    return new Map(rows.map((row) => [row.artist_id, presentPublicProfile(row)]));
  }

  /** Changes the fields given, account and profile row in one unit of work; the row is made on first save. */
  async updateProfile(em: EntityManager, userId: string, input: unknown): Promise<ArtistProfileView> {
    const { artistName, role, avatar, ...profileChanges } = parseInput(profileChangesSchema, input);
    const { user, profile } = await unitOfWork(em, async (tx) => {
      const account = await accountOf(tx, userId);
      // Made here, not at registration: accounts need no profile until one is saved.
      await tx.createQueryBuilder(Profile).insert({ user: userId }).onConflict('user').ignore().execute();
      const stored = await tx.findOneOrFail(Profile, scope(Profile, userId, 'update'));
      tx.assign(account, givenOnly({ artistName, role, avatar }));
      tx.assign(stored, givenOnly(profileChanges));
      return { user: account, profile: stored };
    });
    return presentProfile(user, profile, await this.countWork(em, userId));
  }
}

async function accountOf(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOne(User, scope(User, userId));
  if (!user) throw new UnauthenticatedError();
  return user;
}

export type CountedStats = Pick<ProfileStats, 'totalTracks' | 'totalProjects' | 'connections'>;

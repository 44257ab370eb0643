import type { User } from '../accounts/user.entity.js';
import type { Profile } from './profile.entity.js';
import type { ArtistProfileView, CountedStats } from './profile.service.js';
import { type SocialHandles, socialLinks } from './social-links.js';

/** The artist's profile as the API answers it: the account, the profile and the counted figures. */
export function presentProfile(user: User, profile: Profile, counts: CountedStats): ArtistProfileView {
  const handles: SocialHandles = {
    spotify: profile.spotify,
    soundcloud: profile.soundcloud,
    instagram: profile.instagram,
    twitter: profile.twitter,
  };
  return {
    id: user.id,
    user,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    handles,
    links: socialLinks(handles),
    stats: {
      ...counts,
      totalStreams: profile.totalStreams,
      totalRevenueUsd: profile.totalRevenueUsd,
      followers: profile.followers,
      following: profile.following,
      monthlyListeners: profile.monthlyListeners,
    },
  };
}

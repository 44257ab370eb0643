import type { EntityManager } from '@mikro-orm/postgresql';
import { Profile } from '../profile/profile.entity.js';
import type { ArtistFigures } from './career-outlook.js';

/** The figures stored on the artist's profile; null while they have entered none (all zero). */
export async function readProfileFigures(em: EntityManager, ownerId: string): Promise<ArtistFigures | null> {
  const profile = await em.findOne(Profile, { user: ownerId });
  if (!profile) return null;
  const figures: ArtistFigures = {
    monthlyListeners: profile.monthlyListeners,
    streams: profile.totalStreams,
    followers: profile.followers,
    revenue: Number(profile.totalRevenue),
  };
  return Object.values(figures).some((value) => value > 0) ? figures : null;
}

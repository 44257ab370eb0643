import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { Profile } from '../profile/profile.entity.js';
import { type ArtistFigures, NO_FIGURES } from './career-outlook.js';

/**
 * The figures stored on the artist's profile. A figure of 0 counts as not entered (the column's
 * default): a prediction from 0 is 0, so the screen asks for the figure instead.
 */
export async function readProfileFigures(em: EntityManager, ownerId: string): Promise<ArtistFigures> {
  const profile = await em.findOne(Profile, scope(Profile, ownerId));
  if (!profile) return NO_FIGURES;
  return {
    monthlyListeners: enteredOrNull(profile.monthlyListeners),
    streams: enteredOrNull(profile.totalStreams),
    followers: enteredOrNull(profile.followers),
    revenue: enteredOrNull(Number(profile.totalRevenueUsd)),
  };
}

function enteredOrNull(value: number): number | null {
  return value > 0 ? value : null;
}

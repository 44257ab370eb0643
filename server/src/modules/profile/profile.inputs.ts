import { FIELD_LIMITS, PROFILE_FIGURE_LIMITS } from '@backline/field-rules';
import { z } from 'zod';
import { requiredText } from '../../shared/input-fields.js';
import { PROFILE_AVATARS } from './profile-avatars.js';
import { handleFromAddress, type SocialHandles } from './social-links.js';
import { normalizeWebsite } from './website-url.js';

export const INVALID_WEBSITE = 'Website must be a web address starting with http:// or https://.';
/**
 * The largest figure each field takes. Counts are bigint in the database and SafeInt in GraphQL: any
 * whole number a JSON client reads exactly (up to 2^53 - 1), so an artist with billions of streams
 * fits. Revenue is dollars with cents in a numeric(14, 2); a billion is above any artist's own.
 */
export const FIGURE_LIMITS = PROFILE_FIGURE_LIMITS;
const grouped = new Intl.NumberFormat('en-US');

function text(label: string, maxLength: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);
}

/**
 * A handle as people write it: a pasted profile address gives its handle, an @ in front is dropped,
 * the rest must be plain.
 */
function socialHandle(label: string, platform: keyof SocialHandles) {
  return z
    .string({ error: `${label} handle must be text.` })
    .trim()
    .transform((handle) => handleFromAddress(platform, handle).replace(/^@/, ''))
    .pipe(
      z
        .string()
        .max(
          FIELD_LIMITS.profile.handle,
          `${label} handle must be at most ${FIELD_LIMITS.profile.handle} characters.`,
        )
        .regex(
          /^[A-Za-z0-9._-]*$/,
          `${label} handle may only contain letters, digits, dots, underscores and hyphens.`,
        ),
    );
}

const website = text('Website', FIELD_LIMITS.profile.website).transform((address, ctx) => {
  const normalized = normalizeWebsite(address);
  if (normalized !== null) return normalized;
  ctx.addIssue({ code: 'custom', message: INVALID_WEBSITE });
  return z.NEVER;
});

/** A figure the artist enters: a whole number from 0 up to its limit. */
function count(label: string, max: number) {
  return (
    z
      .number({ error: `${label} must be a number.` })
      // Before int(): zod's int() refuses an unsafe integer too, under its own message.
      .max(max, `${label} must be at most ${grouped.format(max)}.`)
      .int(`${label} must be a whole number.`)
      .min(PROFILE_FIGURE_LIMITS.min, `${label} cannot be negative.`)
  );
}

/** Dollars with cents (the one figure that is not a whole number), rounded to the cent. */
const revenue = z
  .number({ error: 'Total revenue must be a number.' })
  .min(PROFILE_FIGURE_LIMITS.min, 'Total revenue cannot be negative.')
  .max(
    FIGURE_LIMITS.totalRevenueUsd,
    `Total revenue must be at most $${grouped.format(FIGURE_LIMITS.totalRevenueUsd)}.`,
  )
  .transform((amount) => Math.round(amount * 100) / 100);

/** Every field optional: left out or null stays as it is; '' clears an optional text. */
export const profileChangesSchema = z.object({
  artistName: requiredText('Artist name', FIELD_LIMITS.profile.artistName).nullish(),
  role: requiredText('Role', FIELD_LIMITS.profile.role).nullish(),
  avatar: z.enum(PROFILE_AVATARS, { error: 'Please choose one of the offered avatars.' }).nullish(),
  bio: text('Bio', FIELD_LIMITS.profile.bio).nullish(),
  location: text('Location', FIELD_LIMITS.profile.location).nullish(),
  website: website.nullish(),
  spotify: socialHandle('Spotify', 'spotify').nullish(),
  soundcloud: socialHandle('SoundCloud', 'soundcloud').nullish(),
  instagram: socialHandle('Instagram', 'instagram').nullish(),
  twitter: socialHandle('Twitter', 'twitter').nullish(),
  totalStreams: count('Total streams', FIGURE_LIMITS.totalStreams).nullish(),
  totalRevenueUsd: revenue.nullish(),
  followers: count('Followers', FIGURE_LIMITS.followers).nullish(),
  following: count('Following', FIGURE_LIMITS.following).nullish(),
  monthlyListeners: count('Monthly listeners', FIGURE_LIMITS.monthlyListeners).nullish(),
});
export type ProfileChanges = z.input<typeof profileChangesSchema>;

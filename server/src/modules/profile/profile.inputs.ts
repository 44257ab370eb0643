import { z } from 'zod';
import { requiredText } from '../../shared/input-fields.js';
import { PROFILE_AVATARS } from './profile-avatars.js';
import { normalizeWebsite } from './website-url.js';

export const INVALID_WEBSITE = 'Website must be a web address starting with http:// or https://.';
/**
 * Sensible ceilings for figures an independent artist enters by hand: above any artist's real
 * numbers (the most-streamed artists have about 130 million monthly listeners), so a larger value is
 * a typo; all fit a PostgreSQL integer and a GraphQL Int.
 */
export const FIGURE_LIMITS = {
  monthlyListeners: 1_000_000_000,
  totalStreams: 2_000_000_000,
  followers: 1_000_000_000,
  following: 1_000_000_000,
  totalRevenue: 1_000_000_000,
} as const;
const grouped = new Intl.NumberFormat('en-US');

function text(label: string, maxLength: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);
}

/** A handle as people write it: an @ in front is dropped, the rest must be plain. */
function socialHandle(label: string) {
  return z
    .string({ error: `${label} handle must be text.` })
    .trim()
    .transform((handle) => handle.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .max(50, `${label} handle must be at most 50 characters.`)
        .regex(
          /^[A-Za-z0-9._-]*$/,
          `${label} handle may only contain letters, digits, dots, underscores and hyphens.`,
        ),
    );
}

const website = text('Website', 200).transform((address, ctx) => {
  const normalized = normalizeWebsite(address);
  if (normalized !== null) return normalized;
  ctx.addIssue({ code: 'custom', message: INVALID_WEBSITE });
  return z.NEVER;
});

/** A figure the artist enters: a whole number from 0 up to its limit. */
function count(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${grouped.format(max)}.`);
}

/** Dollars with cents (the one figure that is not a whole number), rounded to the cent. */
const revenue = z
  .number({ error: 'Total revenue must be a number.' })
  .min(0, 'Total revenue cannot be negative.')
  .max(
    FIGURE_LIMITS.totalRevenue,
    `Total revenue must be at most $${grouped.format(FIGURE_LIMITS.totalRevenue)}.`,
  )
  .transform((amount) => Math.round(amount * 100) / 100);

/** Every field optional: left out or null stays as it is; '' clears an optional text. */
export const profileChangesSchema = z.object({
  artistName: requiredText('Artist name', 100).nullish(),
  role: requiredText('Role', 60).nullish(),
  avatar: z.enum(PROFILE_AVATARS, { error: 'Please choose one of the offered avatars.' }).nullish(),
  bio: text('Bio', 1000).nullish(),
  location: text('Location', 100).nullish(),
  website: website.nullish(),
  spotify: socialHandle('Spotify').nullish(),
  soundcloud: socialHandle('SoundCloud').nullish(),
  instagram: socialHandle('Instagram').nullish(),
  twitter: socialHandle('Twitter').nullish(),
  totalStreams: count('Total streams', FIGURE_LIMITS.totalStreams).nullish(),
  totalRevenue: revenue.nullish(),
  followers: count('Followers', FIGURE_LIMITS.followers).nullish(),
  following: count('Following', FIGURE_LIMITS.following).nullish(),
  monthlyListeners: count('Monthly listeners', FIGURE_LIMITS.monthlyListeners).nullish(),
});
export type ProfileChangesInput = z.input<typeof profileChangesSchema>;

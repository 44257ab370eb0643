import { z } from 'zod';
import { requiredText } from '../../shared/input-fields.js';
import { PROFILE_AVATARS } from './profile-avatars.js';
import { normalizeWebsite } from './website-url.js';

export const INVALID_WEBSITE = 'Website must be a web address starting with http:// or https://.';
/** The largest value of a PostgreSQL integer (and a GraphQL Int). */
const MAX_COUNT = 2_147_483_647;
const MAX_REVENUE = 999_999_999_999.99;

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

function count(label: string) {
  return z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_COUNT, `${label} is too large.`);
}

const revenue = z
  .number({ error: 'Total revenue must be a number.' })
  .min(0, 'Total revenue cannot be negative.')
  .max(MAX_REVENUE, 'Total revenue is too large.')
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
  totalStreams: count('Total streams').nullish(),
  totalRevenue: revenue.nullish(),
  followers: count('Followers').nullish(),
  following: count('Following').nullish(),
  monthlyListeners: count('Monthly listeners').nullish(),
});
export type ProfileChangesInput = z.input<typeof profileChangesSchema>;

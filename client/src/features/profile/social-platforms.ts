import type { SocialPlatform } from '../../__generated__/types';

/** How each platform is named on screen. */
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  SPOTIFY: 'Spotify',
  SOUNDCLOUD: 'SoundCloud',
  INSTAGRAM: 'Instagram',
  TWITTER: 'X (Twitter)',
};

/** The handle fields of the edit form, in the order the links are shown. */
export const HANDLE_FIELDS = [
  { name: 'spotify', platform: 'SPOTIFY' },
  { name: 'soundcloud', platform: 'SOUNDCLOUD' },
  { name: 'instagram', platform: 'INSTAGRAM' },
  { name: 'twitter', platform: 'TWITTER' },
] as const satisfies ReadonlyArray<{ name: string; platform: SocialPlatform }>;

/** A website as people read it: no scheme, no trailing slash. */
export function shownAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * A social link as the profile names it: 'Instagram: @nova'. A Spotify artist page's handle is its
 * 22-character id, which means nothing to a reader: that link reads 'Spotify' alone.
 */
export function socialLinkText(link: { platform: SocialPlatform; handle: string }): string {
  const label = SOCIAL_PLATFORM_LABELS[link.platform];
  if (link.platform === 'SPOTIFY' && /^[0-9A-Za-z]{22}$/.test(link.handle)) return label;
  return `${label}: ${link.handle}`;
}

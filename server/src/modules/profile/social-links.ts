import { registerEnumType } from 'type-graphql';

export enum SocialPlatform {
  SPOTIFY = 'SPOTIFY',
  SOUNDCLOUD = 'SOUNDCLOUD',
  INSTAGRAM = 'INSTAGRAM',
  TWITTER = 'TWITTER',
}
registerEnumType(SocialPlatform, { name: 'SocialPlatform' });

/** The artist's handles as stored: without a leading @, empty when not given. */
export interface SocialHandles {
  spotify: string;
  soundcloud: string;
  instagram: string;
  twitter: string;
}

export interface SocialLink {
  platform: SocialPlatform;
  handle: string;
  url: string;
}

/** A Spotify artist id: 22 letters and digits (a user name is anything else). */
const SPOTIFY_ARTIST_ID = /^[A-Za-z0-9]{22}$/;

const PLATFORMS: ReadonlyArray<[keyof SocialHandles, SocialPlatform, (handle: string) => string]> = [
  [
    'spotify',
    SocialPlatform.SPOTIFY,
    (handle) =>
      SPOTIFY_ARTIST_ID.test(handle)
        ? `https://open.spotify.com/artist/${handle}`
        : `https://open.spotify.com/user/${handle}`,
  ],
  ['soundcloud', SocialPlatform.SOUNDCLOUD, (handle) => `https://soundcloud.com/${handle}`],
  ['instagram', SocialPlatform.INSTAGRAM, (handle) => `https://instagram.com/${handle}`],
  ['twitter', SocialPlatform.TWITTER, (handle) => `https://x.com/${handle}`],
];

/** A link for every handle given, in a fixed platform order; handles hold only URL-safe characters. */
export function socialLinks(handles: SocialHandles): SocialLink[] {
  return PLATFORMS.filter(([field]) => handles[field] !== '').map(([field, platform, profileUrl]) => ({
    platform,
    handle: handles[field],
    url: profileUrl(handles[field]),
  }));
}

/** Where each platform's profile addresses live, and the path before the handle. */
const PROFILE_ADDRESSES: Record<keyof SocialHandles, RegExp> = {
  spotify:
    /^(?:https?:\/\/)?open\.spotify\.com\/(?:intl-[a-z]{2}(?:-[a-z]{2})?\/)?(?:artist|user)\/([^/?#]+)/i,
  soundcloud: /^(?:https?:\/\/)?(?:www\.|m\.)?soundcloud\.com\/([^/?#]+)/i,
  instagram: /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)/i,
  twitter: /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/([^/?#]+)/i,
};

/**
 * The handle in a pasted profile address ('https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb?si=…'
 * gives '4Z8W4fKeB5YxbusRsdQVPb'); anything that is not one of the platform's addresses as it came.
 */
export function handleFromAddress(platform: keyof SocialHandles, text: string): string {
  return PROFILE_ADDRESSES[platform].exec(text.trim())?.[1] ?? text;
}

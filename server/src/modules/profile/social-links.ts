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

const PLATFORMS: ReadonlyArray<[keyof SocialHandles, SocialPlatform, (handle: string) => string]> = [
  ['spotify', SocialPlatform.SPOTIFY, (handle) => `https://open.spotify.com/user/${handle}`],
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

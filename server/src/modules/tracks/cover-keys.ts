/** Square renderings of a cover, in pixels: SMALL for cards and the player, LARGE for the OS media controls. */
export const COVER_PIXELS = { SMALL: 160, LARGE: 640 } as const;
export type CoverSize = keyof typeof COVER_PIXELS;
export const COVER_SIZES = Object.keys(COVER_PIXELS) as CoverSize[];

/** The stored file of one rendering of a cover. */
export function coverFileKey(coverKey: string, size: CoverSize): string {
  return `${coverKey}-${size.toLowerCase()}.webp`;
}

/** Every stored file of a cover. */
export function coverFileKeys(coverKey: string | null | undefined): string[] {
  return coverKey ? COVER_SIZES.map((size) => coverFileKey(coverKey, size)) : [];
}

/** Every stored file of a track: its audio and its cover's renderings. */
export function trackFileKeys(track: { storageKey: string; coverKey?: string | null }): string[] {
  return [track.storageKey, ...coverFileKeys(track.coverKey)];
}

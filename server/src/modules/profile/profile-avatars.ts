/** The emoji an artist can pick as their picture; the first is every new account's. */
export const PROFILE_AVATARS = [
  '🎧',
  '🎤',
  '🎸',
  '🎹',
  '🥁',
  '🎷',
  '🎺',
  '🎻',
  '🎵',
  '🎶',
  '💿',
  '🔥',
] as const;

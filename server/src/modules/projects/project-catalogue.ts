/** The genres a project can take, in the New Project form's order; the first is the default. */
export const PROJECT_GENRES = [
  'Electronic',
  'House',
  'Techno',
  'Trance',
  'Synthwave',
  'Hip-Hop',
  'Pop',
  'Rock',
  'Indie',
  'Ambient',
] as const;
export type ProjectGenre = (typeof PROJECT_GENRES)[number];
export const DEFAULT_PROJECT_GENRE: ProjectGenre = 'Electronic';

/** The ten emoji a new project's artwork is drawn from. */
export const PROJECT_ARTWORK = ['🎵', '🎹', '🎸', '🥁', '🎤', '🎧', '🎷', '🎺', '🎻', '💿'] as const;

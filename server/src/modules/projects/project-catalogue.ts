import { registerEnumType } from 'type-graphql';

/**
 * The genres a project can take, in the New Project form's order; the first is the default. GraphQL
 * names them by key (HIP_HOP); the database, REST and a project upload's track genre keep the value,
 * the name people read ('Hip-Hop').
 */
export enum ProjectGenre {
  ELECTRONIC = 'Electronic',
  HOUSE = 'House',
  TECHNO = 'Techno',
  TRANCE = 'Trance',
  SYNTHWAVE = 'Synthwave',
  HIP_HOP = 'Hip-Hop',
  POP = 'Pop',
  ROCK = 'Rock',
  INDIE = 'Indie',
  AMBIENT = 'Ambient',
}
registerEnumType(ProjectGenre, {
  name: 'ProjectGenre',
  description: 'The closed set of genres a project can take.',
});

export const PROJECT_GENRES: readonly ProjectGenre[] = Object.values(ProjectGenre);
export const DEFAULT_PROJECT_GENRE = ProjectGenre.ELECTRONIC;

/** The ten emoji a new project's artwork is drawn from. */
export const PROJECT_ARTWORK = ['🎵', '🎹', '🎸', '🥁', '🎤', '🎧', '🎷', '🎺', '🎻', '💿'] as const;

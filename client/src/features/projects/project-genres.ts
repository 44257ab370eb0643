import type { ProjectGenre } from '../../__generated__/types';

/** How the screens name each genre the server lists in projectGenres. */
const GENRE_LABELS: Record<ProjectGenre, string> = {
  ELECTRONIC: 'Electronic',
  HOUSE: 'House',
  TECHNO: 'Techno',
  TRANCE: 'Trance',
  SYNTHWAVE: 'Synthwave',
  HIP_HOP: 'Hip-Hop',
  POP: 'Pop',
  ROCK: 'Rock',
  INDIE: 'Indie',
  AMBIENT: 'Ambient',
};

/** 'HIP_HOP' -> 'Hip-Hop'; a genre newer than this client shows as the server names it. */
export function genreLabel(genre: ProjectGenre): string {
  return GENRE_LABELS[genre] ?? genre;
}

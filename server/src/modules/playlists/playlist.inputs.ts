import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';
import { requiredText } from '../../shared/input-fields.js';

export const PLAYLIST_NAME_MAX = FIELD_LIMITS.playlist.name;
export const MAX_TRACKS_PER_PLAYLIST = 500;
const MAX_TRACKS_PER_ADD = 100;

export const playlistNameSchema = z.object({ name: requiredText('Playlist name', PLAYLIST_NAME_MAX) });
export type PlaylistNameInput = z.input<typeof playlistNameSchema>;

export const addTracksSchema = z.object({
  trackIds: z
    .array(z.string({ error: 'Track ids must be text.' }), { error: 'Choose at least one track.' })
    .min(1, 'Choose at least one track.')
    .max(MAX_TRACKS_PER_ADD, `Add at most ${MAX_TRACKS_PER_ADD} tracks at a time.`),
});

export const moveTrackSchema = z.object({
  toIndex: z
    .number({ error: 'The new position must be a whole number.' })
    .int('The new position must be a whole number.'),
});

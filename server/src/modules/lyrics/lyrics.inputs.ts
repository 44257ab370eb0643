import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';

export const LYRICS_MAX_LENGTH = FIELD_LIMITS.lyrics.content;

export const lyricsSchema = z.object({
  title: z
    .string({ error: 'The song title must be text.' })
    .trim()
    .max(FIELD_LIMITS.lyrics.title, `The song title must be at most ${FIELD_LIMITS.lyrics.title} characters.`)
    .nullish()
    .transform((title) => title ?? ''),
  content: z
    .string({ error: 'The lyrics must be text.' })
    .max(LYRICS_MAX_LENGTH, `The lyrics must be at most ${LYRICS_MAX_LENGTH} characters.`)
    .transform((content) => content.replace(/\s+$/, '')),
  autosave: z
    .boolean({ error: 'Auto-save must be true or false.' })
    .nullish()
    .transform((autosave) => autosave ?? false),
});
export type LyricsInput = z.input<typeof lyricsSchema>;

export const lyricsVersionSchema = z
  .number({ error: 'Choose a saved version.' })
  .int('Choose a saved version.')
  .positive('Choose a saved version.');

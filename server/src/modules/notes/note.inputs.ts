import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';

export const NOTE_MAX_LENGTH = FIELD_LIMITS.note.content;
export const EMPTY_NOTE = 'Write something before saving the note.';

const noteText = z
  .string({ error: 'The note must be text.' })
  .trim()
  .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH} characters.`);

export const textNoteSchema = z.object({ content: noteText.min(1, EMPTY_NOTE) });
/** A voice note's text is optional: with text it is a mixed note. */
export const voiceNoteSchema = z.object({ content: noteText.nullish().transform((text) => text ?? '') });

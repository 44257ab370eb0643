import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = FIELD_LIMITS.network.message;
export const SEARCH_MAX_LENGTH = FIELD_LIMITS.network.search;
export const EMPTY_MESSAGE = 'Write a message before sending.';

export const artistSearchSchema = z.object({
  name: z
    .string({ error: 'Search by an artist name.' })
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search with at most ${SEARCH_MAX_LENGTH} characters.`),
});

export const messageSchema = z.object({
  body: z
    .string({ error: 'A message must be text.' })
    .trim()
    .min(1, EMPTY_MESSAGE)
    .max(MESSAGE_MAX_LENGTH, `A message must be at most ${MESSAGE_MAX_LENGTH} characters.`),
});

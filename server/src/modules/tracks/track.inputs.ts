import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';
import { optionalText, requiredText } from '../../shared/input-fields.js';
import { BPM_RANGE, TRACK_TEXT_DETAILS } from './track-details.js';

export { BPM_RANGE } from './track-details.js';

const bpmMessage = `BPM must be a number between ${BPM_RANGE.min} and ${BPM_RANGE.max}.`;

/** BPM arrives as a number (GraphQL) or text (multipart form): both must be a number in range. */
const bpm = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'BPM is required.' : bpmMessage),
    })
    .refine(Number.isFinite, bpmMessage)
    .min(BPM_RANGE.min, bpmMessage)
    .max(BPM_RANGE.max, bpmMessage),
);

const { title, artist, key, genre, mood } = TRACK_TEXT_DETAILS;

export const trackDetailsSchema = z.object({
  title: requiredText(title.label, title.maxLength),
  artist: requiredText(artist.label, artist.maxLength),
  bpm,
  key: requiredText(key.label, key.maxLength),
  genre: requiredText(genre.label, genre.maxLength),
  mood: optionalText(mood.label, mood.maxLength),
});
export type TrackDetailsInput = z.input<typeof trackDetailsSchema>;
export type TrackDetails = z.output<typeof trackDetailsSchema>;

export const trackChangesSchema = trackDetailsSchema
  .partial()
  .extend({ onArtistPage: z.boolean({ error: 'onArtistPage must be true or false.' }).optional() });
export type TrackChangesInput = z.input<typeof trackChangesSchema>;

export const TRACK_SORTS = ['TITLE', 'ARTIST', 'BPM', 'CREATED_AT'] as const;
export type TrackSort = (typeof TRACK_SORTS)[number];

export const trackListSchema = z.object({
  search: z.string().trim().max(FIELD_LIMITS.track.search).nullish(),
  genre: z.string().trim().max(TRACK_TEXT_DETAILS.genre.maxLength).nullish(),
  sort: z
    .enum(TRACK_SORTS, { error: `Sort must be one of ${TRACK_SORTS.join(', ')}.` })
    .default('CREATED_AT'),
  direction: z.enum(['ASC', 'DESC'], { error: 'Direction must be ASC or DESC.' }).nullish(),
});
export type TrackListInput = z.input<typeof trackListSchema>;

import { FIELD_LIMITS, parseCamelotCode, parseMusicalKey } from '@backline/field-rules';
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

/** The details whose value may be what was detected rather than typed. */
export const DETECTABLE_DETAILS = ['BPM', 'KEY'] as const;
export type DetectableDetail = (typeof DETECTABLE_DETAILS)[number];
const detectedMessage = `detected can list ${DETECTABLE_DETAILS.join(' and ')} only.`;

/** A list (GraphQL) or comma-separated text (multipart form: 'bpm,key'), in any case. */
const detected = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((name) => name.trim().toUpperCase())
          .filter(Boolean)
      : value,
  z.array(z.enum(DETECTABLE_DETAILS, { error: detectedMessage }), { error: detectedMessage }).nullish(),
);

const trackTextAndBpm = z.object({
  title: requiredText(title.label, title.maxLength),
  artist: requiredText(artist.label, artist.maxLength),
  bpm,
  key: requiredText(key.label, key.maxLength),
  genre: requiredText(genre.label, genre.maxLength),
  mood: optionalText(mood.label, mood.maxLength),
});

export const trackDetailsSchema = trackTextAndBpm.extend({ detected });
export type TrackDetailsInput = z.input<typeof trackDetailsSchema>;
export type TrackDetails = z.output<typeof trackDetailsSchema>;

export const trackChangesSchema = trackTextAndBpm
  .partial()
  .extend({ onArtistPage: z.boolean({ error: 'onArtistPage must be true or false.' }).optional() });
export type TrackChangesInput = z.input<typeof trackChangesSchema>;

export const TRACK_SORTS = ['TITLE', 'ARTIST', 'BPM', 'KEY', 'CREATED_AT'] as const;
export type TrackSort = (typeof TRACK_SORTS)[number];

/** A BPM bound of the list's filter: a number in range, from GraphQL or a query string. */
const bpmBound = (name: string) => {
  const message = `${name} must be a number between ${BPM_RANGE.min} and ${BPM_RANGE.max}.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(BPM_RANGE.min, message)
      .max(BPM_RANGE.max, message)
      .nullish(),
  );
};

const KEY_FILTER_MESSAGE = "key must be a musical key, as 'A minor', 'F#m' or its Camelot code '11A'.";

export const trackListSchema = z
  .object({
    search: z.string().trim().max(FIELD_LIMITS.track.search).nullish(),
    genre: z.string().trim().max(TRACK_TEXT_DETAILS.genre.maxLength).nullish(),
    bpmMin: bpmBound('bpmMin'),
    bpmMax: bpmBound('bpmMax'),
    key: z
      .string({ error: KEY_FILTER_MESSAGE })
      .max(TRACK_TEXT_DETAILS.key.maxLength, KEY_FILTER_MESSAGE)
      .nullish()
      .transform((text, context) => {
        if (text == null || text.trim() === '') return null;
        const key = parseMusicalKey(text) ?? parseCamelotCode(text);
        if (!key) context.addIssue({ code: 'custom', message: KEY_FILTER_MESSAGE });
        return key;
      }),
    compatibleKeys: z.preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ error: 'compatibleKeys must be true or false.' }).nullish(),
    ),
    sort: z
      .enum(TRACK_SORTS, { error: `Sort must be one of ${TRACK_SORTS.join(', ')}.` })
      .default('CREATED_AT'),
    direction: z.enum(['ASC', 'DESC'], { error: 'Direction must be ASC or DESC.' }).nullish(),
  })
  .refine((list) => list.bpmMin == null || list.bpmMax == null || list.bpmMin <= list.bpmMax, {
    message: 'bpmMin must not be above bpmMax.',
    path: ['bpmMin'],
  });
export type TrackListInput = z.input<typeof trackListSchema>;

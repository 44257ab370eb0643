import { TRACK_TEXT_DETAILS } from '@backline/field-rules';

/**
 * A track's details: their limits come from @backline/field-rules (the entity's column lengths, the
 * input rules GraphQL and REST share in track.inputs.ts, the GraphQL inputs' descriptions and the web
 * client's forms read them there); here, the REST upload form's field names (the description's:
 * track, title, artist, bpm, key, genre, and mood).
 */
export { BPM_RANGE, INVALID_TRACK_FILE, NO_TRACK_FILE, TRACK_TEXT_DETAILS } from '@backline/field-rules';

/** The REST upload form's text fields, in the description's order. */
/** `detected` lists the details that hold a detection, not typing: 'bpm,key' (UploadTrackInput.detected). */
export const TRACK_FORM_FIELDS = ['title', 'artist', 'bpm', 'key', 'genre', 'mood', 'detected'] as const;

/** The file's field: `track` in the REST form; GraphQL's UploadTrackInput calls it `file`. */
export const TRACK_FORM_FILE_FIELD = 'track';

/** "At most N characters." for a text detail's GraphQL description. */
export function lengthRule(detail: keyof typeof TRACK_TEXT_DETAILS): string {
  return `At most ${TRACK_TEXT_DETAILS[detail].maxLength} characters.`;
}

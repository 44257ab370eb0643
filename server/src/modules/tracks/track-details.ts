/**
 * A track's details, defined once: the entity's column lengths, the input rules that GraphQL and REST
 * share (track.inputs.ts), the GraphQL inputs' descriptions and the REST upload form's field names
 * (the description's: track, title, artist, bpm, key, genre, and mood).
 */
export const TRACK_TEXT_DETAILS = {
  title: { label: 'Title', maxLength: 200, required: true },
  artist: { label: 'Artist', maxLength: 200, required: true },
  key: { label: 'Key', maxLength: 20, required: true },
  genre: { label: 'Genre', maxLength: 50, required: true },
  mood: { label: 'Mood', maxLength: 50, required: false },
} as const;

export const BPM_RANGE = { min: 20, max: 300 } as const;

/** The REST upload form's text fields, in the description's order. */
export const TRACK_FORM_FIELDS = ['title', 'artist', 'bpm', 'key', 'genre', 'mood'] as const;

/** The file's field: `track` in the REST form; GraphQL's UploadTrackInput calls it `file`. */
export const TRACK_FORM_FILE_FIELD = 'track';

export const NO_TRACK_FILE = 'Please select a file to upload.';

/** The refusal of a file that is not MP3 or WAV: the server's answer and the upload screens' line. */
export const INVALID_TRACK_FILE = 'Invalid file type. Please upload MP3 or WAV files.';

/** "At most N characters." for a text detail's GraphQL description. */
export function lengthRule(detail: keyof typeof TRACK_TEXT_DETAILS): string {
  return `At most ${TRACK_TEXT_DETAILS[detail].maxLength} characters.`;
}

import { INVALID_TRACK_FILE } from '@backline/field-rules';
import type { RefusalReasons } from '../../components/RefusedFiles';

/** MP3 and WAV by MIME type or extension, as browsers disagree on WAV's type (react-dropzone's `accept`). */
export const ACCEPTED_TRACK_FILES = {
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/x-wav': ['.wav'],
  'audio/wave': ['.wav'],
};

/** Why an audio drop zone refuses a file, in the product's words. */
export const TRACK_FILE_REFUSALS: RefusalReasons = {
  invalidType: INVALID_TRACK_FILE,
  tooMany: 'Only one file is taken at a time.',
};

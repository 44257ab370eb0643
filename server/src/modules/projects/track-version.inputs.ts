import { FIELD_LIMITS } from '@backline/field-rules';
import { optionalText } from '../../shared/input-fields.js';

/** 'What changed': trimmed, empty when left out. */
export const versionNoteSchema = optionalText('What changed', FIELD_LIMITS.version.note);

import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';
import { optionalText, requiredText } from '../../shared/input-fields.js';
import { BPM_RANGE } from '../tracks/track.inputs.js';
import { ProjectStatus } from './project.entity.js';
import { DEFAULT_PROJECT_GENRE, PROJECT_GENRES, ProjectGenre } from './project-catalogue.js';
import { ProjectTrackStatus } from './project-track.entity.js';

const bpmMessage = `BPM must be a number between ${BPM_RANGE.min} and ${BPM_RANGE.max}.`;

/** A list of short labels: each trimmed, blanks dropped, repeats (ignoring case) dropped. */
function labelList(label: string, maxItems: number, maxLength: number) {
  return z
    .array(
      z
        .string({ error: `${label} must be text.` })
        .trim()
        .max(maxLength, `Each of the ${label.toLowerCase()} must be at most ${maxLength} characters.`),
      { error: `${label} must be a list.` },
    )
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const folded = item.toLowerCase();
        if (!item || seen.has(folded)) return false;
        seen.add(folded);
        return true;
      });
    })
    .refine((items) => items.length <= maxItems, `At most ${maxItems} ${label.toLowerCase()}.`);
}

const projectFields = {
  title: requiredText('Title', FIELD_LIMITS.project.title),
  description: optionalText('Description', FIELD_LIMITS.project.description),
  genre: z.enum(ProjectGenre, { error: `Genre must be one of ${PROJECT_GENRES.join(', ')}.` }),
  tags: labelList('Tags', FIELD_LIMITS.project.tags, FIELD_LIMITS.project.tag),
  credits: labelList('Credits', FIELD_LIMITS.project.credits, FIELD_LIMITS.project.credit),
  bpm: z
    .number({ error: bpmMessage })
    .refine(Number.isFinite, bpmMessage)
    .min(BPM_RANGE.min, bpmMessage)
    .max(BPM_RANGE.max, bpmMessage)
    .nullable(),
  key: optionalText('Key', FIELD_LIMITS.project.key),
};

export const createProjectSchema = z.object({
  ...projectFields,
  genre: projectFields.genre.nullish().transform((genre) => genre ?? DEFAULT_PROJECT_GENRE),
  tags: projectFields.tags.nullish().transform((tags) => tags ?? []),
  credits: projectFields.credits.nullish().transform((names) => names ?? []),
  bpm: projectFields.bpm.optional().transform((bpm) => bpm ?? null),
});
export type CreateProjectFields = z.input<typeof createProjectSchema>;

const RELEASE_DATE_MESSAGE =
  'The target release date must be a day between 2000-01-01 and 2099-12-31, as YYYY-MM-DD.';

/** A calendar day, YYYY-MM-DD, that exists (no 31 April), within this century. */
export const releaseDateSchema = z
  .string({ error: RELEASE_DATE_MESSAGE })
  .regex(/^(20\d\d)-\d\d-\d\d$/, RELEASE_DATE_MESSAGE)
  .refine((day) => {
    const midnight = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
  }, RELEASE_DATE_MESSAGE);

/** Every field optional; a field left out (or null, except bpm and the release date) stays as it is. */
export const updateProjectSchema = z.object({
  title: projectFields.title.optional(),
  description: optionalText('Description', 2000).optional(),
  genre: projectFields.genre.nullish(),
  tags: projectFields.tags.nullish(),
  credits: projectFields.credits.nullish(),
  bpm: projectFields.bpm.optional(),
  key: projectFields.key.optional(),
  status: z.enum(ProjectStatus, { error: 'Unknown project status.' }).nullish(),
  targetReleaseDate: releaseDateSchema.nullable().optional(),
});
export type UpdateProjectFields = z.input<typeof updateProjectSchema>;

export const projectTrackStatusSchema = z.enum(ProjectTrackStatus, { error: 'Unknown track status.' });
export const projectFilterSchema = z.object({
  status: z.enum(ProjectStatus, { error: 'Unknown project status.' }).nullish(),
});

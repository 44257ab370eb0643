import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';
import { requiredText } from '../../shared/input-fields.js';

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds.` })
    .refine(Number.isFinite, `${label} must be a number of seconds.`)
    .min(0, `${label} cannot be before the start.`);

export const commentInputSchema = z
  .object({
    versionId: z.string(),
    atSeconds: seconds('The time'),
    endSeconds: seconds('The end of the range').nullish(),
    body: requiredText('Comment', FIELD_LIMITS.comment.body),
    parentId: z.string().nullish(),
  })
  .refine(
    (input) =>
      input.endSeconds === null || input.endSeconds === undefined || input.endSeconds > input.atSeconds,
    {
      message: 'A range ends after it starts.',
      path: ['endSeconds'],
    },
  );
export type CommentInput = z.input<typeof commentInputSchema>;

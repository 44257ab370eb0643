import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parses input with a schema; the first problem becomes a ValidationError naming its field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw new ValidationError(issue?.message ?? 'Invalid input.', { field });
}

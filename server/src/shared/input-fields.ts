import { z } from 'zod';

/** A required text field: trimmed, with "X is required." when blank and a length limit. */
export function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);
}

/** An optional text field: trimmed, missing or null becomes an empty string. */
export function optionalText(label: string, maxLength: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters.`)
    .nullish()
    .transform((value) => value ?? '');
}

/** An email address: required, trimmed, lower-cased, and well-formed. */
export const emailAddress = requiredText('Email', 254)
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

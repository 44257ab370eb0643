import { FIELD_LIMITS } from '@backline/field-rules';
import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from '../../shared/input-fields.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const registerInputSchema = z.object({
  email: emailAddress,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  artistName: requiredText('Artist name', FIELD_LIMITS.account.artistName),
  genre: optionalText('Genre', FIELD_LIMITS.account.genre),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: requiredText('Email', FIELD_LIMITS.account.email).toLowerCase(),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH, 'Invalid email or password.'),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const refreshTokenSchema = z
  .string({ error: 'Refresh token is required.' })
  .min(1, 'Refresh token is required.');

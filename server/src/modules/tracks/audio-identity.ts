import {
  decodeFingerprint,
  FINGERPRINT_PREFIX,
  FINGERPRINT_RATE,
  FINGERPRINT_SECONDS,
  HOP_SIZE,
} from '@backline/sound-analysis';
import { z } from 'zod';

/** The longest fingerprint a client may send: FINGERPRINT_SECONDS of words, a word more, in base64. */
const MAX_FINGERPRINT_LENGTH =
  FINGERPRINT_PREFIX.length +
  Math.ceil(((Math.ceil((FINGERPRINT_SECONDS * FINGERPRINT_RATE) / HOP_SIZE) + 1) * 4) / 3) * 4;
const FINGERPRINT_MESSAGE = "fingerprint must be a Backline audio fingerprint ('bfp1.' and base64 words).";
/** A day: longer than any recording an artist uploads. */
const MAX_SECONDS = 24 * 60 * 60;

/**
 * What a client measured of a file before uploading it (`tracksLikeFile`): its SHA-256 and, where it
 * could decode the audio, its fingerprint and length.
 */
export const audioIdentitySchema = z
  .object({
    contentSha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'contentSha256 must be the SHA-256 of the file, 64 hexadecimal digits.')
      .transform((hex) => Buffer.from(hex, 'hex')),
    fingerprint: z
      .string()
      .max(MAX_FINGERPRINT_LENGTH, `fingerprint can be at most ${MAX_FINGERPRINT_LENGTH} characters.`)
      .refine(isFingerprint, FINGERPRINT_MESSAGE)
      .nullish(),
    durationSeconds: z
      .number()
      .positive('durationSeconds must be more than 0.')
      .max(MAX_SECONDS, `durationSeconds can be at most ${MAX_SECONDS}.`)
      .nullish(),
  })
  .refine((file) => !file.fingerprint || file.durationSeconds != null, {
    message: 'durationSeconds is required with a fingerprint.',
    path: ['durationSeconds'],
  });
export type AudioIdentity = z.output<typeof audioIdentitySchema>;

function isFingerprint(text: string): boolean {
  try {
    decodeFingerprint(text);
    return true;
  } catch {
    return false;
  }
}

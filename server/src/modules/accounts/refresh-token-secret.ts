import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, URL-safe. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token itself. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that replaces a used one. It is derived from the used token with a server key, so a
 * repeat of the same refresh (within the grace window) can be answered with the same new token
 * although only hashes are stored; without both the used token and the key it cannot be guessed.
 */
export function successorToken(usedToken: string, key: string): string {
  return createHmac('sha256', key).update(`refresh-successor:${usedToken}`).digest('base64url');
}

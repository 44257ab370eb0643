import { randomBytes } from 'node:crypto';

/** A unique email for a test, so tests never depend on each other's data. */
export function uniqueEmail(label = 'artist'): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

/** Registration input for a new, unique artist. */
export function newArtist(
  overrides: Partial<{ email: string; password: string; artistName: string; genre: string }> = {},
) {
  return {
    email: uniqueEmail(),
    password: 'correct horse battery',
    artistName: 'Nova Lane',
    genre: '',
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './website-url.js';

describe('a website address', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['novalane.com', 'https://novalane.com/'],
    ['  HTTPS://NovaLane.COM/Tour?x=1  ', 'https://novalane.com/Tour?x=1'],
    ['http://music.nova-lane.co.uk/', 'http://music.nova-lane.co.uk/'],
    ['www.novalane.com/a b', 'https://www.novalane.com/a%20b'],
  ])('%j is stored as %j', (given, stored) => {
    expect(normalizeWebsite(given)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://novalane.com',
    'mailto:nova@example.com',
    'https://user:secret@novalane.com',
    'novalane',
    'http://localhost:3000',
    'https://nova lane.com',
    'https://..com',
    `https://novalane.com/${'a'.repeat(240)}`,
  ])('%j is refused', (given) => {
    expect(normalizeWebsite(given)).toBeNull();
  });
});

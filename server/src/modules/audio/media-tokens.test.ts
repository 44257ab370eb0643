import { describe, expect, it } from 'vitest';
import { coverMediaId, MediaTokens } from './media-tokens.js';

const SECRET = 'media-token-test-secret-long-enough-for-hs256';
const ORIGIN = 'https://backline.example';

function tokensAt(clock: { now: number }) {
  return new MediaTokens(SECRET, { issuer: 'backline', ttlSeconds: 600, now: () => clock.now });
}

describe('signed media addresses', () => {
  it('gives the same address again while most of its lifetime is left, so browsers can cache covers', async () => {
    const clock = { now: Date.now() };
    const media = tokensAt(clock);
    const first = media.coverUrl(ORIGIN, 'user-1', 'track-1', 'SMALL');

    clock.now += 119_000;
    expect(media.coverUrl(ORIGIN, 'user-1', 'track-1', 'SMALL')).toEqual(first);
    expect(media.coverUrl(ORIGIN, 'user-2', 'track-1', 'SMALL').url).not.toBe(first.url);
    expect(media.audioUrl(ORIGIN, 'tracks', 'user-1', 'track-1').url).not.toContain(
      first.url.split('token=')[1],
    );

    clock.now += 2_000;
    const renewed = media.coverUrl(ORIGIN, 'user-1', 'track-1', 'SMALL');
    expect(renewed.url).not.toBe(first.url);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(first.expiresAt.getTime());
    expect(await media.verify(renewed.url.split('token=')[1] ?? '', coverMediaId('track-1', 'SMALL'))).toBe(
      'user-1',
    );
  });

  it('gives absolute addresses with the moment they stop working', () => {
    const clock = { now: Date.parse('2026-11-25T10:00:00.000Z') };
    const address = tokensAt(clock).audioUrl(ORIGIN, 'notes', 'user-1', 'note-1');

    expect(address.url).toMatch(/^https:\/\/backline\.example\/media\/notes\/note-1\?token=/);
    expect(address.expiresAt.toISOString()).toBe('2026-11-25T10:10:00.000Z');
  });

  it('grants one file to one user only', async () => {
    const media = tokensAt({ now: Date.now() });
    const token = await media.sign('user-1', 'track-1');

    expect(await media.verify(token, 'track-1')).toBe('user-1');
    expect(await media.verify(token, 'track-2')).toBeNull();
    expect(await media.verify(`${token}x`, 'track-1')).toBeNull();
  });
});

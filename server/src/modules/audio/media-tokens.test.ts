import { describe, expect, it } from 'vitest';
import { MediaTokens } from './media-tokens.js';

const SECRET = 'media-token-test-secret-long-enough-for-hs256';

function tokensAt(clock: { now: number }) {
  return new MediaTokens(SECRET, { issuer: 'backline', ttlSeconds: 600, now: () => clock.now });
}

describe('signed media addresses', () => {
  it('gives the same address again while most of its lifetime is left, so browsers can cache covers', async () => {
    const clock = { now: Date.now() };
    const media = tokensAt(clock);
    const first = await media.coverUrl('user-1', 'track-1', 'SMALL');

    clock.now += 119_000;
    expect(await media.coverUrl('user-1', 'track-1', 'SMALL')).toBe(first);
    expect(await media.coverUrl('user-2', 'track-1', 'SMALL')).not.toBe(first);
    expect(await media.audioUrl('tracks', 'user-1', 'track-1')).not.toContain(first.split('token=')[1]);

    clock.now += 2_000;
    const renewed = await media.coverUrl('user-1', 'track-1', 'SMALL');
    expect(renewed).not.toBe(first);
    expect(await media.verify(renewed.split('token=')[1] ?? '', 'cover:track-1')).toBe('user-1');
  });

  it('grants one file to one user only', async () => {
    const media = tokensAt({ now: Date.now() });
    const token = await media.sign('user-1', 'track-1');

    expect(await media.verify(token, 'track-1')).toBe('user-1');
    expect(await media.verify(token, 'track-2')).toBeNull();
    expect(await media.verify(`${token}x`, 'track-1')).toBeNull();
  });
});

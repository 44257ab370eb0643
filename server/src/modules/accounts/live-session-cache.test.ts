import { describe, expect, it } from 'vitest';
import { LiveSessionCache } from './live-session-cache.js';

const settings = { maxSessions: 100, ttlMs: 60_000 };

function trustedCache(): LiveSessionCache {
  const cache = new LiveSessionCache(settings);
  cache.trust();
  return cache;
}

describe('LiveSessionCache', () => {
  it('knows a remembered session only for its own user', () => {
    const cache = trustedCache();
    cache.remember('session-1', 'user-1', cache.version);
    expect(cache.isKnownLive('session-1', 'user-1')).toBe(true);
    expect(cache.isKnownLive('session-1', 'user-2')).toBe(false);
  });

  it('forgets all of a user’s sessions and nobody else’s', () => {
    const cache = trustedCache();
    cache.remember('laptop', 'user-1', cache.version);
    cache.remember('phone', 'user-1', cache.version);
    cache.remember('other', 'user-2', cache.version);
    cache.forgetUser('user-1');
    expect([cache.isKnownLive('laptop', 'user-1'), cache.isKnownLive('phone', 'user-1')]).toEqual([
      false,
      false,
    ]);
    expect(cache.isKnownLive('other', 'user-2')).toBe(true);
  });

  it('does not remember a lookup that was under way when a revocation was heard', () => {
    const cache = trustedCache();
    const before = cache.version;
    cache.forgetUser('user-1');
    cache.remember('session-1', 'user-1', before);
    expect(cache.isKnownLive('session-1', 'user-1')).toBe(false);
  });

  it('remembers nothing until trusted, and forgets everything when distrusted', () => {
    const cache = new LiveSessionCache(settings);
    cache.remember('session-1', 'user-1', cache.version);
    expect(cache.isKnownLive('session-1', 'user-1')).toBe(false);
    cache.trust();
    cache.remember('session-1', 'user-1', cache.version);
    cache.distrust();
    cache.trust();
    expect(cache.isKnownLive('session-1', 'user-1')).toBe(false);
  });
});

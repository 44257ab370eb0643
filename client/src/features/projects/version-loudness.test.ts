import { describe, expect, it } from 'vitest';
import { matchedGains } from './version-loudness';

const version = (id: string, loudnessLufs: number | null, status = 'DONE') => ({
  id,
  analysis: { status, loudnessLufs },
});

describe('versions at matched loudness', () => {
  it('turns each louder version down to the quietest one, and leaves the unmeasured alone', () => {
    const gains = matchedGains([
      version('master', -8.5),
      version('mix', -12),
      version('demo', -14.5),
      version('new', null, 'PENDING'),
    ]);
    expect(gains.get('demo')).toBe(0);
    expect(gains.get('mix')).toBeCloseTo(-2.5);
    expect(gains.get('master')).toBeCloseTo(-6);
    expect(gains.has('new')).toBe(false);
  });
});

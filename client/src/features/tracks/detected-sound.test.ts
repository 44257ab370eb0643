import { describe, expect, it } from 'vitest';
import { shownKey } from './detected-sound';

const analysis = (key: string | null, keyConfidence: number, status = 'DONE') => ({
  status,
  key,
  keyConfidence,
});

describe('the key a track card shows', () => {
  it("is the artist's own whenever they typed a key", () => {
    expect(shownKey({ key: 'Am', analysis: analysis('C major', 0.9) })).toEqual({
      text: 'Am',
      detected: false,
    });
  });

  it('is the detected one, marked, where they typed none', () => {
    expect(shownKey({ key: 'Unknown', analysis: analysis('F# minor', 0.7) })).toEqual({
      text: 'F# minor',
      detected: true,
    });
  });

  it('stays as typed while the analysis is under way, or unsure', () => {
    expect(shownKey({ key: 'Unknown', analysis: analysis(null, 0, 'PENDING') })).toEqual({
      text: 'Unknown',
      detected: false,
    });
    expect(shownKey({ key: 'Unknown', analysis: analysis('A major', 0.01) }).detected).toBe(false);
  });
});

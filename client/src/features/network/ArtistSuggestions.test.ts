import { describe, expect, it } from 'vitest';
import { suggestionReason } from './ArtistSuggestions';

const artist = {
  __typename: 'Artist' as const,
  id: 'a1',
  artistName: 'Echo',
  role: 'Producer',
  avatar: '🎧',
  avatarPhoto: null,
  genre: 'Hip-Hop',
  connected: false,
  connectsBack: false,
  mutual: false,
};

describe('why an artist is suggested', () => {
  it('names the connections in common first, then the genre, then activity', () => {
    const reason = (mutualConnections: number, sameGenre: boolean) =>
      suggestionReason({ __typename: 'ArtistSuggestion', mutualConnections, sameGenre, artist });
    expect(reason(1, true)).toBe('1 of your connections knows them');
    expect(reason(3, false)).toBe('3 of your connections know them');
    expect(reason(0, true)).toBe('Also makes Hip-Hop');
    expect(reason(0, false)).toBe('Active in the Backline network');
  });
});

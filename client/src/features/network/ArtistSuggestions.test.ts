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
  it('names the projects shared first, then the connections in common, then the genre, then activity', () => {
    const reason = (mutualConnections: number, sameGenre: boolean, sharedProjects = 0) =>
      suggestionReason({
        __typename: 'ArtistSuggestion',
        sharedProjects,
        mutualConnections,
        sameGenre,
        artist,
      });
    expect(reason(2, true, 1)).toBe('Works with you on a project');
    expect(reason(0, false, 3)).toBe('Works with you on 3 projects');
    expect(reason(1, true)).toBe('1 of your connections knows them');
    expect(reason(3, false)).toBe('3 of your connections know them');
    expect(reason(0, true)).toBe('Also makes Hip-Hop');
    expect(reason(0, false)).toBe('Active in the Backline network');
  });
});

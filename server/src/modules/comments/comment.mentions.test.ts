import { describe, expect, it } from 'vitest';
import { mentionedIn } from './comment.service.js';

const people = [
  { id: 'kai', name: 'Kai' },
  { id: 'kai-mixes', name: 'Kai Mixes' },
  { id: 'nova', name: 'Nova Lane' },
  { id: 'dot', name: 'D.J. (Dot)' },
];

describe('@mentions in a comment', () => {
  it('name whole artists, in any case, the longest name first', () => {
    expect(mentionedIn('Thanks @kai mixes, and @NOVA LANE too', people).sort()).toEqual([
      'kai-mixes',
      'nova',
    ]);
    expect(mentionedIn('@Kai, louder', people)).toEqual(['kai']);
    expect(mentionedIn('@Kai Mixes and @Kai', people).sort()).toEqual(['kai', 'kai-mixes']);
  });

  it('never match a longer word or an address, and read names with symbols literally', () => {
    expect(mentionedIn('@Kaiser was here; mail kai@example.com', people)).toEqual([]);
    expect(mentionedIn('Ask @D.J. (Dot)!', people)).toEqual(['dot']);
    expect(mentionedIn('Ask @DxJx (Dot)', people)).toEqual([]);
  });
});

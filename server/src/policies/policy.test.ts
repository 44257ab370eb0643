import { describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '../modules/index.js';
import { accessRuleTable, hasAccessRule, ownerOnly, registerAccessRules, scope } from './policy.js';

class Track {
  constructor(readonly owner: { id: string }) {}
}
class ProjectTrack {
  constructor(readonly project: { owner: { id: string } }) {}
}
class DirectMessage {
  constructor(
    readonly sender: { id: string },
    readonly recipient: { id: string },
  ) {}
}
class Unruled {}

describe('the access policy', () => {
  it("limits queries to what the caller owns, through the resource's owner", () => {
    expect(scope(Track, 'me', 'list')).toEqual({ owner: 'me' });
    expect(scope(ProjectTrack, 'me', 'update')).toEqual({ project: { owner: 'me' } });
  });

  it("lets a shared project's members read it and what is in it, and everyone read a track on its artist's page, but lists only the caller's own", () => {
    expect(scope(ProjectTrack, 'me')).toEqual({
      $or: [{ project: { owner: 'me' } }, { project: { members: { $some: { user: 'me' } } } }],
    });
    expect(scope(Track, 'me')).toEqual({
      $or: [
        { owner: 'me' },
        { projectLinks: { $some: { project: { members: { $some: { user: 'me' } } } } } },
        { onArtistPage: true },
      ],
    });
    expect(scope(Track, 'me', 'update')).toEqual({ owner: 'me' });
    expect(scope(ProjectTrack, 'me', 'list')).toEqual({ project: { owner: 'me' } });
    expect(scope(Track, 'me', 'delete')).toEqual({ owner: 'me' });
  });

  it('lets both people in a conversation read a message, and only its recipient mark it read', () => {
    expect(scope(DirectMessage, 'me')).toEqual({ $or: [{ sender: 'me' }, { recipient: 'me' }] });
    expect(scope(DirectMessage, 'me', 'update')).toEqual({ recipient: 'me' });
  });

  it('refuses to guess for a kind of resource it has no rule for', () => {
    expect(hasAccessRule('Unruled')).toBe(false);
    expect(() => scope(Unruled, 'me')).toThrow('No access rule for read on Unruled');
  });

  it("holds the modules' rules in one table, and refuses a second rule for one entity", () => {
    const declared = FEATURE_MODULES.flatMap((feature) => Object.keys(feature.accessRules ?? {}));
    expect([...accessRuleTable().keys()].sort()).toEqual(declared.sort());
    expect(hasAccessRule('Track')).toBe(true);
    expect(() => registerAccessRules({ Track: ownerOnly(['someone']) })).toThrow(
      'Two access rules for Track',
    );
  });
});

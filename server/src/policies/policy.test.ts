import { describe, expect, it } from 'vitest';
import { can, scope } from './policy.js';

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
    expect(scope(Track, 'me')).toEqual({ owner: 'me' });
    expect(scope(ProjectTrack, 'me', 'update')).toEqual({ project: { owner: 'me' } });
  });

  it('lets both people in a conversation read a message, and only its recipient mark it read', () => {
    expect(scope(DirectMessage, 'me')).toEqual({ $or: [{ sender: 'me' }, { recipient: 'me' }] });
    const message = new DirectMessage({ id: 'ana' }, { id: 'ben' });
    expect(can('ana', 'read', message)).toBe(true);
    expect(can('ben', 'update', message)).toBe(true);
    expect(can('ana', 'update', message)).toBe(false);
    expect(can('cy', 'read', message)).toBe(false);
  });

  it("decides on a loaded resource by its owner's id", () => {
    expect(can('me', 'delete', new ProjectTrack({ owner: { id: 'me' } }))).toBe(true);
    expect(can('you', 'read', new Track({ id: 'me' }))).toBe(false);
  });

  it('refuses to guess for a kind of resource it has no rule for', () => {
    expect(() => scope(Unruled, 'me')).toThrow('No access rule for read on Unruled');
  });
});

import { describe, expect, it } from 'vitest';
import {
  clearUpcoming,
  currentItem,
  hasNext,
  hasPrevious,
  moveInQueue,
  nextInQueue,
  type PlayerItem,
  previousInQueue,
  refreshInQueue,
  removeFromQueue,
  shuffleUpcoming,
  startQueue,
  unshuffleUpcoming,
} from './player-queue';

const track = (id: string): PlayerItem => ({
  kind: 'track',
  id,
  title: `Track ${id}`,
  artist: 'Nova',
  durationSeconds: 60,
});
const list = [track('a'), track('b'), track('c')];

describe('the player queue', () => {
  it('starts a list at the chosen item and walks it in order', () => {
    let queue = startQueue(list, 1);
    expect(currentItem(queue)?.id).toBe('b');
    queue = nextInQueue(queue);
    expect(currentItem(queue)?.id).toBe('c');
    expect(hasNext(queue)).toBe(false);
    expect(nextInQueue(queue)).toBe(queue);
    queue = previousInQueue(previousInQueue(queue));
    expect(currentItem(queue)?.id).toBe('a');
    expect(hasPrevious(queue)).toBe(false);
  });

  it('keeps the start inside the list, and an empty list plays nothing', () => {
    expect(currentItem(startQueue(list, 7))?.id).toBe('c');
    expect(currentItem(startQueue([], 0))).toBeNull();
  });

  it('keeps its own copy of the list', () => {
    const shown = [...list];
    const queue = startQueue(shown, 0);
    shown.reverse();
    expect(queue.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes out a deleted item: later ones move up and the current one stays current', () => {
    const queue = startQueue(list, 2);
    const withoutFirst = removeFromQueue(queue, 'track:a');
    expect(withoutFirst.items.map((item) => item.id)).toEqual(['b', 'c']);
    expect(currentItem(withoutFirst)?.id).toBe('c');
  });

  it('when the current item is deleted, the next one takes its place, or the one before at the end', () => {
    expect(currentItem(removeFromQueue(startQueue(list, 1), 'track:b'))?.id).toBe('c');
    expect(currentItem(removeFromQueue(startQueue(list, 2), 'track:c'))?.id).toBe('b');
    expect(currentItem(removeFromQueue(startQueue([track('a')], 0), 'track:a'))).toBeNull();
  });

  it('tells a track from a note with the same id', () => {
    const note: PlayerItem = { ...track('a'), kind: 'note' };
    const queue = startQueue([track('a'), note], 0);
    expect(removeFromQueue(queue, 'note:a').items).toEqual([track('a')]);
  });

  it('shows a renamed item where it is queued', () => {
    const queue = refreshInQueue(startQueue(list, 0), { ...track('b'), title: 'Renamed' });
    expect(queue.items[1]?.title).toBe('Renamed');
    expect(queue.index).toBe(0);
  });
});

describe('editing the queue', () => {
  const five = ['a', 'b', 'c', 'd', 'e'].map(track);
  const ids = (queue: { items: readonly PlayerItem[] }) => queue.items.map((item) => item.id).join('');

  it('moves an item, keeping the current one current', () => {
    const queue = startQueue(five, 1);
    const moved = moveInQueue(queue, 4, 0);
    expect(ids(moved)).toBe('eabcd');
    expect(currentItem(moved)?.id).toBe('b');
    expect(currentItem(moveInQueue(queue, 1, 3))?.id).toBe('b');
    expect(moveInQueue(queue, 0, 9)).toBe(queue);
  });

  it('clears what is to come, and keeps what plays', () => {
    expect(ids(clearUpcoming(startQueue(five, 2)))).toBe('c');
    expect(currentItem(clearUpcoming(startQueue(five, 2)))?.id).toBe('c');
  });

  it('shuffles only what is to come, and puts it back in the list’s order', () => {
    const queue = startQueue(five, 1);
    // A fixed sequence in place of Math.random: each swap takes the first item.
    const shuffled = shuffleUpcoming(queue, () => 0);
    expect(ids(shuffled).slice(0, 2)).toBe('ab');
    expect(ids(shuffled)).not.toBe('abcde');
    expect([...ids(shuffled)].sort().join('')).toBe('abcde');
    expect(ids(unshuffleUpcoming(shuffled, five))).toBe('abcde');
  });
});

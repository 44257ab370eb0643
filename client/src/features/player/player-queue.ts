/** Something the player can play: a library track, a voice note, or a version of a project's song. */
export interface PlayerItem {
  kind: 'track' | 'note' | 'version';
  /** The track's, note's or version's id. */
  id: string;
  title: string;
  artist: string;
  durationSeconds: number;
  /** A small square cover for the player and cards; a large one for the OS media controls. */
  artworkUrl?: string | null;
  largeArtworkUrl?: string | null;
  /** Another artist's library track, heard through a shared project: not the listener's to add to a playlist. */
  othersTrack?: boolean;
  /** For a voice note: its project, through which a fresh address is asked for. */
  projectId?: string;
  /**
   * A level change for this item, in dB, never above 0 (the volume can only go down): versions of
   * one song compared at matched loudness, so the louder does not win by being louder.
   */
  gainDb?: number;
}

export interface PlayerQueue {
  items: readonly PlayerItem[];
  /** The current item's place in `items`; null when nothing has been started. */
  index: number | null;
}

export const emptyQueue: PlayerQueue = { items: [], index: null };

/** One key per playable thing, so a track and a note with the same id never collide. */
export function itemKey(item: Pick<PlayerItem, 'kind' | 'id'>): string {
  return `${item.kind}:${item.id}`;
}

export function currentItem(queue: PlayerQueue): PlayerItem | null {
  return queue.index === null ? null : (queue.items[queue.index] ?? null);
}

/** Replaces the queue with a list, starting at one of its items (a list played from that item). */
export function startQueue(items: readonly PlayerItem[], startIndex: number): PlayerQueue {
  if (items.length === 0) return emptyQueue;
  const index = Math.min(Math.max(0, startIndex), items.length - 1);
  return { items: [...items], index };
}

export function hasNext(queue: PlayerQueue): boolean {
  return queue.index !== null && queue.index + 1 < queue.items.length;
}

export function hasPrevious(queue: PlayerQueue): boolean {
  return queue.index !== null && queue.index > 0;
}

/** The queue moved one item on; unchanged at the end. */
export function nextInQueue(queue: PlayerQueue): PlayerQueue {
  return hasNext(queue) ? { ...queue, index: (queue.index as number) + 1 } : queue;
}

/** The queue moved one item back; unchanged at the start. */
export function previousInQueue(queue: PlayerQueue): PlayerQueue {
  return hasPrevious(queue) ? { ...queue, index: (queue.index as number) - 1 } : queue;
}

/**
 * The queue without one item (deleted from the library, say). Items after it move up; when it was the
 * current one, the item that took its place becomes current, or the one before it at the end.
 */
export function removeFromQueue(queue: PlayerQueue, key: string): PlayerQueue {
  const removedAt = queue.items.findIndex((item) => itemKey(item) === key);
  if (removedAt < 0) return queue;
  const items = queue.items.filter((_, position) => position !== removedAt);
  if (items.length === 0 || queue.index === null) return { items, index: items.length ? queue.index : null };
  const index = queue.index > removedAt ? queue.index - 1 : Math.min(queue.index, items.length - 1);
  return { items, index };
}

/** The queue with an item's details replaced (a track renamed while queued). */
export function refreshInQueue(queue: PlayerQueue, changed: PlayerItem): PlayerQueue {
  const key = itemKey(changed);
  if (!queue.items.some((item) => itemKey(item) === key)) return queue;
  // Fresh details (a track renamed) keep the level the list set for the item.
  const kept = (item: PlayerItem): PlayerItem =>
    changed.gainDb === undefined && item.gainDb !== undefined ? { ...changed, gainDb: item.gainDb } : changed;
  return { ...queue, items: queue.items.map((item) => (itemKey(item) === key ? kept(item) : item)) };
}

/** The queue with the item at `from` moved to `to` (both inside the list); the current item stays current. */
export function moveInQueue(queue: PlayerQueue, from: number, to: number): PlayerQueue {
  const last = queue.items.length - 1;
  if (from < 0 || from > last || to < 0 || to > last || from === to) return queue;
  const current = currentItem(queue);
  const items = [...queue.items];
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved as PlayerItem);
  const index = current ? items.findIndex((item) => itemKey(item) === itemKey(current)) : null;
  return { items, index };
}

/** The queue with everything but the current item taken out (what plays keeps playing). */
export function clearUpcoming(queue: PlayerQueue): PlayerQueue {
  const current = currentItem(queue);
  return current ? { items: [current], index: 0 } : emptyQueue;
}

/**
 * The queue with the items after the current one in a new order (`random` answers 0 <= n < 1); what
 * has played and what plays stay where they are.
 */
export function shuffleUpcoming(queue: PlayerQueue, random: () => number = Math.random): PlayerQueue {
  const start = (queue.index ?? -1) + 1;
  const upcoming = queue.items.slice(start);
  for (let position = upcoming.length - 1; position > 0; position--) {
    const other = Math.floor(random() * (position + 1));
    [upcoming[position], upcoming[other]] = [upcoming[other] as PlayerItem, upcoming[position] as PlayerItem];
  }
  return { ...queue, items: [...queue.items.slice(0, start), ...upcoming] };
}

/**
 * The queue with the items after the current one back in the order of `original` (the list before
 * shuffling); items added since keep their place after those.
 */
export function unshuffleUpcoming(queue: PlayerQueue, original: readonly PlayerItem[]): PlayerQueue {
  const start = (queue.index ?? -1) + 1;
  const upcoming = queue.items.slice(start);
  const rank = new Map(original.map((item, position) => [itemKey(item), position]));
  const ordered = [...upcoming].sort(
    (a, b) =>
      (rank.get(itemKey(a)) ?? Number.MAX_SAFE_INTEGER) - (rank.get(itemKey(b)) ?? Number.MAX_SAFE_INTEGER),
  );
  return { ...queue, items: [...queue.items.slice(0, start), ...ordered] };
}

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
  /** For a voice note: its project, through which a fresh address is asked for. */
  projectId?: string;
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
  return { ...queue, items: queue.items.map((item) => (itemKey(item) === key ? changed : item)) };
}

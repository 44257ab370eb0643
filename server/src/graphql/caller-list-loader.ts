import DataLoader from 'dataloader';
import { ValidationError } from '../shared/errors.js';
import { emptyPage, type Page, type PageRequest } from '../shared/paging.js';

/**
 * A loader of lists by id (a project's notes, a track's playlists) for the caller: one `read` per
 * batch, which answers a map of what the caller may see; an id it does not hold, or a caller who is
 * not signed in, gets an empty list.
 */
export function callerListLoader<Item>(
  callerId: string | null,
  read: (callerId: string, ids: readonly string[]) => Promise<Map<string, Item[]>>,
): DataLoader<string, Item[]> {
  return new DataLoader(async (ids) => {
    if (!callerId) return ids.map(() => []);
    const byId = await read(callerId, ids);
    return ids.map((id) => byId.get(id) ?? []);
  });
}

/** Which parent's list, and which page of it. */
export interface PageOfKey {
  id: string;
  request: PageRequest;
}

/**
 * A loader of the same page of each parent's list (a project's notes) for the caller: one `read` per
 * batch and page asked for (the pager pages every parent of the batch in one statement); a parent the
 * caller does not hold, or a caller who is not signed in, gets an empty page; a cursor from another
 * parent's list fails that parent's load only.
 */
export function callerPagesLoader<Item>(
  callerId: string | null,
  read: (
    callerId: string,
    ids: readonly string[],
    request: PageRequest,
  ) => Promise<Map<string, Page<Item> | Error>>,
): DataLoader<PageOfKey, Page<Item>, string> {
  const requestOf = (key: PageOfKey) => JSON.stringify(key.request);
  return new DataLoader<PageOfKey, Page<Item>, string>(
    async (keys) => {
      if (!callerId) return keys.map(() => emptyPage<Item>());
      const reads = new Map<string, Promise<Map<string, Page<Item> | Error>>>();
      for (const key of keys) {
        const asked = requestOf(key);
        if (reads.has(asked)) continue;
        const ids = keys.filter((other) => requestOf(other) === asked).map((other) => other.id);
        // A cursor refused for this page fails the keys that asked for it, not the batch's others.
        reads.set(
          asked,
          read(callerId, ids, key.request).catch((error: unknown) => {
            if (!(error instanceof ValidationError)) throw error;
            return new Map(ids.map((id) => [id, error]));
          }),
        );
      }
      return Promise.all(
        keys.map(async (key) => (await reads.get(requestOf(key)))?.get(key.id) ?? emptyPage<Item>()),
      );
    },
    { cacheKeyFn: (key) => `${key.id}:${requestOf(key)}` },
  );
}

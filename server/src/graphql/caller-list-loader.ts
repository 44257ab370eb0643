import DataLoader from 'dataloader';

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

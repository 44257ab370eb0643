import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.js';
import { insertArtist } from '../../test/factories.js';
import { Playlist } from '../playlists/playlist.entity.js';
import { IdempotencyService } from './idempotency.service.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

const db = useTestDatabase();
const idempotency = new IdempotencyService();

describe('IdempotencyService.once', () => {
  it('writes the key in the create’s transaction: a failed create leaves neither row nor key', async () => {
    const artist = await insertArtist(db.orm.em.fork());
    const call = { key: randomUUID(), operation: 'createPlaylist', request: { name: 'Demo' } };
    const failing = idempotency.once(db.orm.em.fork(), artist.id, call, async (tx) => {
      await tx.persist(new Playlist(artist, 'Demo')).flush();
      throw new Error('the connection dropped before the commit');
    });
    await expect(failing).rejects.toThrow('the connection dropped');
    const em = db.orm.em.fork();
    expect(await em.count(Playlist, {})).toBe(0);
    expect(await em.count(IdempotencyKey, {})).toBe(0);

    const retried = await idempotency.once(db.orm.em.fork(), artist.id, call, async (tx) => {
      const playlist = new Playlist(artist, 'Demo');
      await tx.persist(playlist).flush();
      return playlist.id;
    });
    expect(retried.replayed).toBe(false);
    const key = await em.findOneOrFail(IdempotencyKey, { user: artist.id, key: call.key });
    expect(key.resultId).toBe(retried.id);
    expect(key.operation).toBe('createPlaylist');
  });

  it('answers a repeat with the first id without running the create again', async () => {
    const artist = await insertArtist(db.orm.em.fork());
    const call = { key: 'retry-1', operation: 'createNote', request: { projectId: 'p', content: 'x' } };
    const first = await idempotency.once(db.orm.em.fork(), artist.id, call, async () => randomUUID());
    const again = await idempotency.once(db.orm.em.fork(), artist.id, call, async () => {
      throw new Error('must not run');
    });
    expect(again).toEqual({ id: first.id, replayed: true });
    // Key order in the request does not matter; its content does.
    const reordered = { ...call, request: { content: 'x', projectId: 'p' } };
    expect(
      (await idempotency.once(db.orm.em.fork(), artist.id, reordered, async () => randomUUID())).id,
    ).toBe(first.id);
  });
});

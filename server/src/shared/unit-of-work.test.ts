import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { Playlist } from '../modules/playlists/playlist.entity.js';
import { useTestDatabase } from '../test/database.js';
import { insertArtist } from '../test/factories.js';
import { afterCommit, beforeCommit, unitOfWork } from './unit-of-work.js';

const db = useTestDatabase();
const { fork } = db;

/** The SQL statements sent while `run` runs, lower-cased. */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run().catch(() => undefined);
    return query.mock.calls.map(([sql]) =>
      String(typeof sql === 'string' ? sql : (sql as { text: string }).text).toLowerCase(),
    );
  } finally {
    query.mockRestore();
  }
}

describe('unitOfWork', () => {
  it('keeps nothing of a unit that throws after writing, and runs none of its after-commit jobs', async () => {
    const owner = await insertArtist(fork());
    const em = fork();
    const jobs: string[] = [];
    const failing = unitOfWork(em, async (tx) => {
      tx.persist(new Playlist(owner, 'Half written'));
      await tx.flush();
      afterCommit(async () => jobs.push('ran'));
      throw new Error('the second step failed');
    });

    await expect(failing).rejects.toThrow('the second step failed');
    expect(await fork().count(Playlist, {})).toBe(0);
    expect(jobs).toEqual([]);
  });

  it('joins the unit it is called in: one transaction, no savepoint, jobs after the commit', async () => {
    const owner = await insertArtist(fork());
    const em = fork();
    const order: string[] = [];
    const statements = await statementsDuring(() =>
      unitOfWork(em, async () => {
        await unitOfWork(em, async (tx) => {
          tx.persist(new Playlist(owner, 'Inner'));
          afterCommit(async () => order.push(`job saw ${await fork().count(Playlist, {})}`));
        });
        await unitOfWork(em, async (tx) => {
          tx.persist(new Playlist(owner, 'Second inner'));
        });
        order.push('outer done');
      }),
    );

    expect(statements.filter((sql) => sql.startsWith('begin'))).toHaveLength(1);
    expect(statements.filter((sql) => sql.startsWith('savepoint'))).toEqual([]);
    expect(order).toEqual(['outer done', 'job saw 2']);
  });

  it('starts a fresh transaction for each unit that follows a finished one', async () => {
    const owner = await insertArtist(fork());
    const em = fork();
    for (const name of ['One', 'Two', 'Three']) {
      await unitOfWork(em, async () => {
        await unitOfWork(em, async (inner) => {
          inner.persist(new Playlist(owner, name));
        });
      });
    }
    expect(await fork().count(Playlist, {})).toBe(3);
  });

  it('runs a before-commit job once per key with every item, in the transaction, after the writes', async () => {
    const owner = await insertArtist(fork());
    const runs: { items: string[]; playlists: number }[] = [];
    const record = (tx: Parameters<Parameters<typeof unitOfWork>[1]>[0], items: string[]) =>
      tx.count(Playlist, {}).then((playlists) => runs.push({ items, playlists }));
    await unitOfWork(fork(), async (tx) => {
      await beforeCommit(tx, 'summary', 'first', record);
      await unitOfWork(tx, async (inner) => {
        inner.persist(new Playlist(owner, 'Inner'));
        await beforeCommit(inner, 'summary', 'second', record);
      });
      tx.persist(new Playlist(owner, 'Outer'));
    });
    expect(runs).toEqual([{ items: ['first', 'second'], playlists: 2 }]);

    // A job that fails takes the unit's writes with it; a unit that fails runs no job.
    const failing = unitOfWork(fork(), async (tx) => {
      tx.persist(new Playlist(owner, 'Kept only if the summary is'));
      await beforeCommit(tx, 'summary', 'x', async () => {
        throw new Error('the summary failed');
      });
    });
    await expect(failing).rejects.toThrow('the summary failed');
    await expect(
      unitOfWork(fork(), async (tx) => {
        await beforeCommit(tx, 'summary', 'never', record);
        throw new Error('the unit failed');
      }),
    ).rejects.toThrow('the unit failed');
    expect(await fork().count(Playlist, {})).toBe(2);
    expect(runs).toHaveLength(1);
  });
});

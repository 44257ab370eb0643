import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { Playlist } from '../modules/playlists/playlist.entity.js';
import { useTestDatabase } from '../test/database.js';
import { insertArtist } from '../test/factories.js';
import { afterCommit, unitOfWork } from './unit-of-work.js';

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
});

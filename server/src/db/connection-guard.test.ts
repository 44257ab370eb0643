import { DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { serializeErrorForLog } from '../http/error-log-serializer.js';
import { commitOnItsOwn, savepoint, unitOfWork } from '../shared/unit-of-work.js';
import { useTestDatabase } from '../test/database.js';
import { refuseSecondConnections, SecondConnectionError } from './connection-guard.js';

const db = useTestDatabase();

async function count(rows: Promise<{ n: number }[]>): Promise<number> {
  return Number((await rows)[0]?.n);
}

describe('refuseSecondConnections', () => {
  it('fails a pool query made inside a transaction at once, and lets the transaction’s own through', async () => {
    refuseSecondConnections(db.orm);
    const knex = db.orm.em.getConnection().getKnex();
    const em = db.fork();
    const outcome = await unitOfWork(em, async (tx) => {
      const own = await count(tx.execute('select 1 as n'));
      let nested = 0;
      await savepoint(tx, async (inner) => {
        nested = await count(inner.execute('select 2 as n'));
      });
      const second = await knex.raw('select 3 as n').then(
        () => null,
        (error: unknown) => error,
      );
      const viaOrm = await db.orm.em
        .fork()
        .execute('select 5 as n')
        .then(
          () => null,
          (error: unknown) => error,
        );
      return { own, nested, second, viaOrm };
    });
    expect(outcome.own).toBe(1);
    expect(outcome.nested).toBe(2);
    expect(outcome.second).toBeInstanceOf(SecondConnectionError);
    // Through MikroORM the refusal arrives wrapped, its code kept for the logs (which leave out the
    // messages of database errors).
    expect(outcome.viaOrm).toBeInstanceOf(DriverException);
    expect(outcome.viaOrm).toMatchObject({ code: 'ERR_SECOND_CONNECTION' });
    expect(JSON.stringify(serializeErrorForLog(outcome.viaOrm))).toContain('ERR_SECOND_CONNECTION');
    // Outside a transaction the pool serves as before.
    expect((await knex.raw('select 4 as n')).rows).toEqual([{ n: 4 }]);
  });

  it('refuses a transaction of its own (commitOnItsOwn) inside a unit of work', async () => {
    const em = db.fork();
    await expect(
      unitOfWork(em, (tx) => commitOnItsOwn(tx, async (inner) => count(inner.execute('select 1 as n')))),
    ).rejects.toBeInstanceOf(SecondConnectionError);
    expect(await commitOnItsOwn(db.fork(), (tx) => count(tx.execute('select 1 as n')))).toBe(1);
  });
});

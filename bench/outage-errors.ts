/**
 * Issue 28, defect 6: which driver errors a database outage produces, and whether each reads as
 * unavailable (isDatabaseUnavailable, the function behind every 503). ROUNDS (200) times, 30 reads,
 * transactions and raw statements start together through a TCP relay, then the relay either cuts
 * every connection (odd rounds) or hangs up on connections as they open (even rounds). Prints how
 * many requests failed and every error that would not have answered 503, by kind. Uses a scratch
 * database on BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres). Run by hand:
 *   cd server && node --import @swc-node/register/esm-register ../bench/outage-errors.ts
 * (from server/, where swc-node finds the decorator settings).
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../server/src/db/database.js';
import { createOrmOptions } from '../server/src/db/mikro-orm.config.js';
import { Playlist } from '../server/src/modules/playlists/playlist.entity.js';
import { isDatabaseUnavailable } from '../server/src/shared/database-unavailable.js';
import { unitOfWork } from '../server/src/shared/unit-of-work.js';
import { startTcpProxy } from '../server/src/test/tcp-proxy.js';
import { createScratchDatabase } from './scratch-database.js';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const REQUESTS = 30;

const scratch = await createScratchDatabase();
await (await openDatabase(scratch.url)).close();

const target = new URL(scratch.url);
const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
target.port = String(proxy.port);
const orm = await MikroORM.init(createOrmOptions(target.toString(), { pool: { min: 0, max: 10 } }));

/** One request's database work: a read, a transaction of three statements, or a raw statement. */
async function work(index: number): Promise<void> {
  const em = orm.em.fork({ useContext: true });
  if (index % 3 === 0) await em.findOne(Playlist, { name: 'x' });
  else if (index % 3 === 1)
    await unitOfWork(em, async (tx) => {
      await tx.findOne(Playlist, { name: 'y' });
      await tx.execute('select pg_sleep(0.001)');
      await tx.findOne(Playlist, { name: 'z' });
    });
  else await em.execute('select 1');
}

let failed = 0;
const unclassified = new Map<string, number>();
try {
  for (let round = 0; round < ROUNDS; round++) {
    const requests = Array.from({ length: REQUESTS }, (_, index) =>
      work(index).catch((error: Error & { code?: unknown }) => {
        failed += 1;
        if (isDatabaseUnavailable(error)) return;
        const kind = `${error.constructor.name} code=${String(error.code)}: ${error.message.slice(-100)}`;
        unclassified.set(kind, (unclassified.get(kind) ?? 0) + 1);
      }),
    );
    // A few milliseconds in: some requests are connecting, some mid-query, some queued for the pool.
    await new Promise((resolve) => setTimeout(resolve, round % 5));
    if (round % 2) await proxy.cut();
    else await proxy.hangUpNewConnections();
    await Promise.all(requests);
    await proxy.restore();
  }
  console.log(`${ROUNDS} outages, ${ROUNDS * REQUESTS} requests, ${failed} failed`);
  const wrong = [...unclassified.values()].reduce((sum, count) => sum + count, 0);
  console.log(`not read as unavailable: ${wrong}`);
  for (const [kind, count] of unclassified) console.log(`  ${count}x ${kind}`);
} finally {
  await orm.close();
  await proxy.close();
  await scratch.drop();
}

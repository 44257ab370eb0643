import { AsyncLocalStorage } from 'node:async_hooks';
import { type EntityManager, TransactionPropagation } from '@mikro-orm/postgresql';
import { SecondConnectionError } from '../db/connection-guard.js';

type AfterCommitJob = () => Promise<unknown>;
interface BeforeCommitJob {
  items: unknown[];
  run: (tx: EntityManager) => Promise<unknown>;
}

/** The jobs of the unit of work the current call runs in: at its end, and once it has committed. */
interface UnitJobs {
  beforeCommit: Map<string, BeforeCommitJob>;
  afterCommit: AfterCommitJob[];
}
const unitJobs = new AsyncLocalStorage<UnitJobs>();

/**
 * The one way the app saves: `work` runs in a transaction whose changes are flushed once, when it
 * returns, and rolled back whole when it throws. Called inside a unit of work (a GraphQL mutation, a
 * REST write, a service called by either) it joins that one, so a request commits once; called
 * outside one (a service test, a background job) it is its own. Jobs queued with `afterCommit` run
 * after the outermost unit committed, and never when it rolled back.
 *
 * MikroORM routes every EntityManager call made inside `work` to the transaction (its
 * TransactionContext), so services keep taking the request's `em`.
 */
export async function unitOfWork<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  if (unitJobs.getStore()) return em.transactional(flushedAfter(work), join());
  const jobs: UnitJobs = { beforeCommit: new Map(), afterCommit: [] };
  const result = await unitJobs.run(jobs, () =>
    em.transactional(async (tx) => {
      const done = await flushedAfter(work)(tx);
      await runBeforeCommit(tx, jobs.beforeCommit);
      return done;
    }, join()),
  );
  await Promise.all(jobs.afterCommit.map((job) => job()));
  return result;
}

/** The unit's closing jobs, one at a time, each flushed; one may queue another. */
async function runBeforeCommit(tx: EntityManager, jobs: Map<string, BeforeCommitJob>): Promise<void> {
  for (const [key, job] of jobs) {
    jobs.delete(key);
    await flushedAfter(job.run)(tx);
  }
}

/** A new object each time: MikroORM writes the transaction it found into the options it is given. */
function join() {
  return { propagation: TransactionPropagation.REQUIRED };
}

/**
 * A joined block's changes are written when it ends (the transaction is still open), so what the
 * service reads next, by any kind of query, sees them.
 */
function flushedAfter<T>(work: (tx: EntityManager) => Promise<T>) {
  return async (tx: EntityManager): Promise<T> => {
    const result = await work(tx);
    await tx.flush();
    return result;
  };
}

/**
 * Runs `job` once the unit of work in progress has committed (removing files a deletion freed, say),
 * so a rollback never leaves rows pointing at files that are gone. Outside a unit of work it runs now.
 */
export function afterCommit(job: AfterCommitJob): Promise<unknown> | undefined {
  const jobs = unitJobs.getStore();
  if (!jobs) return job();
  jobs.afterCommit.push(job);
  return undefined;
}

/**
 * Runs `job` at the end of the unit of work in progress, in its transaction, after its own writes
 * (keeping a stored summary in step with what the unit changed, say), once per key: every `item`
 * queued under the key before the end reaches that one run. Outside a unit of work it runs now, on
 * `em`, with this one item.
 */
export async function beforeCommit<Item>(
  em: EntityManager,
  key: string,
  item: Item,
  job: (tx: EntityManager, items: Item[]) => Promise<unknown>,
): Promise<void> {
  const jobs = unitJobs.getStore();
  if (!jobs) {
    await job(em, [item]);
    return;
  }
  const queued = jobs.beforeCommit.get(key);
  if (queued) {
    queued.items.push(item);
    return;
  }
  const items = [item];
  jobs.beforeCommit.set(key, { items, run: (tx) => job(tx, items) });
}

/**
 * A step that may be refused by a unique index without spoiling the rest of the unit of work (two
 * people joining with one email at the same moment): its writes go to the database in a savepoint,
 * which alone is rolled back when they fail.
 */
export function savepoint(em: EntityManager, work: (tx: EntityManager) => Promise<void>): Promise<void> {
  return em.transactional(work, { propagation: TransactionPropagation.NESTED });
}

/**
 * A write that must stand even when the request then fails (a reused refresh token revokes its
 * family, then the caller is refused): its own transaction, committed before this returns. Refused
 * inside a unit of work, which would hold its connection while this one waits for another.
 */
export async function commitOnItsOwn<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  if (unitJobs.getStore()) throw new SecondConnectionError();
  return em.transactional(work, { propagation: TransactionPropagation.REQUIRES_NEW });
}

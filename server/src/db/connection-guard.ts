import { TransactionContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Thrown when code running inside a transaction asks the pool for another connection (a query on
 * the global knex, a rate-limit counter, a REQUIRES_NEW transaction). Such a request holds one
 * connection while it waits for a second: as many of them at once as the pool has connections, and
 * every one waits for the others until the pool's acquire timeout, stalling the whole app.
 */
export class SecondConnectionError extends Error {
  /** Kept when MikroORM wraps this in a DriverException, and logged where its message is not. */
  readonly code = 'ERR_SECOND_CONNECTION';

  constructor() {
    super(
      'A transaction asked the pool for a second connection. Count rate limits and make other side ' +
        'lookups before the unit of work opens, or query through its own EntityManager.',
    );
    this.name = 'SecondConnectionError';
  }
}

/** What knex's Transaction tells of itself (MikroORM types the transaction context loosely). */
interface OpenTransaction {
  isCompleted(): boolean;
}

const GUARDED = Symbol('secondConnectionsRefused');

interface AcquiringClient {
  acquireConnection(): Promise<unknown>;
  [GUARDED]?: true;
}

/**
 * Makes holding one pooled connection while waiting for another impossible: while a transaction is
 * open in the current async flow (MikroORM's TransactionContext holds an EntityManager with a live
 * transaction), asking the pool itself for a connection fails at once with SecondConnectionError
 * instead of queueing. The transaction's own queries and savepoints use its connection and never
 * reach the pool. Installed once per ORM; the app installs it at start.
 */
export function refuseSecondConnections(orm: MikroORM): void {
  const client = orm.em.getConnection().getKnex().client as AcquiringClient;
  if (client[GUARDED]) return;
  const acquire = client.acquireConnection.bind(client);
  const name = orm.em.name;
  client.acquireConnection = () => {
    const transaction = TransactionContext.getEntityManager(name)?.getTransactionContext<OpenTransaction>();
    if (transaction && !transaction.isCompleted()) return Promise.reject(new SecondConnectionError());
    return acquire();
  };
  client[GUARDED] = true;
}

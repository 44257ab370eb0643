import { ConnectionException, DriverException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrmOptions } from '../db/mikro-orm.config.js';
import { useTestDatabase } from '../test/database.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { knownErrorOf, ServiceUnavailableError, ValidationError } from './errors.js';

const db = useTestDatabase();

/** The error a promise rejects with (the test fails if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

function databaseError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('isDatabaseUnavailable, on errors the drivers really raise', () => {
  let proxy: TcpProxy;
  let viaProxy: MikroORM;
  let proxiedUrl: string;

  beforeAll(async () => {
    const target = new URL(db.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.port = String(proxy.port);
    proxiedUrl = target.toString();
    viaProxy = await MikroORM.init(createOrmOptions(proxiedUrl, { pool: { min: 0, max: 2 } }));
  });
  afterAll(async () => {
    await proxy.restore();
    await viaProxy.close();
    await proxy.close();
  });

  it('knows a connection cut during a query and a refused connection', async () => {
    const connection = viaProxy.em.getConnection();
    expect(await connection.execute('select 1 as up')).toEqual([{ up: 1 }]);
    const running = rejectionOf(connection.execute('select pg_sleep(30)'));
    await waitFor(() => activeQueries(db.url, 'select pg_sleep(30)'));
    await proxy.cut();
    const cut = await running;
    expect(cut.message).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailable(cut)).toBe(true);

    const refused = await rejectionOf(connection.execute('select 1'));
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(knownErrorOf(refused)).toBeInstanceOf(ServiceUnavailableError);

    await proxy.restore();
    expect(await connection.execute('select 1 as up')).toEqual([{ up: 1 }]);
  });

  it('knows a new connection the server hangs up on while it opens', async () => {
    await proxy.hangUpNewConnections();
    // A pool with no connection yet: the query's connection is opened, and hung up on, for it.
    const fresh = await MikroORM.init(
      createOrmOptions(proxiedUrl, { pool: { min: 0, max: 1 }, connect: false }),
    );
    const error = await rejectionOf(fresh.em.fork().execute('select 1'));
    await fresh.close();
    await proxy.restore();
    // No SQL had been sent, so MikroORM's DriverException holds node-postgres's bare message.
    expect(error).toBeInstanceOf(DriverException);
    expect(error.message).toBe('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(knownErrorOf(error)).toBeInstanceOf(ServiceUnavailableError);
  });

  it('knows a transaction whose connection died under its BEGIN', async () => {
    expect(await viaProxy.em.getConnection().execute('select 1 as up')).toEqual([{ up: 1 }]);
    // Not awaited: the pooled connection still looks alive when the transaction takes it.
    const cutting = proxy.cut();
    const error = await rejectionOf(viaProxy.em.fork().transactional((tx) => tx.execute('select 2')));
    await cutting;
    await proxy.restore();
    expect(error.message).toMatch(/^Transaction query already complete/);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(knownErrorOf(error)).toBeInstanceOf(ServiceUnavailableError);
  });

  it('knows a backend ended by the administrator (57P01)', async () => {
    const victim = new pg.Client({ connectionString: db.url });
    victim.on('error', () => undefined);
    await victim.connect();
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const running = rejectionOf(victim.query('select pg_sleep(30)'));
    await waitFor(() => activeQueries(db.url, 'select pg_sleep(30)'));
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await admin.end();
    const ended = await running;
    expect((ended as pg.DatabaseError).code).toBe('57P01');
    expect(isDatabaseUnavailable(ended)).toBe(true);
  });

  it('knows a pool that cannot hand out a connection in time', async () => {
    const small = await MikroORM.init(
      createOrmOptions(db.url, { pool: { min: 0, max: 1, acquireTimeoutMillis: 200 } }),
    );
    const released = signal();
    const started = signal();
    // An open transaction keeps the pool's only connection until released.
    const holding = small.em.fork().transactional(async (tx) => {
      await tx.execute('select 1');
      started.fire();
      await released.fired;
    });
    await started.fired;
    try {
      const timedOut = await rejectionOf(small.em.getConnection().execute('select 1'));
      expect(timedOut.name).toBe('KnexTimeoutError');
      expect(isDatabaseUnavailable(timedOut)).toBe(true);
    } finally {
      released.fire();
      await holding;
      await small.close();
    }
  });

  it('does not mistake refused queries for an outage', async () => {
    const connection = db.orm.em.getConnection();
    const syntax = await rejectionOf(connection.execute('selec 1'));
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    const duplicate = await rejectionOf(
      // One round trip, so both statements run on the same pooled connection.
      connection.execute(
        'create temporary table unique_probe (id int primary key); insert into unique_probe values (1), (1)',
      ),
    );
    expect((duplicate as { code?: string }).code).toBe('23505');
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(await rejectionOf(connection.execute('select 1 / 0')))).toBe(false);
  });
});

describe('isDatabaseUnavailable, by kind', () => {
  it('knows the SQLSTATEs of a server that cannot serve now', () => {
    expect(isDatabaseUnavailable(databaseError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('08P01', 'protocol violation'))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('23505', 'duplicate key'))).toBe(false);
  });

  it("knows MikroORM's ConnectionException and follows causes", () => {
    expect(isDatabaseUnavailable(new ConnectionException(new Error('gone')))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('while saving', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all addresses failed'))).toBe(true);
  });

  it("reads only the end of MikroORM's DriverException, never the SQL in it", () => {
    const lost = new DriverException(
      new Error("select 1 from sessions where id = 'x' - Connection terminated unexpectedly"),
    );
    expect(isDatabaseUnavailable(lost)).toBe(true);
    const quoted = new DriverException(
      new Error("insert into playlists (name) values ('Connection terminated') - value too long"),
    );
    expect(isDatabaseUnavailable(quoted)).toBe(false);
    const bare = new DriverException(new Error('Connection terminated unexpectedly'));
    expect(isDatabaseUnavailable(bare)).toBe(true);
    const bareQuoted = new DriverException(new Error("'Connection terminated unexpectedly' is too long"));
    expect(isDatabaseUnavailable(bareQuoted)).toBe(false);
  });

  it('ignores client-quoted text and everything else', () => {
    expect(isDatabaseUnavailable(new SyntaxError('"Connection terminated" is not valid JSON'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(knownErrorOf(new Error('boom'))).toBeNull();
    const invalid = new ValidationError('Name is required.');
    expect(knownErrorOf(invalid)).toBe(invalid);
  });
});

/** A promise a test settles when it chooses. */
function signal(): { fired: Promise<void>; fire: () => void } {
  const handle = {} as { fired: Promise<void>; fire: () => void };
  handle.fired = new Promise<void>((resolve) => {
    handle.fire = resolve;
  });
  return handle;
}

/** Whether a query with exactly this text is running on the server. */
async function activeQueries(url: string, text: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from pg_stat_activity where state = 'active' and query = $1 and pid <> pg_backend_pid()`,
      [text],
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
  }
}

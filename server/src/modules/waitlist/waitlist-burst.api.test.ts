import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrmOptions } from '../../db/mikro-orm.config.js';
import { useTestDatabase } from '../../test/database.js';
import { graphql, postJson } from '../../test/http-client.js';
import { type StartedApp, startApp } from '../../test/start-app.js';
import { testConfig } from '../../test/test-config.js';

const db = useTestDatabase();

// A small pool whose waits end soon: a request that holds one connection while it waits for a
// second deadlocks the pool once POOL_SIZE such requests run together, and its waits end in 503s.
const POOL_SIZE = 3;
const CONCURRENCY = POOL_SIZE + 2;
let orm: MikroORM;
let app: StartedApp;

beforeAll(async () => {
  orm = await MikroORM.init(
    createOrmOptions(db.url, { pool: { min: 0, max: POOL_SIZE, acquireTimeoutMillis: 3_000 } }),
  );
  app = await startApp(
    orm,
    testConfig({
      RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '10000',
      RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: '100000',
    }),
  );
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

function times<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => make(index)));
}

describe('the pool at its size + 2 concurrent requests', () => {
  it('serves POST /waitlist', async () => {
    const run = Date.now();
    const answers = await times(CONCURRENCY, (index) =>
      postJson(app.url, '/waitlist', { email: `pool-${run}-${index}@example.com`, name: 'Pool' }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  });

  it('serves joinWaitlist', async () => {
    const run = Date.now();
    const answers = await times(CONCURRENCY, (index) =>
      graphql(app.url, 'mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { position } }', {
        input: { email: `pool-gql-${run}-${index}@example.com`, name: 'Pool' },
      }),
    );
    expect(answers.map((answer) => answer.errors)).toEqual(answers.map(() => undefined));
  });
});

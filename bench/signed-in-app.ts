import 'reflect-metadata';
import pg from 'pg';
import { openDatabase } from '../server/src/db/database.js';
import { startApp } from '../server/src/test/start-app.js';
import { testConfig } from '../server/src/test/test-config.js';
import { createScratchDatabase } from './scratch-database.js';

export interface SignedInApp {
  /** The app's base address (loopback, a free port). */
  url: string;
  /** The signed-in artist's access token, for REST requests. */
  accessToken: string;
  /** A direct connection to the scratch database, for seeding and for baselines in SQL. */
  direct: pg.Client;
  userId: string;
  /** Runs a GraphQL query over HTTP as the signed-in artist. */
  gql: (query: string) => Promise<unknown>;
}

/**
 * Runs a benchmark against the app in this process on a scratch database, signed in as a new
 * artist; everything is stopped and the database dropped afterwards.
 */
export async function withSignedInApp(
  run: (app: SignedInApp) => Promise<void>,
  configOverrides: Record<string, string> = {},
): Promise<void> {
  const scratch = await createScratchDatabase();
  const orm = await openDatabase(scratch.url);
  const direct = new pg.Client({ connectionString: scratch.url });
  await direct.connect();
  try {
    const app = await startApp(
      orm,
      testConfig({
        RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '1000000',
        RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '1000000',
        ...configOverrides,
      }),
    );
    try {
      const registered = await fetch(`${app.url}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'bench@example.com',
          password: 'benchmark password',
          artistName: 'Bench',
        }),
      });
      const { accessToken, user } = (await registered.json()) as {
        accessToken: string;
        user: { id: string };
      };
      const gql = (query: string) =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ query }),
        }).then((response) => response.json());
      await run({ url: app.url, accessToken, direct, userId: user.id, gql });
    } finally {
      await app.close();
    }
  } finally {
    await direct.end();
    await orm.close();
    await scratch.drop();
  }
}

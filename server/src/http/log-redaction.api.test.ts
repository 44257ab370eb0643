import { Writable } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrmOptions } from '../db/mikro-orm.config.js';
import { useTestDatabase } from '../test/database.js';
import { newArtist } from '../test/factories.js';
import { graphql, postJson } from '../test/http-client.js';
import { type StartedApp, startApp } from '../test/start-app.js';
import { testConfig } from '../test/test-config.js';

const db = useTestDatabase();

// Everything the app and its ORM log goes here, as it would to stdout in production.
const logLines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

// A database that refuses some registrations, so the app meets a real database error while inserting
// the new user's email and password hash: the trigger stands in for a constraint or an outage.
const REFUSED_NAME = 'Refused By Trigger';

let orm: MikroORM;
let app: StartedApp;
beforeAll(async () => {
  // Query logging with parameters asked for, as a developer debugging would: the values must still stay out.
  orm = await MikroORM.init(
    createOrmOptions(db.url, {
      pool: { min: 0, max: 3 },
      debug: ['query', 'query-params'],
      colors: false,
      logger: (message) => logger.info({ orm: message }, 'database'),
    }),
  );
  await orm.em.getConnection().execute(`
    CREATE FUNCTION refuse_marked_users() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.artist_name = '${REFUSED_NAME}' THEN
        RAISE EXCEPTION 'refused by the test trigger' USING ERRCODE = 'P0001';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_marked_users BEFORE INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION refuse_marked_users();
  `);
  app = await startApp(orm, testConfig(), logger);
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});
beforeEach(() => {
  logLines.length = 0;
});

describe('logs never hold SQL parameter values', () => {
  it('logs a failed insert over REST without the email or the password hash', async () => {
    const artist = newArtist({ artistName: REFUSED_NAME, password: 'pa55word-never-logged' });
    const answer = await postJson(app.url, '/register', artist);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
    });

    const logs = logLines.join('');
    expect(logs).not.toContain(artist.email);
    expect(logs).not.toContain('$argon2');
    expect(logs).not.toContain(artist.password);
    // The failure is logged, with what an operator needs: the class, SQLSTATE and stack.
    const failure = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({
      type: 'DriverException',
      code: 'P0001',
      message: 'database error P0001; the SQL and its values are not logged',
    });
    expect(failure?.err.stack).toContain('at ');
    // The ORM logged its queries, with placeholders where the values were.
    expect(logs).toMatch(/insert into \\"users\\" .*values \(\$1, \$2/);
  });

  it('logs a failed insert over GraphQL without them either', async () => {
    const artist = newArtist({ artistName: REFUSED_NAME });
    const answer = await graphql(
      app.url,
      'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
      { input: artist },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const logs = logLines.join('');
    expect(logs).toContain('unexpected GraphQL error');
    expect(logs).toContain('P0001');
    expect(logs).not.toContain(artist.email);
    expect(logs).not.toContain('$argon2');
  });

  it('keeps query parameters out even when a query asks for them', async () => {
    const secret = 'lookup-value-never-logged@example.com';
    await orm.em
      .fork()
      .getConnection()
      .execute('select ?::text as email', [secret], 'all', undefined, {
        enabled: true,
        debugMode: ['query', 'query-params'],
      });
    const logs = logLines.join('');
    expect(logs).toContain('select $1::text as email');
    expect(logs).not.toContain(secret);
  });

  it('logs an unexpected GraphQL error with the request id its client was given', async () => {
    const artist = newArtist({ artistName: REFUSED_NAME });
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'support-ticket-4711' },
      body: JSON.stringify({
        query: 'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
        variables: { input: artist },
      }),
    });
    expect(response.headers.get('x-request-id')).toBe('support-ticket-4711');
    const failure = logLines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'unexpected GraphQL error');
    expect(failure?.req?.id).toBe('support-ticket-4711');
    expect(failure?.err?.code).toBe('P0001');
  });
});

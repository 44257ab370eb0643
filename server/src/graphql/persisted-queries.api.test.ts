import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { newArtist } from '../test/factories.js';
import { graphql, postJson } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';

// Two app instances on one database: a hash learned by one is known to the other.
const db = useTestDatabase();
const first = useTestServer(db, { GRAPHQL_PERSISTED_QUERIES_MAX: '3' });
const second = useTestServer(db, { GRAPHQL_PERSISTED_QUERIES_MAX: '3' });

const QUERY = '{ __typename }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (text: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(text) } });

// The database is emptied before each test: each signs an artist in anew.
let token: string;
beforeEach(async () => {
  const answer = await graphql(
    first.url,
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
    { input: newArtist() },
  );
  token = answer.data?.register.accessToken;
});

const asArtist = () => ({ authorization: `Bearer ${token}` });
const register = (url: string, query: string, headers: Record<string, string> = asArtist()) =>
  postJson(url, '/graphql', { query, extensions: persisted(query) }, headers);
const byHash = (url: string, query: string) =>
  postJson(url, '/graphql', { extensions: persisted(query) }, asArtist());
/** The hashes stored (Apollo prefixes its keys with `apq:`). */
const storedKeys = async () =>
  (await db.orm.em.getConnection().execute<{ key: string }[]>('select key from persisted_queries')).map(
    (row) => row.key.replace(/^apq:/, ''),
  );

describe('automatic persisted queries', () => {
  it('a hash registered on one instance runs on another without the query text', async () => {
    const unknown = await byHash(second.url, QUERY);
    expect(unknown.body).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });

    const registered = await register(first.url, QUERY);
    expect(registered.body).not.toHaveProperty('errors');

    // Apollo stores the query once the answer is on its way; the other instance finds it then.
    await expect.poll(async () => (await byHash(second.url, QUERY)).body).toEqual(registered.body);
  });

  it('never stores a query that does not validate', async () => {
    await register(first.url, '{ noSuchField }');
    expect(await storedKeys()).toEqual([]);
  });

  it('answers an anonymous registration but keeps nothing: the next hash-only request sends the text again', async () => {
    const answer = await register(first.url, QUERY, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { __typename: 'Query' } });
    // A signed-in registration after it is stored, so the anonymous one had its chance to be.
    await register(first.url, '{ me { id } }');
    await expect.poll(storedKeys).toEqual([sha256('{ me { id } }')]);
    expect((await byHash(first.url, QUERY)).body).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  });

  it('keeps no query text over 8 KB', async () => {
    const long = `{ __typename } # ${'x'.repeat(8 * 1024)}`;
    expect((await register(first.url, long)).body).toEqual({ data: { __typename: 'Query' } });
    await register(first.url, '{ me { id } }');
    await expect.poll(storedKeys).toEqual([sha256('{ me { id } }')]);
  });

  it('keeps the most recently registered queries up to its cap', async () => {
    const queries = ['a', 'b', 'c', 'd', 'e'].map((alias) => `{ ${alias}: __typename }`);
    for (const query of queries) {
      await register(first.url, query);
      // Stored, and the oldest dropped (the store inserts first, then trims to its cap).
      await expect
        .poll(async () => {
          const keys = await storedKeys();
          return keys.includes(sha256(query)) && keys.length <= 3;
        })
        .toBe(true);
    }
    expect((await storedKeys()).sort()).toEqual(queries.slice(2).map(sha256).sort());
    expect((await byHash(second.url, queries[0] as string)).body).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  });
});

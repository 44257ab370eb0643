import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { postJson } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';

// Two app instances on one database: a hash learned by one is known to the other.
const db = useTestDatabase();
const first = useTestServer(db);
const second = useTestServer(db);

const QUERY = '{ __typename }';
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

describe('automatic persisted queries', () => {
  it('a hash registered on one instance runs on another without the query text', async () => {
    const hash = createHash('sha256').update(QUERY).digest('hex');
    const unknown = await postJson(second.url, '/graphql', { extensions: persisted(hash) });
    expect(unknown.body).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });

    const registered = await postJson(first.url, '/graphql', { query: QUERY, extensions: persisted(hash) });
    expect(registered.body).not.toHaveProperty('errors');

    // Apollo stores the query once the answer is on its way; the other instance finds it then.
    await expect
      .poll(async () => (await postJson(second.url, '/graphql', { extensions: persisted(hash) })).body)
      .toEqual(registered.body);
  });

  it('never stores a query that does not validate', async () => {
    const invalid = '{ noSuchField }';
    const hash = createHash('sha256').update(invalid).digest('hex');
    await postJson(first.url, '/graphql', { query: invalid, extensions: persisted(hash) });
    const rows = await db.orm.em.getConnection().execute('select key from persisted_queries');
    expect(rows).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.js';
import { newArtist } from '../test/factories.js';
import { errorCodes, graphql, postJson } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';

const db = useTestDatabase();
// The production limits, with the /graphql rate limits far away.
const server = useTestServer(db, {
  NODE_ENV: 'production',
  RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: '100000',
});
// One server per rate-limit test: a caller over its limit stays refused from memory for the minute.
const rateLimits = {
  RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: '3',
  RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '4',
};
const limited = useTestServer(db, rateLimits);
const limitedPerUser = useTestServer(db, rateLimits);

const fragmentChain = (length: number) =>
  `{ ...F0 } ${Array.from({ length }, (_, i) =>
    i + 1 < length
      ? `fragment F${i} on Query { __typename ...F${i + 1} }`
      : `fragment F${i} on Query { __typename }`,
  ).join(' ')}`;

describe('GraphQL documents refused before they cost', () => {
  it("refuses issue 28's small oversized documents by their length, before parsing (413)", async () => {
    const documents = [
      `{ ${'tracks(first:100){totalCount} '.repeat(3000)}}`,
      `{ ${'me{id} '.repeat(8000)}}`,
      fragmentChain(2000),
    ];
    for (const query of documents) {
      const answer = await graphql(server.url, query);
      expect(answer.status).toBe(413);
      expect(answer.errors).toEqual([
        {
          message: 'The query is too long: at most 16384 bytes.',
          extensions: { code: 'PAYLOAD_TOO_LARGE', maxBytes: 16384 },
        },
      ]);
    }
  });

  it('stops parsing at 2,000 tokens (a short document of many small fields)', async () => {
    const query = `{ ${'me{id} '.repeat(600)}}`;
    expect(query.length).toBeLessThan(16384);
    const answer = await graphql(server.url, query);
    expect(answer.status).toBe(400);
    expect(errorCodes(answer)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(answer.errors?.[0]?.message).toMatch(/Document contains more that 2000 tokens/);
  });

  it('refuses more than 150 selections before validating (repeated fields are compared pairwise)', async () => {
    const within = await graphql(server.url, `{ ${'__typename '.repeat(150)}}`);
    expect(within).toEqual({ status: 200, data: { __typename: 'Query' } });
    const query = `{ ${'me{id} '.repeat(480)}}`;
    expect(query.length).toBeLessThan(16384);
    const answer = await graphql(server.url, query);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: 'Selections limit of 150 exceeded, found 960.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    // Fragments count once, where they are written, and so does every spread of them.
    const fragments = Array.from({ length: 60 }, (_, i) => `fragment F${i} on Query { me { id } }`);
    const spreads = Array.from({ length: 60 }, (_, i) => `...F${i}`).join(' ');
    const viaFragments = await graphql(server.url, `{ ${spreads} } ${fragments.join(' ')}`);
    expect(viaFragments.errors?.[0]?.message).toBe('Selections limit of 150 exceeded, found 180.');
  });

  it("counts a GET query's selections even past the query parser's 1,000 parameters", async () => {
    // Express's query parser keeps the first 1,000 parameters; Apollo reads the whole query string.
    const padding = Array.from({ length: 1000 }, (_, i) => `p${i}=`).join('&');
    const query = encodeURIComponent(`{ ${'me{id} '.repeat(480)}}`);
    const response = await fetch(`${server.url}/graphql?${padding}&query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Selections limit of 150 exceeded, found 960.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
  });

  it('counts aliases of __typename like any other alias', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect((await graphql(server.url, aliases(15))).data).toMatchObject({ a0: 'Query', a14: 'Query' });
    const sixteen = await graphql(server.url, aliases(16));
    expect(sixteen.status).toBe(400);
    expect(errorCodes(sixteen)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(sixteen.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded, found 16/);
    // 1,000 of them are refused sooner still, by the document's length.
    const thousand = await graphql(server.url, aliases(1000));
    expect(thousand.status).toBe(413);
    expect(thousand.data).toBeUndefined();
  });
});

describe('/graphql rate limits', () => {
  it('counts anonymous requests per address and answers 429 with Retry-After past the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await graphql(limited.url, '{ __typename }')).status).toBe(200);
    const refused = await postJson(limited.url, '/graphql', { query: '{ __typename }' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      errors: [
        { message: 'Too many attempts. Please try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } },
      ],
    });
  });

  it('counts a signed-in caller per user, not per address', async () => {
    const signUp = async () =>
      (await postJson<{ accessToken: string }>(limitedPerUser.url, '/register', newArtist())).body
        .accessToken;
    const first = await signUp();
    const second = await signUp();
    const me = (token: string) => graphql(limitedPerUser.url, '{ me { id } }', {}, token);
    for (let i = 0; i < 4; i++) expect((await me(first)).status).toBe(200);
    const refused = await me(first);
    expect(refused.status).toBe(429);
    expect(errorCodes(refused)).toEqual(['TOO_MANY_REQUESTS']);
    // Another artist from the same address, and the address's anonymous allowance, are untouched.
    expect((await me(second)).data?.me.id).toBeTruthy();
    expect((await graphql(limitedPerUser.url, '{ __typename }')).status).toBe(200);
  });
});

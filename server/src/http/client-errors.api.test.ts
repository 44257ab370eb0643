import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { errorCodes, graphql, postJson } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';
import { postRawMultipart, signUp } from '../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const TRACKS_AFTER =
  'query($after: String, $sort: TrackSort) { tracks(after: $after, sort: $sort) { totalCount } }';

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

const cursor = (sort: string, value: unknown) =>
  Buffer.from(JSON.stringify([sort, value, SOME_ID])).toString('base64url');

describe('client errors are never answered as server errors', () => {
  it('refuses a tracks cursor whose values PostgreSQL cannot hold, over GraphQL and REST', async () => {
    const stale = [
      // A creation time is PostgreSQL's text of a timestamptz: not a number, not another form, a day that exists.
      cursor('CREATED_AT', '1767225600000000'),
      cursor('CREATED_AT', '2026-02-01T00:00:00.000Z'),
      cursor('CREATED_AT', '2026-02-30 00:00:00+00'),
      cursor('CREATED_AT', '0000-01-01 00:00:00+00'),
      // An offset PostgreSQL refuses (it holds -15:59 to +15:59).
      cursor('CREATED_AT', '2024-01-01 00:00:00+16'),
      cursor('CREATED_AT', 1767225600000000),
      cursor('BPM', '1e999'),
    ];
    for (const after of stale) {
      const answer = await graphql(server.url, TRACKS_AFTER, { after }, token);
      // A resolver's refusal: GraphQL answers 200 with the error, as for every other input rule.
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
      expect(answer.errors?.[0]?.message).toBe('That page no longer exists. Please reload the list.');
      const rest = await fetch(`${server.url}/tracks?after=${after}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(rest.status).toBe(400);
      expect(await rest.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    }
    // A title cursor carrying a NUL (base64 hides it from the edge check) is refused the same way.
    const titled = await graphql(
      server.url,
      TRACKS_AFTER,
      { after: cursor('TITLE', 'a\u0000'), sort: 'TITLE' },
      token,
    );
    expect(errorCodes(titled)).toEqual(['BAD_USER_INPUT']);
    // The first and last times a cursor holds still page.
    for (const time of ['0001-01-01 00:00:00+00', '9999-12-31 23:59:59.999999+00']) {
      const answer = await graphql(server.url, TRACKS_AFTER, { after: cursor('CREATED_AT', time) }, token);
      expect(answer.data).toEqual({ tracks: { totalCount: 0 } });
    }
  });

  it('answers multipart without a boundary with 400, on /graphql before sign-in and on POST /tracks', async () => {
    const noBoundary = (path: string, headers: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data', ...headers },
        body: 'operations=x',
      });
    const graphqlAnswer = await noBoundary('/graphql', { 'apollo-require-preflight': 'true' });
    expect(graphqlAnswer.status).toBe(400);
    expect(await graphqlAnswer.json()).toEqual({
      errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const restAnswer = await noBoundary('/tracks', { authorization: `Bearer ${token}` });
    expect(restAnswer.status).toBe(400);
    expect(await restAnswer.json()).toEqual({
      message: 'The upload could not be read.',
      code: 'BAD_USER_INPUT',
    });

    // A body cut off mid-part is the client's fault too.
    const cut = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'apollo-require-preflight': 'true' },
      body: '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query"',
    });
    expect(cut.status).toBe(400);
    expect(await cut.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    // So is malformed JSON, answered in GraphQL's shape at /graphql.
    const malformed = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses a GraphQL upload whose file name holds a raw NUL', async () => {
    const project = await graphql(
      server.url,
      'mutation { createProject(input: {title: "Demo"}) { id } }',
      {},
      token,
    );
    const answer = await postRawMultipart(
      server.url,
      '/graphql',
      [
        {
          disposition: 'name="operations"',
          body: JSON.stringify({
            query: 'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id } }',
            variables: { input: { projectId: project.data?.createProject.id, file: null } },
          }),
        },
        { disposition: 'name="map"', body: JSON.stringify({ 0: ['variables.input.file'] }) },
        { disposition: 'name="0"; filename="Demo\u0000.wav"', contentType: 'audio/wav', body: makeWav() },
      ],
      { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        {
          message: 'The uploaded file could not be read.',
          extensions: { code: 'BAD_USER_INPUT', field: 'file' },
        },
      ],
    });
  });

  it('takes a GraphQL upload whose file part has no file name (found by the fuzz audit)', async () => {
    const project = await graphql(
      server.url,
      'mutation { createProject(input: {title: "Demo"}) { id } }',
      {},
      token,
    );
    // busboy reads filename="" (or none, with an octet-stream type) as a file without a name.
    // The file sits at variables.file, or (uploadProjectTrack) inside the input at variables.input.file.
    const upload = (
      query: string,
      variables: Record<string, unknown>,
      disposition: string,
      filePath = 'variables.file',
    ) =>
      postRawMultipart(
        server.url,
        '/graphql',
        [
          {
            disposition: 'name="operations"',
            body: JSON.stringify({
              query,
              variables: filePath === 'variables.file' ? { ...variables, file: null } : variables,
            }),
          },
          { disposition: 'name="map"', body: JSON.stringify({ 0: [filePath] }) },
          { disposition, contentType: 'application/octet-stream', body: makeWav() },
        ],
        { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      );
    for (const disposition of ['name="0"; filename=""', 'name="0"']) {
      const intoProject = await upload(
        'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { tracks { nodes { track { title } } } } }',
        { input: { projectId: project.data?.createProject.id, file: null } },
        disposition,
        'variables.input.file',
      );
      expect(intoProject.status).toBe(200);
      expect(intoProject.body).toMatchObject({
        data: {
          uploadProjectTrack: {
            tracks: { nodes: expect.arrayContaining([{ track: { title: 'Untitled' } }]) },
          },
        },
      });
      const intoLibrary = await upload(
        'mutation($input: UploadTrackInput!) { uploadTrack(input: $input) { format } }',
        { input: { title: 'Take', artist: 'Nova', bpm: 120, key: 'C', genre: 'House', file: null } },
        disposition,
        'variables.input.file',
      );
      expect(intoLibrary.body).toEqual({ data: { uploadTrack: { format: 'WAV' } } });
    }
  });

  it('answers a subscription over HTTP with 400 GRAPHQL_VALIDATION_FAILED, pointing to WebSocket', async () => {
    const answer = await graphql(server.url, 'subscription { notificationAdded { id } }', {}, token);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: 'Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP.',
        locations: [{ line: 1, column: 1 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it('answers a persisted query with a wrong hash or version with 400 BAD_REQUEST', async () => {
    const query = '{ __typename }';
    const wrongHash = await postJson(server.url, '/graphql', {
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: 'not-the-hash' } },
    });
    expect(wrongHash.status).toBe(400);
    expect(wrongHash.body).toEqual({
      errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }],
    });
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const wrongVersion = await postJson(server.url, '/graphql', {
      query,
      extensions: { persistedQuery: { version: 2, sha256Hash } },
    });
    expect(wrongVersion.status).toBe(400);
    expect(wrongVersion.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    // Apollo's own answer for an unknown hash is untouched, and a right hash works.
    const unknown = await postJson(server.url, '/graphql', {
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    });
    expect(unknown.body).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    const registered = await postJson(server.url, '/graphql', {
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    });
    expect(registered.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers more than 50 invalid variables with 400 BAD_USER_INPUT only', async () => {
    const names = Array.from({ length: 60 }, (_, index) => `v${index}`);
    const query = `mutation(${names.map((name) => `$${name}: String!`).join(' ')}) {
      createProject(input: {title: "Demo", tags: [${names.map((name) => `$${name}`).join(' ')}]}) { id }
    }`;
    const answer = await graphql(
      server.url,
      query,
      Object.fromEntries(names.map((name, index) => [name, index])),
      token,
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toHaveLength(51);
    expect(new Set(errorCodes(answer))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(answer.errors?.at(-1)?.message).toBe(
      'Too many errors processing variables, error limit reached. Execution aborted.',
    );
  });

  it('answers null for an argument that has a default, sent through a variable, with BAD_USER_INPUT', async () => {
    const answer = await graphql(
      server.url,
      'query($first: Int) { artistSuggestions(first: $first) { mutualConnections } }',
      { first: null },
      token,
    );
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'Argument "first" of non-null type "Int!" must not be null.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });
});

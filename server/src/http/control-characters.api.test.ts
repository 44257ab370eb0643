import { beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { newArtist, uniqueEmail } from '../test/factories.js';
import { graphql, postJson } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';
import {
  graphqlWithInputFile,
  postRawMultipart,
  signUp,
  trackDetails,
  uploadTrackOverGraphql,
  uploadTrackOverRest,
} from '../test/uploads.js';

const db = useTestDatabase();
const server = useTestServer(db);

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const NUL_REFUSED = /^The \w+ field contains a control character \(U\+0000\), which is not allowed\./;

let token: string;
beforeEach(async () => {
  token = await signUp(server.url, uniqueEmail());
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, body: await response.json() };
};

describe('control characters in GraphQL inputs', () => {
  // The operations issue 15 found answering 500, each with a NUL in one text argument.
  it.each([
    [
      'createPlaylist',
      'mutation($v: String!) { createPlaylist(input: { name: $v }) { id } }',
      'a\u0000',
      'name',
    ],
    ['tracks(search)', 'query($v: String) { tracks(search: $v) { totalCount } }', 'a\u0000', 'search'],
    ['artistSearch', 'query($v: String!) { artistSearch(name: $v) { totalCount } }', 'a\u0000', 'name'],
    [
      'createProject',
      'mutation($v: CreateProjectInput!) { createProject(input: $v) { id } }',
      { title: 'Demo\u0000' },
      'title',
    ],
    [
      'updateProfile',
      'mutation($v: UpdateProfileInput!) { updateProfile(input: $v) { __typename } }',
      { bio: 'Hi\u0000' },
      'bio',
    ],
    [
      'askManager',
      'mutation($v: AskManagerInput!) { askManager(input: $v) { __typename } }',
      { question: 'Why\u0000' },
      'question',
    ],
    [
      'sendDirectMessage',
      `mutation($v: String!) { sendDirectMessage(input: { artistId: "${SOME_ID}", body: $v }) { id } }`,
      'Hey\u0000',
      'body',
    ],
    [
      'saveLyrics',
      `mutation($v: String!) { saveLyrics(input: { projectId: "${SOME_ID}", content: $v }) { id } }`,
      'Verse\n\u0000',
      'content',
    ],
    [
      'login',
      'mutation($v: String!) { login(input: { email: $v, password: "whatever1" }) { accessToken } }',
      '\u0000',
      'email',
    ],
    [
      'register',
      'mutation($v: RegisterInput!) { register(input: $v) { accessToken } }',
      newArtist({ artistName: 'Nova\u0000' }),
      'artistName',
    ],
    [
      'joinWaitlist',
      'mutation($v: String!) { joinWaitlist(input: { email: $v }) { position } }',
      'a\u0000@example.com',
      'email',
    ],
  ])(
    '%s: refuses a NUL in a variable with 400 BAD_USER_INPUT naming the field',
    async (_name, query, value, field) => {
      const answer = await graphql(server.url, query, { v: value }, token);
      expect(answer.status).toBe(400);
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.message).toMatch(NUL_REFUSED);
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    },
  );

  it('refuses control characters written into the document itself', async () => {
    const escaped = await graphql(
      server.url,
      'mutation { createPlaylist(input: { name: "Demo\\u0000" }) { id } }',
      {},
      token,
    );
    expect(escaped.status).toBe(400);
    expect(escaped.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });

    // GraphQL's block strings take a raw NUL as it is.
    const block = await graphql(
      server.url,
      'mutation { createPlaylist(input: { name: """Demo\u0000""" }) { id } }',
      {},
      token,
    );
    expect(block.status).toBe(400);
    expect(block.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });

    const nested = await graphql(
      server.url,
      'mutation { createProject(input: {title: "Demo", tags: ["ok", "b\\u0085d"]}) { id } }',
      {},
      token,
    );
    expect(nested.status).toBe(400);
    expect(nested.errors?.[0]?.message).toContain('The tags field contains a control character (U+0085)');
    expect(nested.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'tags.1' });

    const byDefault = await graphql(
      server.url,
      'mutation($name: String! = "Demo\\u001b") { createPlaylist(input: { name: $name }) { id } }',
      {},
      token,
    );
    expect(byDefault.status).toBe(400);
    expect(byDefault.errors?.[0]?.message).toContain('(U+001B)');

    expect(
      (await graphql(server.url, 'query { playlists { totalCount } }', {}, token)).data?.playlists,
    ).toEqual({ totalCount: 0 });
  });

  it('names the argument a variable is passed to, and refuses DEL and C1 controls too', async () => {
    const password = await graphql(
      server.url,
      'mutation($p: String!) { login(input: { email: "a@example.com", password: $p }) { accessToken } }',
      { p: 'secret\u007f' },
    );
    expect(password.status).toBe(400);
    expect(password.errors?.[0]?.message).toContain(
      'The password field contains a control character (U+007F)',
    );
    expect(password.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });

    const c1 = await graphql(
      server.url,
      'mutation($t: String!) { createProject(input: {title: "Demo", tags: [$t]}) { id } }',
      { t: 'x\u0090' },
      token,
    );
    expect(c1.status).toBe(400);
    expect(c1.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'tags' });
  });

  it('refuses them in a GET query string as well', async () => {
    const query = encodeURIComponent('query($v: String) { tracks(search: $v) { totalCount } }');
    const variables = encodeURIComponent(JSON.stringify({ v: 'a\u0000' }));
    const response = await fetch(`${server.url}/graphql?query=${query}&variables=${variables}`, {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'search' } }],
    });
  });

  it('keeps tabs, line feeds and carriage returns', async () => {
    const description = 'Verse 1\r\n\tLine one\nLine two';
    const created = await graphql(
      server.url,
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { description } }',
      { input: { title: 'Multi-line', description } },
      token,
    );
    expect(created.status).toBe(200);
    expect(created.data?.createProject.description).toBe(description);
  });

  it('refuses a control character in a multipart operation and in an uploaded file name', async () => {
    const titled = await uploadTrackOverGraphql(
      server.url,
      token,
      makeWav(),
      'demo.wav',
      trackDetails({ title: 'A\u0000' }),
    );
    expect(titled.status).toBe(400);
    expect(titled.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'title' });

    // uploadProjectTrack takes the file's name as the title when none is given.
    const project = await graphql(
      server.url,
      'mutation { createProject(input: {title: "Demo"}) { id } }',
      {},
      token,
    );
    const projectId = project.data?.createProject.id as string;
    const named = await postRawMultipart(
      server.url,
      '/graphql',
      [
        {
          disposition: 'name="operations"',
          body: JSON.stringify({
            query: 'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { id } }',
            variables: { input: { projectId, file: null } },
          }),
        },
        { disposition: 'name="map"', body: JSON.stringify({ 0: ['variables.input.file'] }) },
        // RFC 5987: a well-formed header whose decoded file name holds a NUL.
        { disposition: `name="0"; filename*=utf-8''Demo%00.wav`, contentType: 'audio/wav', body: makeWav() },
      ],
      { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    );
    expect(named.status).toBe(400);
    const [error] = named.body.errors as { message: string; extensions: unknown }[];
    expect(error?.message).toMatch(/^The name of the uploaded file contains a control character \(U\+0000\)/);
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'file' });

    const after = await graphql(
      server.url,
      'query($id: ID!) { project(id: $id) { trackCount } tracks { totalCount } }',
      { id: projectId },
      token,
    );
    expect(after.data).toEqual({ project: { trackCount: 0 }, tracks: { totalCount: 0 } });
    // The same upload with a clean name goes through.
    const clean = await graphqlWithInputFile(
      server.url,
      token,
      'mutation($input: UploadProjectTrackInput!) { uploadProjectTrack(input: $input) { trackCount } }',
      { projectId },
      { bytes: makeWav(), filename: 'Demo.wav' },
    );
    expect(clean.data?.uploadProjectTrack).toEqual({ trackCount: 1 });
  });
});

describe('control characters in REST inputs', () => {
  it('refuses them in JSON bodies with 400 {message, code, field}', async () => {
    const artist = newArtist({ artistName: 'Nova\u0000' });
    const register = await postJson(server.url, '/register', artist);
    expect(register.status).toBe(400);
    expect(register.body).toEqual({
      message: expect.stringMatching(NUL_REFUSED),
      code: 'BAD_USER_INPUT',
      field: 'artistName',
    });
    expect(
      (await postJson(server.url, '/login', { email: artist.email, password: artist.password })).status,
    ).toBe(401);

    const login = await postJson(server.url, '/login', {
      email: 'a@example.com',
      password: 'pass\u0000word',
    });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });

    const playlist = await postJson(
      server.url,
      '/playlists',
      { name: 'Mix\u0007' },
      { authorization: `Bearer ${token}` },
    );
    expect(playlist.status).toBe(400);
    expect(playlist.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it('answers the waitlist in its own shape, {error}', async () => {
    const answer = await postJson(server.url, '/waitlist', { email: 'fan@example.com', name: 'Fan\u0000' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: expect.stringMatching(NUL_REFUSED),
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
  });

  it('refuses them in query strings', async () => {
    const search = await get('/tracks?search=a%00');
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    const genre = await get('/tracks?genre=%1B');
    expect(genre.status).toBe(400);
    expect(genre.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'genre' });
  });

  it('refuses them in the upload form fields and keeps no track', async () => {
    const answer = await uploadTrackOverRest(
      server.url,
      token,
      makeWav(),
      'demo.wav',
      trackDetails({ artist: 'N\u0000' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: expect.stringMatching(NUL_REFUSED),
      code: 'BAD_USER_INPUT',
      field: 'artist',
    });
    const listed = await get('/tracks');
    expect(listed.headers.get('x-total-count')).toBe('0');
  });
});

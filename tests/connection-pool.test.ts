import { createHash, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrmOptions } from '../server/src/db/mikro-orm.config.js';
import { buildAppSchema } from '../server/src/graphql/schema.js';
import { makeWav } from '../server/src/test/audio-fixtures.js';
import { useTestDatabase } from '../server/src/test/database.js';
import { uniqueEmail } from '../server/src/test/factories.js';
import { type GraphQLAnswer, graphql, postJson } from '../server/src/test/http-client.js';
import { type StartedApp, startApp } from '../server/src/test/start-app.js';
import { testConfig } from '../server/src/test/test-config.js';
import { graphqlWithInputFile, uploadTrackOverRest } from '../server/src/test/uploads.js';
import { makeOggOpus } from '../server/src/test/voice-fixtures.js';
import { fillPath, type RestRoute, restRoutes, routeName } from './audit/app-routes.js';

// Every REST route and every GraphQL root field, found from the router and the schema, runs
// POOL_SIZE + 2 times at once against a pool of POOL_SIZE. A request that holds one pooled
// connection (an open transaction) while it waits for another deadlocks such a pool until the acquire
// timeout, and answers 503 (SERVICE_UNAVAILABLE); the guard in server/src/db/connection-guard.ts turns
// the same mistake into an immediate INTERNAL_SERVER_ERROR. Neither may appear. The acquire timeout
// is the bound on a stall: a deadlock ends in errors after it rather than in a slow success.
const db = useTestDatabase();
const POOL_SIZE = 3;
const CONCURRENCY = POOL_SIZE + 2;
const PASSWORD = 'correct horse battery';

let orm: MikroORM;
let app: StartedApp;
let token: string;
let email: string;
/** Ids of the signed-in artist's rows, by the argument names that take them. */
let ids: Record<string, string>;
let refreshToken: string;
let coverImage: Buffer;

beforeAll(async () => {
  orm = await MikroORM.init(
    createOrmOptions(db.url, { pool: { min: 0, max: POOL_SIZE, acquireTimeoutMillis: 5_000 } }),
  );
  coverImage = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  app = await startApp(
    orm,
    testConfig({
      RATE_LIMIT_AUTH_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_FAILURES: '100000',
      RATE_LIMIT_GRAPHQL_REQUESTS_PER_MINUTE: '100000',
      RATE_LIMIT_MANAGER_QUESTIONS_PER_MINUTE: '100000',
      RATE_LIMIT_GRAPHQL_ANONYMOUS_REQUESTS_PER_MINUTE: '100000',
    }),
  );
});
// After the test database's own beforeEach, which empties every table.
beforeEach(async () => {
  email = uniqueEmail('pool');
  token = await register(email);
  const other = await graphql(app.url, '{ me { id } }', {}, await register(uniqueEmail('pool-other')));
  const login = await graphql(
    app.url,
    'mutation($input: LoginInput!) { login(input: $input) { refreshToken } }',
    { input: { email, password: PASSWORD } },
  );
  refreshToken = login.data?.login.refreshToken;
  const project = await call('mutation { createProject(input: { title: "Pool" }) { id } }');
  const playlist = await call('mutation { createPlaylist(input: { name: "Pool" }) { id } }');
  const track = await uploadTrackOverRest(app.url, token, makeWav(), 'pool.wav');
  const note = await call(
    'mutation($projectId: ID!) { createNote(input: { projectId: $projectId, content: "Pool" }) { id } }',
    { projectId: project.data?.createProject.id },
  );
  const course = await call('{ courses { id lessons { id } } }');
  const plan = await call('mutation { planToday { id } }');
  ids = {
    projectId: project.data?.createProject.id,
    playlistId: playlist.data?.createPlaylist.id,
    trackId: String(track.body.id),
    noteId: note.data?.createNote.id,
    artistId: other.data?.me.id,
    courseId: course.data?.courses[0].id,
    lessonId: course.data?.courses[0].lessons[0].id,
    taskId: plan.data?.planToday[0].id,
  };
  expect(Object.values(ids).every(Boolean)).toBe(true);
});
afterAll(async () => {
  await app?.close();
  await orm?.close();
});

async function register(email: string): Promise<string> {
  const answer = await graphql(
    app.url,
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
    { input: { email, password: PASSWORD, artistName: 'Pool' } },
  );
  return answer.data?.register.accessToken;
}

function call(query: string, variables: Record<string, unknown> = {}) {
  return graphql(app.url, query, variables, token);
}

function atOnce<T>(make: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => make(index)));
}

/** A valid-looking value for an input, by its type and name: the artist's own ids, fresh emails. */
function inputValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return inputValue(type.ofType, name);
  if (isListType(type)) return [inputValue(type.ofType, name.replace(/s$/, ''))];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) || field.name === 'idempotencyKey')
        .filter((field) => getNamedType(field.type).name !== 'Upload')
        .map((field) => [field.name, inputValue(field.type, field.name)]),
    );
  }
  if (!isScalarType(type)) throw new Error(`No value for ${name}`);
  if (type.name === 'ID') return ids[name] ?? randomUUID();
  if (type.name === 'Int' || type.name === 'SafeInt')
    return name === 'first' ? 5 : name === 'version' ? 1 : 0;
  if (type.name === 'Float') return 120;
  if (type.name === 'Boolean') return true;
  if (type.name === 'DateTimeISO') return new Date().toISOString();
  if (name === 'email') return uniqueEmail('pool-burst');
  if (/password/i.test(name)) return PASSWORD;
  if (name === 'refreshToken') return refreshToken;
  if (name === 'idempotencyKey') return randomUUID();
  return 'Pool';
}

/** `{ __typename }` for any object answer, so every field can be asked without knowing its type. */
function selectionOf(type: GraphQLOutputType): string {
  return isLeafType(getNamedType(type)) ? '' : ' { __typename }';
}

interface RootOperation {
  name: string;
  document: string;
  variables: () => Record<string, unknown>;
  upload: boolean;
}

function carriesUpload(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  return (
    isInputObjectType(named) &&
    Object.values(named.getFields()).some((field) => getNamedType(field.type).name === 'Upload')
  );
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): RootOperation {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return {
    name: field.name,
    document: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selectionOf(field.type)} }`,
    // A root field's own `id` (project, track, playlist, course) takes the id of that kind.
    variables: () =>
      Object.fromEntries(
        args.map((arg) => [arg.name, inputValue(arg.type, arg.name === 'id' ? `${field.name}Id` : arg.name)]),
      ),
    upload: args.some((arg) => carriesUpload(arg.type)),
  };
}

/** Operations whose generated values would stop short of their work: login as the artist. */
const VARIABLES: Record<string, () => Record<string, unknown>> = {
  login: () => ({ input: { email, password: PASSWORD } }),
};

function runGraphql(operation: RootOperation): Promise<GraphQLAnswer> {
  const variables = VARIABLES[operation.name]?.() ?? operation.variables();
  if (!operation.upload) return graphql(app.url, operation.document, variables, token);
  const file = /voice/i.test(operation.name)
    ? { bytes: makeOggOpus(), filename: 'pool.ogg' }
    : /cover/i.test(operation.name)
      ? { bytes: coverImage, filename: 'pool.png' }
      : { bytes: makeWav(), filename: 'pool.wav' };
  return graphqlWithInputFile(
    app.url,
    token,
    operation.document,
    variables.input as Record<string, unknown>,
    file,
  );
}

/** What a failure means here: the database was "unavailable" (a stalled pool) or the guard fired. */
function poolFailures(answer: { status: number; errors?: GraphQLAnswer['errors'] }): string[] {
  const codes = (answer.errors ?? []).map((error) => error.extensions?.code ?? error.message);
  const failures = codes.filter((code) => code === 'SERVICE_UNAVAILABLE' || code === 'INTERNAL_SERVER_ERROR');
  return answer.status === 503 || answer.status >= 500 ? [`HTTP ${answer.status}`, ...failures] : failures;
}

/** The body each POST route needs to reach its work; a new POST route must be taught here. */
const REST_BODIES: Record<string, () => unknown> = {
  'POST /register': () => ({ email: uniqueEmail('pool-rest'), password: PASSWORD, artistName: 'Pool' }),
  'POST /login': () => ({ email, password: PASSWORD }),
  'POST /refresh': () => ({ refreshToken }),
  'POST /logout': () => ({ refreshToken }),
  'POST /waitlist': () => ({ email: uniqueEmail('pool-rest'), name: 'Pool' }),
  'POST /playlists': () => ({ name: 'Pool' }),
  'POST /manager/answers': () => ({ question: 'How do I get on playlists?' }),
};

/** A request to the route as the artist, answered with its HTTP status. */
function restCall(route: RestRoute, audioUrl: URL): () => Promise<number> {
  const name = routeName(route);
  const auth = { authorization: `Bearer ${token}` };
  if (name === 'POST /tracks') {
    return async () => (await uploadTrackOverRest(app.url, token, makeWav(), 'pool.wav')).status;
  }
  if (route.method === 'POST') {
    const body = REST_BODIES[name];
    if (!body) throw new Error(`Teach this test a body for ${name}.`);
    return async () => (await postJson(app.url, route.path, body(), auth)).status;
  }
  const path =
    name === 'GET /media/tracks/:id'
      ? `${audioUrl.pathname}${audioUrl.search}`
      : fillPath(route, { id: ids.trackId ?? '', size: 'small' });
  return async () => {
    const response = await fetch(`${app.url}${path}`, { headers: auth });
    await response.arrayBuffer();
    return response.status;
  };
}

/**
 * Undoing runs after doing (a track is moved in a playlist before it is removed), deletions after
 * that, the account's very last, so each operation finds the rows it works on.
 */
function runOrder(name: string): number {
  if (name === 'deleteAccount') return 4;
  if (name === 'deleteTrack') return 3; // after deleteTrackCover
  if (name.startsWith('delete')) return 2;
  return /^(remove|detach|disconnect|uncomplete)/.test(name) ? 1 : 0;
}

describe(`every operation, ${CONCURRENCY} at once on a pool of ${POOL_SIZE}`, () => {
  it('GraphQL: every query and mutation of the schema answers without 503 or a guard error', async () => {
    const schema = await buildAppSchema();
    const operations = [
      ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => operationOf('query', field)),
      ...Object.values(schema.getMutationType()?.getFields() ?? {})
        .map((field) => operationOf('mutation', field))
        .sort((a, b) => runOrder(a.name) - runOrder(b.name)),
    ];
    expect(operations.length).toBeGreaterThan(40);
    const failed: Record<string, string[]> = {};
    for (const operation of operations) {
      const answers = await atOnce(() => runGraphql(operation));
      const failures = answers.flatMap(poolFailures);
      if (failures.length) failed[operation.name] = failures;
    }
    expect(failed).toEqual({});
  });
  it('GraphQL: automatic persisted queries, registered and used at once, answer without 503 or 500', async () => {
    const query = `{ me { id } } # ${randomUUID()}`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const auth = { authorization: `Bearer ${token}` };
    const registered = await atOnce(() => postJson(app.url, '/graphql', { query, extensions }, auth));
    const used = await atOnce(() => postJson(app.url, '/graphql', { extensions }, auth));
    for (const answer of [...registered, ...used]) {
      expect(
        poolFailures({ status: answer.status, errors: answer.body.errors as GraphQLAnswer['errors'] }),
      ).toEqual([]);
    }
  });

  it('REST: every route of the router answers without 503 or 500', async () => {
    const routes = restRoutes(app.app);
    expect(routes.length).toBeGreaterThan(10);
    const trackAudio = await call('query($id: ID!) { track(id: $id) { audio { url } } }', {
      id: ids.trackId,
    });
    const audioUrl = new URL(trackAudio.data?.track.audio.url);
    const failed: Record<string, number[]> = {};
    for (const route of routes) {
      const send = restCall(route, audioUrl);
      const statuses = (await atOnce(send)).filter((status) => status >= 500);
      if (statuses.length) failed[routeName(route)] = statuses;
    }
    expect(failed).toEqual({});
  });
});

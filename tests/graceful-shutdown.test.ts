import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../server/src/test/admin-database.js';
import { makeWav } from '../server/src/test/audio-fixtures.js';
import { filesUnder } from '../server/src/test/storage-files.js';
import { trackDetails } from '../server/src/test/uploads.js';
import { type BuiltApp, MAIN, spawnBuiltApp } from './support/built-app.js';

const workDirs: string[] = [];
let databaseUrl: string;
let databaseName: string;

beforeAll(async () => {
  await fs.access(MAIN).catch(() => {
    throw new Error('server/dist/main.js is missing: `npm test` builds first; run `npm run build`.');
  });
  const { adminUrl, templateName, prefix } = inject('testDatabase');
  databaseName = `${prefix}_drain_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${databaseName}" TEMPLATE "${templateName}"`);
  databaseUrl = withDatabase(adminUrl, databaseName);
});
afterAll(async () => {
  const { adminUrl } = inject('testDatabase');
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  for (const dir of workDirs) await fs.rm(dir, { recursive: true, force: true });
});

interface RunningApp extends BuiltApp {
  storageDir: string;
  /** The child's TMPDIR, where GraphQL uploads are buffered. */
  tmpDir: string;
}

/** The built server (`node server/dist/main.js`) on the test database, with its own folders. */
async function startBuiltApp(drainSeconds: number): Promise<RunningApp> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-drain-'));
  workDirs.push(workDir);
  const storageDir = path.join(workDir, 'storage');
  const tmpDir = path.join(workDir, 'tmp');
  await fs.mkdir(tmpDir);
  const app = await spawnBuiltApp(
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: workDir,
      STORAGE_DIR: storageDir,
      TMPDIR: tmpDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
    },
    30_000,
  );
  return { ...app, storageDir, tmpDir };
}

async function register(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `drain-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery',
      artistName: 'Drain',
    }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const BOUNDARY = 'drain-test-boundary';
const wav = makeWav({ seconds: 20 }); // 320 KB

/** A REST upload whose file is sent in two halves, the second when the test says. */
function startSlowUpload(port: number, token: string) {
  const head = Buffer.from(
    Object.entries(trackDetails())
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="track"; filename="drain.wav"\r\n` +
      'Content-Type: audio/wav\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const half = Math.floor(wav.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: '/tracks',
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(head.length + wav.length + tail.length),
    },
  });
  const outcome = new Promise<{ status: number } | { error: string }>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.on('error', (error) =>
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }),
    );
  });
  request.write(Buffer.concat([head, wav.subarray(0, half)]));
  return {
    outcome,
    finish: () => request.end(Buffer.concat([wav.subarray(half), tail])),
  };
}

describe('SIGTERM during an upload (graceful drain)', () => {
  it('lets an upload under way finish (201), refuses new connections, exits 0 with no temporary file', async () => {
    const app = await startBuiltApp(10);
    const token = await register(app.port);
    const upload = startSlowUpload(app.port, token);
    await expect.poll(() => filesUnder(path.join(app.storageDir, 'tmp'))).toHaveLength(1);

    app.child.kill('SIGTERM');
    // The listening socket closes at once: a new client is refused while the upload goes on.
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${app.port}/healthz`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    upload.finish();

    expect(await upload.outcome).toEqual({ status: 201 });
    expect(await app.exited).toBe(0);
    expect(await filesUnder(path.join(app.storageDir, 'tmp'))).toEqual([]);
    expect(await filesUnder(path.join(app.storageDir, 'objects'))).toHaveLength(1);
    expect(await filesUnder(app.tmpDir)).toEqual([]);
  });

  it('cuts an upload still streaming after SHUTDOWN_DRAIN_SECONDS, removes its temporary file and exits 0', async () => {
    const app = await startBuiltApp(1);
    const token = await register(app.port);
    const upload = startSlowUpload(app.port, token);
    await expect.poll(() => filesUnder(path.join(app.storageDir, 'tmp'))).toHaveLength(1);

    const signalled = Date.now();
    app.child.kill('SIGTERM');

    expect(await upload.outcome).toEqual({ error: 'ECONNRESET' });
    expect(await app.exited).toBe(0);
    const seconds = (Date.now() - signalled) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(seconds).toBeLessThan(5);
    expect(await filesUnder(app.storageDir)).toEqual([]);
  });
});

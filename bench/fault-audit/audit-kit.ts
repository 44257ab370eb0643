import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

/** One pass/fail line of the audit; the run exits 1 when any fails. */
export interface Check {
  scenario: string;
  name: string;
  ok: boolean;
  detail: string;
}

export const checks: Check[] = [];

export function check(scenario: string, name: string, ok: boolean, detail: string): void {
  checks.push({ scenario, name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(2);

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` returns true or the time is up; resolves the last answer. */
export async function waitFor(probe: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await pause(50);
  }
}

/** Registers an artist over REST; resolves the access token. */
export async function registerArtist(baseUrl: string, label: string): Promise<string> {
  const response = await fetch(`${baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${label}-${randomUUID()}@example.com`,
      password: 'fault audit password',
      artistName: `Audit ${label}`,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Paths of the regular files under a folder (recursively); none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Files a process holds open under any of these folders (Linux /proc/<pid>/fd). */
export async function openFilesUnder(pid: number, dirs: string[]): Promise<string[]> {
  const descriptors = await fsp.readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
  const targets = await Promise.all(
    descriptors.map((fd) => fsp.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => dirs.some((dir) => target.startsWith(`${dir}/`)));
}

/** Resident memory of a process in MB (Linux /proc/<pid>/status). */
export async function residentMb(pid: number): Promise<number> {
  const status = await fsp.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const UPLOAD_TRACK = 'mutation ($input: UploadTrackInput!) { uploadTrack(input: $input) { id } }';
const TRACK_FIELDS = { title: 'Audit', artist: 'Fault Audit', bpm: 120, key: 'A minor', genre: 'Test' };

export type UploadTransport = 'rest' | 'graphql';

/** An upload written by hand, so the audit decides when each byte goes and when the socket dies. */
export interface RawUpload {
  /** Resolves the answer, or the socket error's code (ECONNRESET...) when there is none. */
  outcome: Promise<{ status: number; body: string } | { error: string }>;
  write(bytes: Buffer): boolean;
  /** Sends the rest of the file and the closing boundary. */
  finish(rest: Buffer): void;
  /** The client goes away mid-file. */
  abort(): void;
}

/**
 * Starts a multipart upload of `file` (REST POST /tracks, or GraphQL uploadTrack per the multipart
 * request spec) with a correct Content-Length, and sends the form up to the file's first
 * `firstBytes` bytes.
 */
export function startUpload(
  port: number,
  token: string,
  transport: UploadTransport,
  file: Buffer,
  firstBytes: number,
): RawUpload {
  const boundary = `audit-${randomUUID()}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fileHeader = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="audit.wav"\r\n` +
    'Content-Type: audio/wav\r\n\r\n';
  const head =
    transport === 'rest'
      ? Object.entries(TRACK_FIELDS)
          .map(([name, value]) => part(name, String(value)))
          .join('') + fileHeader('track')
      : part(
          'operations',
          JSON.stringify({ query: UPLOAD_TRACK, variables: { input: { ...TRACK_FIELDS, file: null } } }),
        ) +
        part('map', JSON.stringify({ 0: ['variables.input.file'] })) +
        fileHeader('0');
  const headBytes = Buffer.from(head);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: transport === 'rest' ? '/tracks' : '/graphql',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(headBytes.length + file.length + tail.length),
      ...(transport === 'graphql' ? { 'apollo-require-preflight': 'true' } : {}),
    },
  });
  const outcome = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  request.write(Buffer.concat([headBytes, file.subarray(0, firstBytes)]));
  return {
    outcome,
    write: (bytes) => request.write(bytes),
    finish: (rest) => request.end(Buffer.concat([rest, tail])),
    abort: () => request.destroy(),
  };
}

/**
 * A whole upload at once; resolves the HTTP status and body, the socket error, or `timeout` when no
 * answer came within `timeoutMs` (the request is then dropped).
 */
export async function upload(
  port: number,
  token: string,
  transport: UploadTransport,
  file: Buffer,
  timeoutMs = 15_000,
): Promise<{ status: number; body: string } | { error: string }> {
  const started = startUpload(port, token, transport, file, file.length);
  started.finish(Buffer.alloc(0));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<{ error: string }>((resolve) => {
    timer = setTimeout(() => resolve({ error: 'timeout' }), timeoutMs);
  });
  const outcome = await Promise.race([started.outcome, timedOut]);
  clearTimeout(timer);
  if ('error' in outcome && outcome.error === 'timeout') started.abort();
  return outcome;
}

/** Whether an answer is a successful upload in that transport. */
export function uploadSucceeded(
  transport: UploadTransport,
  answer: { status: number; body: string } | { error: string },
): boolean {
  if (!('status' in answer)) return false;
  if (transport === 'rest') return answer.status === 201;
  return answer.status === 200 && answer.body.includes('"uploadTrack":{"id"');
}

/**
 * The server's 5xx answers and logged errors (pino JSON lines), grouped by status and message,
 * leaving out the statuses the scenario expects (503 in an outage, 507 on a full disk).
 */
export function serverErrorsIn(logFile: string, expected: number[] = []): Map<string, number> {
  const counts = new Map<string, number>();
  // KEEP_LOGS=<dir> keeps each scenario's server log there.
  const keep = process.env.KEEP_LOGS;
  if (keep) fs.copyFileSync(logFile, path.join(keep, `${path.basename(path.dirname(logFile))}.log`));
  const text = fs.readFileSync(logFile, 'utf8');
  for (const line of text.split('\n')) {
    if (!line.includes('"statusCode":5') && !line.includes('"level":50')) continue;
    const entry = JSON.parse(line) as {
      res?: { statusCode?: number };
      err?: { message?: string };
      msg?: string;
    };
    if (expected.includes(entry.res?.statusCode ?? 0)) continue;
    const status = entry.res?.statusCode ?? 'logged error';
    const what = `${status}: ${(entry.err?.message ?? entry.msg ?? '').slice(0, 120)}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return counts;
}

/** Checks the server logged no error and answered no 5xx beyond the statuses the scenario expects. */
export function checkNoInternalErrors(scenario: string, logFile: string, expected: number[] = []): void {
  const internal = [...serverErrorsIn(logFile, expected)];
  check(
    scenario,
    'no internal errors in the server log',
    internal.length === 0,
    internal.map(([what, n]) => `${what} x${n}`).join('; ') || 'none',
  );
}

/**
 * An artist's track rows against the stored files: every row has its file, no file lacks a row, and
 * no temporary file is left (in STORAGE_DIR/tmp and the given folders).
 */
export async function storedState(
  databaseUrl: string,
  artistName: string,
  storageDir: string,
  tmpDirs: string[],
): Promise<{ consistent: boolean; tracks: number; summary: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ storage_key: string }>(
      'select t.storage_key from tracks t join users u on u.id = t.owner_id where u.artist_name = $1',
      [artistName],
    )
    .finally(() => client.end());
  const objectsDir = path.join(storageDir, 'objects');
  const objects = await filesUnder(objectsDir);
  const keys = new Set(rows.map((row) => path.join(objectsDir, row.storage_key)));
  const rowsWithoutFile = [...keys].filter((file) => !fs.existsSync(file)).length;
  const filesWithoutRow = objects.filter((file) => !keys.has(file)).length;
  const temporary = (
    await Promise.all([path.join(storageDir, 'tmp'), ...tmpDirs].map((dir) => filesUnder(dir)))
  ).flat().length;
  return {
    consistent: !rowsWithoutFile && !filesWithoutRow && !temporary,
    tracks: rows.length,
    summary: `${rows.length} tracks, ${objects.length} stored files; rows without a file ${rowsWithoutFile}, files without a row ${filesWithoutRow}, temporary files ${temporary}`,
  };
}

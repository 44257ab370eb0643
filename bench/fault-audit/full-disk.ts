import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeWav } from '../../server/src/test/audio-fixtures.js';
import { freePort, startBuiltServer, stopServer } from '../built-server.js';
import {
  check,
  checkNoInternalErrors,
  openFilesUnder,
  registerArtist,
  storedState,
  type UploadTransport,
  upload,
  uploadSucceeded,
} from './audit-kit.js';

const SCENARIO = 'disk';
const DISK_MB = 4;
const UPLOADS_WHILE_FULL = 20;
const OTHER_REQUESTS_WHILE_FULL = 200;
const FULL_DISK_MESSAGE = 'There is no room to store this file right now. Please try again later.';

/**
 * Scenario 2: STORAGE_DIR and the server's TMPDIR (where GraphQL uploads are buffered) on one 4 MB
 * tmpfs, as in a container with one volume. A track is stored, the disk is filled, and uploads over
 * both transports meet the full disk while other requests go on; then the filler is removed.
 */
export async function auditFullDisk(databaseUrl: string, workDir: string): Promise<void> {
  console.log(`\n2. The storage disk full (a ${DISK_MB} MB tmpfs holding STORAGE_DIR and TMPDIR)`);
  const disk = path.join(workDir, 'disk');
  fs.mkdirSync(disk);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', disk]);
  const storageDir = path.join(disk, 'storage');
  const tmpDir = path.join(disk, 'os-tmp');
  fs.mkdirSync(tmpDir);
  const port = await freePort();
  const dataDir = path.join(workDir, 'disk-data');
  fs.mkdirSync(dataDir);
  const logFile = path.join(dataDir, 'server.log');
  const server = await startBuiltServer({
    databaseUrl,
    port,
    dataDir,
    logFile,
    env: { STORAGE_DIR: storageDir, TMPDIR: tmpDir },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const wav = makeWav({ seconds: 4 }); // 64 KB
  try {
    const token = await registerArtist(baseUrl, 'disk');
    const before = await upload(port, token, 'rest', wav);
    check(SCENARIO, 'an upload before the disk is full', uploadSucceeded('rest', before), statusOf(before));

    const filler = path.join(disk, 'filler');
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
    } catch {
      // dd stops with "No space left on device": the disk is full.
    }
    const free = fs.statfsSync(disk);
    console.log(`  disk filled: ${(free.bavail * free.bsize) / 1024} KB free`);

    const started = performance.now();
    const transports: UploadTransport[] = Array.from({ length: UPLOADS_WHILE_FULL }, (_, i) =>
      i % 2 === 0 ? 'rest' : 'graphql',
    );
    const [uploads, others] = await Promise.all([
      Promise.all(transports.map((transport) => upload(port, token, transport, wav))),
      otherRequests(baseUrl, token, OTHER_REQUESTS_WHILE_FULL),
    ]);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const restClear = uploads.filter(
      (answer, i) =>
        transports[i] === 'rest' &&
        'status' in answer &&
        answer.status === 507 &&
        JSON.parse(answer.body).message === FULL_DISK_MESSAGE,
    ).length;
    const graphqlClear = uploads.filter(
      (answer, i) =>
        transports[i] === 'graphql' &&
        'status' in answer &&
        answer.body.includes('"INSUFFICIENT_STORAGE"') &&
        answer.body.includes(FULL_DISK_MESSAGE),
    ).length;
    const answers = tally(uploads.map(statusOf));
    console.log(`  ${UPLOADS_WHILE_FULL} uploads while full (${seconds} s): ${answers}`);
    check(SCENARIO, 'REST uploads answered 507 with the message', restClear === 10, `${restClear} of 10`);
    check(
      SCENARIO,
      'GraphQL uploads answered INSUFFICIENT_STORAGE with the message',
      graphqlClear === 10,
      `${graphqlClear} of 10`,
    );
    check(
      SCENARIO,
      'other requests served meanwhile (track list, playlist creates)',
      others.ok === others.total,
      `${others.ok} of ${others.total}, slowest ${others.slowestMs.toFixed(0)} ms`,
    );
    await expectNothingHalfWritten(databaseUrl, server.pid as number, storageDir, tmpDir, 'while full');

    fs.rmSync(filler);
    const after = await Promise.all([upload(port, token, 'rest', wav), upload(port, token, 'graphql', wav)]);
    check(
      SCENARIO,
      'uploads succeed again once space is freed',
      uploadSucceeded('rest', after[0]) && uploadSucceeded('graphql', after[1]),
      `REST ${statusOf(after[0])}, GraphQL ${statusOf(after[1])}`,
    );
    await expectNothingHalfWritten(databaseUrl, server.pid as number, storageDir, tmpDir, 'after');
    checkNoInternalErrors(SCENARIO, logFile, [507]);
  } finally {
    await stopServer(server);
    execFileSync('umount', ['--lazy', disk]);
  }
}

function statusOf(answer: { status: number; body: string } | { error: string } | undefined): string {
  if (!answer) return 'none';
  if (!('status' in answer)) return answer.error;
  const code = /"code":"([A-Z_]+)"/.exec(answer.body)?.[1];
  return code ? `${answer.status} ${code}` : String(answer.status);
}

function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value} x${n}`).join(', ');
}

/** GET /tracks and POST /playlists, alternately, 10 at a time; how many answered 2xx. */
async function otherRequests(baseUrl: string, token: string, total: number) {
  let ok = 0;
  let slowestMs = 0;
  let next = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const started = performance.now();
      const response =
        n % 2 === 0
          ? await fetch(`${baseUrl}/tracks`, { headers })
          : await fetch(`${baseUrl}/playlists`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ name: `While full ${n}` }),
            });
      await response.arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (response.ok) ok++;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return { ok, total, slowestMs };
}

async function expectNothingHalfWritten(
  databaseUrl: string,
  pid: number,
  storageDir: string,
  tmpDir: string,
  when: string,
): Promise<void> {
  const stored = await storedState(databaseUrl, 'Audit disk', storageDir, [tmpDir]);
  const open = await openFilesUnder(pid, [storageDir, tmpDir]);
  check(
    SCENARIO,
    `nothing half-written (${when})`,
    stored.consistent && !open.length,
    `${stored.summary}, files held open ${open.length}`,
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { makeWav } from '../../server/src/test/audio-fixtures.js';
import { freePort, startBuiltServer } from '../built-server.js';
import {
  check,
  filesUnder,
  pause,
  type RawUpload,
  registerArtist,
  startUpload,
  storedState,
  type UploadTransport,
  uploadSucceeded,
  waitFor,
} from './audit-kit.js';

const SCENARIO = 'sigterm';
const DRAIN_SECONDS = Number(process.env.DRAIN_SECONDS ?? 3);

/**
 * Scenario 3: eight uploads are streaming (half REST, half GraphQL) when the server gets SIGTERM
 * with SHUTDOWN_DRAIN_SECONDS=3. Four send the rest of their file 0.5 s later and must be stored;
 * four never do and must be cut cleanly at the drain time. The process must exit 0 with no temporary
 * file and every stored track whole.
 */
export async function auditShutdownDrain(databaseUrl: string, workDir: string): Promise<void> {
  console.log(`\n3. SIGTERM while 8 uploads stream (SHUTDOWN_DRAIN_SECONDS=${DRAIN_SECONDS})`);
  const dataDir = path.join(workDir, 'drain');
  const storageDir = path.join(dataDir, 'storage');
  const tmpDir = path.join(dataDir, 'os-tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const port = await freePort();
  const server = await startBuiltServer({
    databaseUrl,
    port,
    dataDir,
    env: { STORAGE_DIR: storageDir, TMPDIR: tmpDir, SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) },
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const token = await registerArtist(baseUrl, 'drain');
    const wav = makeWav({ seconds: 30 }); // 480 KB
    const half = Math.floor(wav.length / 2);
    const transports: UploadTransport[] = ['rest', 'graphql', 'rest', 'graphql'];
    const finishing = transports.map((t) => ({ t, upload: startUpload(port, token, t, wav, half) }));
    const stalled = transports.map((t) => ({ t, upload: startUpload(port, token, t, wav, half) }));
    const receiving = await waitFor(
      async () => (await filesUnder(path.join(storageDir, 'tmp'))).length >= 8,
      10_000,
    );
    console.log(
      `  all 8 uploads being received before the signal: ${receiving ? 'yes' : 'no'} (${(await filesUnder(path.join(storageDir, 'tmp'))).length} temporary files, ${(await filesUnder(tmpDir)).length} GraphQL buffers)`,
    );

    const signalled = performance.now();
    server.kill('SIGTERM');
    const refused = await waitFor(
      () =>
        fetch(`${baseUrl}/healthz`).then(
          () => false,
          () => true,
        ),
      1_000,
    );
    check(
      SCENARIO,
      'new connections refused at once',
      refused,
      refused
        ? `within ${((performance.now() - signalled) / 1000).toFixed(2)} s`
        : 'still accepted after 1 s',
    );
    await pause(500);
    for (const { upload } of finishing) upload.finish(wav.subarray(half));

    const finished = await outcomes(finishing);
    const cut = await outcomes(stalled);
    const code = await exited;
    const exitSeconds = (performance.now() - signalled) / 1000;
    console.log(`  finishing uploads: ${finished.labels.join(', ')}`);
    console.log(`  stalled uploads: ${cut.labels.join(', ')}`);
    check(
      SCENARIO,
      'uploads finishing within the drain stored',
      finished.succeeded === 4,
      `${finished.succeeded} of 4`,
    );
    check(
      SCENARIO,
      'uploads still streaming cut cleanly (connection closed, no answer)',
      cut.labels.every((label) => label === 'ECONNRESET' || label === 'EPIPE'),
      cut.labels.join(', '),
    );
    check(
      SCENARIO,
      'exit code 0 within the drain time (+2 s)',
      code === 0 && exitSeconds < DRAIN_SECONDS + 2,
      `exit ${code} after ${exitSeconds.toFixed(2)} s`,
    );
    const stored = await storedState(databaseUrl, 'Audit drain', storageDir, [tmpDir]);
    check(
      SCENARIO,
      'no temporary file, every stored track whole',
      stored.consistent && stored.tracks === 4,
      stored.summary,
    );
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
}

async function outcomes(uploads: { t: UploadTransport; upload: RawUpload }[]) {
  const answers = await Promise.all(uploads.map(({ upload }) => upload.outcome));
  const labels = answers.map((answer, i) => {
    const transport = (uploads[i] as { t: UploadTransport }).t;
    if (!('status' in answer)) return answer.error;
    return `${transport} ${answer.status}${uploadSucceeded(transport, answer) ? '' : ` ${answer.body.slice(0, 80)}`}`;
  });
  const succeeded = answers.filter((answer, i) =>
    uploadSucceeded((uploads[i] as { t: UploadTransport }).t, answer),
  ).length;
  return { labels, succeeded };
}

import fs from 'node:fs';
import path from 'node:path';
import { makeWav } from '../../server/src/test/audio-fixtures.js';
import { freePort, startBuiltServer, stopServer } from '../built-server.js';
import {
  check,
  checkNoInternalErrors,
  filesUnder,
  openFilesUnder,
  pause,
  registerArtist,
  residentMb,
  startUpload,
  storedState,
  upload,
  uploadSucceeded,
  waitFor,
} from './audit-kit.js';

const SCENARIO = 'aborts';
const UPLOADS = Number(process.env.ABORTED_UPLOADS ?? 1000);
const CONCURRENT = 20;

/**
 * Scenario 4: 1,000 uploads (alternately REST POST /tracks and GraphQL uploadTrack) whose client
 * sends the form and part of the file, waits 0 to 40 ms, and destroys its socket. Afterwards the
 * server holds no file open under STORAGE_DIR or its TMPDIR, no temporary file is left, no track
 * row was made, and an upload still succeeds.
 */
export async function abortedUploads(databaseUrl: string, workDir: string): Promise<void> {
  console.log(
    `\n4. ${UPLOADS} uploads abandoned mid-file (half REST, half GraphQL, ${CONCURRENT} at a time)`,
  );
  const dataDir = path.join(workDir, 'aborts');
  const storageDir = path.join(dataDir, 'storage');
  const tmpDir = path.join(dataDir, 'os-tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const server = await startBuiltServer({
    databaseUrl,
    port,
    dataDir,
    logFile,
    env: { STORAGE_DIR: storageDir, TMPDIR: tmpDir },
  });
  const pid = server.pid as number;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const token = await registerArtist(baseUrl, 'aborts');
    const wav = makeWav({ seconds: 60 }); // 960 KB, of which at most 256 KB is sent
    const rssBefore = await residentMb(pid);
    let next = 0;
    let answeredBeforeAbort = 0;
    const started = performance.now();
    const client = async () => {
      while (next < UPLOADS) {
        const n = next++;
        const sent = 16_384 + ((n * 7919) % 240_000);
        const pending = startUpload(port, token, n % 2 === 0 ? 'rest' : 'graphql', wav, sent);
        await pause(n % 41);
        pending.abort();
        const outcome = await pending.outcome;
        if ('status' in outcome) answeredBeforeAbort++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT }, client));
    const abortSeconds = (performance.now() - started) / 1000;
    const settleStarted = performance.now();
    // Done when nothing is open or left for a whole second: a late request may still make and drop a file.
    let quietSince = 0;
    const settled = await waitFor(async () => {
      const busy =
        (await openFilesUnder(pid, [storageDir, tmpDir])).length > 0 ||
        (await filesUnder(storageDir)).length > 0 ||
        (await filesUnder(tmpDir)).length > 0;
      if (busy) quietSince = 0;
      else quietSince ||= performance.now();
      return quietSince > 0 && performance.now() - quietSince >= 1_000;
    }, 15_000);
    const settleSeconds = ((quietSince || performance.now()) - settleStarted) / 1000;
    const open = await openFilesUnder(pid, [storageDir, tmpDir]);
    const stored = await storedState(databaseUrl, 'Audit aborts', storageDir, [tmpDir]);
    const rssAfter = await residentMb(pid);
    console.log(
      `  ${UPLOADS} aborted in ${abortSeconds.toFixed(1)} s (${(UPLOADS / abortSeconds).toFixed(0)}/s); ${answeredBeforeAbort} were answered before the client went away; cleanup done ${settleSeconds.toFixed(2)} s after the last abort`,
    );
    console.log(
      `  server resident memory ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`,
    );
    check(SCENARIO, 'the server is still running', server.exitCode === null, `exit code ${server.exitCode}`);
    check(
      SCENARIO,
      'files held open under the storage and temp folders',
      open.length === 0,
      String(open.length),
    );
    check(
      SCENARIO,
      'no temporary file, no track row',
      stored.consistent && stored.tracks === 0,
      stored.summary,
    );
    check(SCENARIO, 'cleaned up within 15 s', settled, `${settleSeconds.toFixed(2)} s`);
    const after = await upload(port, token, 'rest', makeWav({ seconds: 2 }));
    check(
      SCENARIO,
      'an upload succeeds afterwards',
      uploadSucceeded('rest', after),
      'status' in after ? String(after.status) : after.error,
    );
    checkNoInternalErrors(SCENARIO, logFile);
  } finally {
    await stopServer(server);
  }
}

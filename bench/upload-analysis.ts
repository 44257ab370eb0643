/**
 * Issue 32's two figures for the analysis at upload, against the built server in its own process
 * (`npm run build` first) on a scratch database:
 * - how long after a 3.5-minute 44.1 kHz stereo WAV's upload answers its analysis is DONE (target:
 *   within 5 s);
 * - the server's event-loop delay (bench/event-loop-probe.cjs, preloaded: p99 and max) while a
 *   10-minute WAV is analysed, and while a second copy is analysed and matched against the first,
 *   against the same measure over an idle stretch of the same run (target: p99 under 20 ms).
 * Uploads go over REST POST /tracks; the analysis is read over GraphQL every 100 ms. Run by hand:
 *   npm run build && npm run bench:upload-analysis -w server
 */

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeWav } from '../server/src/test/audio-encoders.js';
import { synthPiece } from '../server/src/test/synth-pieces.js';
import { trackDetails } from '../server/src/test/uploads.js';
import { freePort, requireBuiltServer, startBuiltServer, stopServer } from './built-server.js';
import { createScratchDatabase } from './scratch-database.js';

const RATE = 44_100;
const round = (value: number) => value.toFixed(1);

/** A WAV of `seconds`, a 10 s synthesized piece repeated (16-bit stereo). */
function longWav(seconds: number): Buffer {
  const piece = encodeWav(synthPiece(9, { seconds: 10, sampleRate: RATE, channels: 2 }), RATE, { bits: 16 });
  const samples = piece.subarray(44);
  const times = Math.ceil(seconds / 10);
  const header = Buffer.from(piece.subarray(0, 44));
  header.writeUInt32LE(36 + samples.length * times, 4);
  header.writeUInt32LE(samples.length * times, 40);
  return Buffer.concat([header, ...Array.from({ length: times }, () => samples)]);
}

interface Probe {
  p99: number;
  max: number;
}

class Bench {
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly server: ChildProcess,
    private readonly probeFile: string,
  ) {}

  async upload(bytes: Buffer, title: string): Promise<string> {
    const form = new FormData();
    form.append('track', new Blob([bytes]), `${title}.wav`);
    for (const [name, value] of Object.entries({ ...trackDetails(), title }))
      form.append(name, String(value));
    const response = await fetch(`${this.url}/tracks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  /** Milliseconds until the track's analysis is no longer PENDING, and its status then. */
  async analysed(trackId: string): Promise<{ ms: number; status: string }> {
    const started = performance.now();
    for (;;) {
      const response = await fetch(`${this.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
        body: JSON.stringify({
          query: `{ track(id: "${trackId}") { analysis { status } duplicates { id } } }`,
        }),
      });
      const { data } = (await response.json()) as { data: { track: { analysis: { status: string } } } };
      if (data.track.analysis.status !== 'PENDING')
        return { ms: performance.now() - started, status: data.track.analysis.status };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The server's event-loop delay since the last reading (the probe starts afresh). */
  async loopDelay(): Promise<Probe> {
    await fs.rm(this.probeFile, { force: true });
    this.server.kill('SIGUSR2');
    for (let tries = 0; tries < 100; tries++) {
      const text = await fs.readFile(this.probeFile, 'utf8').catch(() => '');
      if (text) return JSON.parse(text) as Probe;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The event-loop probe did not answer');
  }
}

requireBuiltServer();
const scratch = await createScratchDatabase();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-bench-analysis-'));
const probeFile = path.join(dataDir, 'loop.json');
const port = await freePort();
const server = await startBuiltServer({
  databaseUrl: scratch.url,
  port,
  dataDir,
  env: { LOOP_PROBE_FILE: probeFile, STORAGE_DIR: path.join(dataDir, 'storage') },
  nodeArgs: ['--require', path.resolve(import.meta.dirname, 'event-loop-probe.cjs')],
});
try {
  const url = `http://127.0.0.1:${port}`;
  const registered = await fetch(`${url}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark password', artistName: 'Bench' }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const bench = new Bench(url, accessToken, server, probeFile);

  // The pool's thread starts with the first job: a short upload first, so no figure below pays for it.
  await bench.analysed(await bench.upload(longWav(10), 'Warm-up'));
  const track = longWav(210);
  const threeAndAHalf = await bench.analysed(await bench.upload(track, 'Three and a half minutes'));
  console.log(
    `3.5-minute WAV (${Math.round(track.length / 2 ** 20)} MB): analysis ${threeAndAHalf.status} ` +
      `${round(threeAndAHalf.ms / 1000)} s after the upload answered (target: within 5 s)`,
  );

  const tenMinutes = longWav(600);
  const firstId = await bench.upload(tenMinutes, 'Ten minutes');
  await bench.loopDelay();
  const first = await bench.analysed(firstId);
  const whileFirst = await bench.loopDelay();
  const secondId = await bench.upload(tenMinutes, 'Ten minutes again');
  await bench.loopDelay();
  const second = await bench.analysed(secondId);
  const whileSecond = await bench.loopDelay();
  // The same polling with nothing to analyse: the idle baseline.
  await bench.loopDelay();
  const idleStarted = performance.now();
  while (performance.now() - idleStarted < 5_000) await bench.analysed(firstId);
  const idle = await bench.loopDelay();

  console.log(
    `server event-loop delay (p99 / max), polled every 100 ms with nothing to analyse: ${round(idle.p99)} / ${round(idle.max)} ms`,
  );
  for (const [label, run, reading] of [
    ['a 10-minute WAV is analysed', first, whileFirst],
    ['its copy is analysed and matched', second, whileSecond],
  ] as const) {
    console.log(
      `  while ${label} (${round(run.ms / 1000)} s): ${round(reading.p99)} / ${round(reading.max)} ms, ` +
        `p99 ${round(reading.p99 / idle.p99)}x idle (target: p99 under 20 ms)`,
    );
  }
} finally {
  await stopServer(server);
  await scratch.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

/**
 * Peak memory growth of the server while it receives a 200 MB WAV upload (target: under 64 MB),
 * against a 1 MB upload as the baseline in the same run. Starts the built server (npm run build first)
 * on a scratch database, streams a generated WAV to POST /tracks (never held whole in memory here
 * either), and reads the server's peak RSS (VmHWM) from /proc. Run by hand:
 *   npm run build && npm run bench:upload-memory -w server      (Linux only: reads /proc)
 * BENCH_DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/postgres; UPLOAD_MB to 200.
 */

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { wavHeader } from '../server/src/test/audio-fixtures.js';
import { startNodeFlags } from '../tests/support/start-flags.js';
import { createScratchDatabase } from './scratch-database.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const UPLOAD_MB = Number(process.env.UPLOAD_MB ?? 200);
/** A WAV of `megabytes` of 16-bit mono noise, produced chunk by chunk. */
function wavStream(megabytes: number): { stream: Readable; size: number } {
  const dataLength = megabytes * 1024 * 1024;
  const header = wavHeader(dataLength, { sampleRate: 44100, channels: 1 });
  const chunk = randomBytes(256 * 1024);
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) this.push(header);
      if (sent >= dataLength) return this.push(null);
      const size = Math.min(chunk.length, dataLength - sent);
      sent += size;
      this.push(chunk.subarray(0, size));
    },
  });
  return { stream, size: 44 + dataLength };
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function upload(url: string, token: string, megabytes: number): Promise<number> {
  const { stream, size } = wavStream(megabytes);
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = { title: 'Bench', artist: 'Bench', bpm: '120', key: 'C', genre: 'Bench' };
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="track"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(
    `\r\n${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('')}--${boundary}--\r\n`,
  );
  const body = Readable.from(
    (async function* () {
      yield head;
      for await (const part of stream) yield part as Buffer;
      yield tail;
    })(),
  );
  const response = await fetch(`${url}/tracks`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return size;
}

const scratch = await createScratchDatabase();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-bench-'));
const server = spawn(process.execPath, [...startNodeFlags(), path.join(ROOT, 'server/dist/main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    PORT: '0',
    MAX_UPLOAD_MB: '400',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const url = await new Promise<string>((resolve) => {
    let output = '';
    server.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const registered = await fetch(`${url}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark password', artistName: 'Bench' }),
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const pid = server.pid ?? 0;

  const beforeBaseline = await peakRssMb(pid);
  await upload(url, accessToken, 1);
  const afterBaseline = await peakRssMb(pid);
  const started = Date.now();
  await upload(url, accessToken, UPLOAD_MB);
  const seconds = (Date.now() - started) / 1000;
  const afterLarge = await peakRssMb(pid);

  const baselineGrowth = afterBaseline - beforeBaseline;
  const largeGrowth = afterLarge - afterBaseline;
  console.log(`server peak RSS before: ${beforeBaseline.toFixed(1)} MB`);
  console.log(`1 MB upload (baseline): peak grew ${baselineGrowth.toFixed(1)} MB`);
  console.log(
    `${UPLOAD_MB} MB upload: peak grew a further ${largeGrowth.toFixed(1)} MB in ${seconds.toFixed(1)} s (target < 64 MB)`,
  );
  console.log(
    `ratio of peak growth to file size: ${(largeGrowth / UPLOAD_MB).toFixed(3)} (1.000 would mean the file was held whole)`,
  );
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  await scratch.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

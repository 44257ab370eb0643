/**
 * Upload throughput of the app against what the machine allows, in one run (target: the app at least
 * half the minimal receiver's MB/s). A 190 MB 16-bit stereo PCM WAV is generated on disk (written
 * chunk by chunk, never held whole), then, each round: (b) the file copied on disk (fs.copyFile and a
 * stream copy), (a) the file POSTed as multipart to a minimal receiver (bare node:http and busboy
 * writing it to disk, nothing else), and the file POSTed to the real app's REST `POST /tracks` (in this
 * process, on a scratch database). The app's steps are timed through its opt-in timing channel
 * (modules/audio/upload-timing.ts) and printed as a table of medians. Run by hand:
 *   npm run audit:upload
 * BENCH_DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/postgres; UPLOAD_MB to 190,
 * ROUNDS to 5. MB here are MiB (2^20 bytes), as MAX_UPLOAD_MB counts them.
 */

import { randomBytes } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { UploadStep, UploadStepTiming } from '../server/src/modules/audio/upload-timing.js';
import { wavHeader } from '../server/src/test/audio-fixtures.js';
import { median } from './scratch-database.js';
import { withSignedInApp } from './signed-in-app.js';

const MB = 1024 * 1024;
const UPLOAD_MB = Number(process.env.UPLOAD_MB ?? 190);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SAMPLE_RATE = 44100;
const CHANNELS = 2;

/** Writes a 16-bit stereo PCM WAV of about `megabytes` (a swept tone under a slow envelope). */
async function writeWav(filePath: string, megabytes: number): Promise<number> {
  const blockAlign = CHANNELS * 2;
  const frames = Math.floor((megabytes * MB - 44) / blockAlign);
  const dataLength = frames * blockAlign;
  const header = wavHeader(dataLength, { sampleRate: SAMPLE_RATE, channels: CHANNELS });
  const framesPerChunk = 1 << 18;
  async function* chunks() {
    yield header;
    for (let first = 0; first < frames; first += framesPerChunk) {
      const count = Math.min(framesPerChunk, frames - first);
      const samples = new Int16Array(count * CHANNELS);
      for (let i = 0; i < count; i++) {
        const t = (first + i) / SAMPLE_RATE;
        const envelope = 0.2 + 0.7 * Math.abs(Math.sin(t / 7));
        const value = Math.sin(2 * Math.PI * (220 + 40 * Math.sin(t)) * t) * envelope * 32767;
        samples[i * 2] = Math.round(value);
        samples[i * 2 + 1] = Math.round(value * 0.8);
      }
      yield Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    }
  }
  await pipeline(Readable.from(chunks()), fs.createWriteStream(filePath));
  return 44 + dataLength;
}

const FIELDS = { title: 'Audit', artist: 'Audit', bpm: '120', key: 'C', genre: 'Audit' };

/** POSTs the file as the upload form does (track first, then the fields), streamed from disk. */
async function postUpload(url: string, filePath: string, size: number, token?: string): Promise<number> {
  const boundary = `----audit${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="track"; filename="audit.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const fields = Object.entries(FIELDS).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const tail = Buffer.from(`\r\n${fields.join('')}--${boundary}--\r\n`);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  async function* body() {
    yield head;
    yield* fs.createReadStream(filePath, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  await pipeline(Readable.from(body()), request);
  const response = await answered;
  let text = '';
  for await (const chunk of response) text += chunk;
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${text}`);
  return response.statusCode;
}

/** (a) The least a Node server can do: busboy streaming the file part to disk, nothing else. */
async function startMinimalReceiver(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const parser = busboy({ headers: req.headers });
    let written: Promise<void> = Promise.resolve();
    parser.on('file', (_name, stream) => {
      written = pipeline(stream, fs.createWriteStream(target));
    });
    parser.on('close', () => {
      written.then(
        () => res.writeHead(201).end('{}'),
        (error: Error) => res.writeHead(500).end(error.message),
      );
    });
    req.pipe(parser);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tracks`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** CPU time (user + system, ms) this process spent: on a busy machine steadier than wall time. */
const cpu = { minimal: [] as number[], app: [] as number[] };

async function timed(run: () => Promise<unknown>, cpuSamples?: number[]): Promise<number> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpuBefore);
  cpuSamples?.push((used.user + used.system) / 1000);
  return performance.now() - started;
}

const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'backline-upload-audit-'));
const storageDir = path.join(work, 'storage');
try {
  const source = path.join(work, 'source.wav');
  const size = await writeWav(source, UPLOAD_MB);
  const copyTarget = path.join(work, 'copy.wav');
  const minimalTarget = path.join(work, 'minimal.wav');
  const minimal = await startMinimalReceiver(minimalTarget);

  const steps = new Map<UploadStep, number[]>();
  let roundSteps = new Map<UploadStep, number>();
  /** Per round: the upload's time outside the timed steps. */
  const rest: number[] = [];
  const onStep = (message: unknown) => {
    const { step, ms } = message as UploadStepTiming;
    roundSteps.set(step, (roundSteps.get(step) ?? 0) + ms);
  };
  const samples = {
    copyFile: [] as number[],
    streamCopy: [] as number[],
    minimal: [] as number[],
    app: [] as number[],
  };

  await withSignedInApp(
    async ({ url, accessToken }) => {
      diagnosticsChannel.subscribe('backline:upload-step', onStep);
      const appUpload = () => postUpload(`${url}/tracks`, source, size, accessToken);
      // One warm-up of each, not counted: the first upload pays for loading modules and JIT.
      await postUpload(minimal.url, source, size);
      await appUpload();
      for (let round = 0; round < ROUNDS; round++) {
        samples.copyFile.push(await timed(() => fsp.copyFile(source, copyTarget)));
        await fsp.rm(copyTarget);
        samples.streamCopy.push(
          await timed(() => pipeline(fs.createReadStream(source), fs.createWriteStream(copyTarget))),
        );
        await fsp.rm(copyTarget);
        samples.minimal.push(await timed(() => postUpload(minimal.url, source, size), cpu.minimal));
        await fsp.rm(minimalTarget);
        roundSteps = new Map();
        samples.app.push(await timed(appUpload, cpu.app));
        const appMs = samples.app[samples.app.length - 1] ?? 0;
        let accounted = 0;
        for (const [step, ms] of roundSteps) {
          steps.set(step, [...(steps.get(step) ?? []), ms]);
          if (step !== 'hash' && step !== 'stream-peaks') accounted += ms;
        }
        rest.push(appMs - accounted);
        await fsp.rm(path.join(storageDir, 'objects'), { recursive: true, force: true });
        process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
      }
      diagnosticsChannel.unsubscribe('backline:upload-step', onStep);
    },
    { MAX_UPLOAD_MB: String(Math.max(200, UPLOAD_MB + 10)), STORAGE_DIR: storageDir },
  );
  await minimal.close();

  const sizeMb = size / MB;
  const rate = (ms: number) => sizeMb / (ms / 1000);
  const medians = {
    copyFile: median(samples.copyFile),
    streamCopy: median(samples.streamCopy),
    minimal: median(samples.minimal),
    app: median(samples.app),
  };
  console.log(`\n${sizeMb.toFixed(1)} MB WAV, ${ROUNDS} rounds, medians (MB = 2^20 bytes)`);
  const rows: [string, number][] = [
    ['disk copy, fs.copyFile', medians.copyFile],
    ['disk copy, read stream -> write stream', medians.streamCopy],
    ['(a) minimal receiver (node:http + busboy -> file)', medians.minimal],
    ['app, REST POST /tracks', medians.app],
  ];
  for (const [name, ms] of rows)
    console.log(
      `  ${name.padEnd(52)} ${ms.toFixed(0).padStart(7)} ms ${rate(ms).toFixed(1).padStart(8)} MB/s`,
    );
  console.log(`app / minimal receiver: ${(medians.minimal / medians.app).toFixed(2)} (target >= 0.5)`);
  console.log(
    `app / disk copy: ${(medians.copyFile / medians.app).toFixed(3)} (fs.copyFile), ${(medians.streamCopy / medians.app).toFixed(3)} (stream copy)`,
  );
  console.log(
    `process CPU per upload (both ends of the connection): minimal receiver ${median(cpu.minimal).toFixed(0)} ms, app ${median(cpu.app).toFixed(0)} ms`,
  );
  console.log(
    `minimal receiver / disk copy: ${(medians.copyFile / medians.minimal).toFixed(3)} (fs.copyFile), ${(medians.streamCopy / medians.minimal).toFixed(3)} (stream copy)`,
  );

  const stepMedian = (step: UploadStep) => median(steps.get(step) ?? [0]);
  const profile: [string, UploadStep][] = [
    ['receiving + writing the temporary file', 'receive'],
    ['  of which SHA-256 while streaming', 'hash'],
    ['  of which WAV peaks while streaming', 'stream-peaks'],
    ['format sniffing', 'sniff'],
    ['metadata / facts (music-metadata)', 'facts'],
    ['waveform peaks (after receiving)', 'peaks'],
    ['database insert (idempotent transaction)', 'database'],
    ['promotion (rename into storage)', 'promote'],
  ];
  console.log('\nwhere the app spends one upload (medians of the steps; shares of the median upload):');
  for (const [name, step] of profile) {
    const ms = stepMedian(step);
    console.log(
      `  ${name.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / medians.app).toFixed(1).padStart(6)} %`,
    );
  }
  const restMs = median(rest);
  console.log(
    `  ${'the rest (HTTP, auth, multipart, answer)'.padEnd(44)} ${restMs.toFixed(1).padStart(8)} ms ${((100 * restMs) / medians.app).toFixed(1).padStart(6)} %`,
  );
} finally {
  await fsp.rm(work, { recursive: true, force: true });
}

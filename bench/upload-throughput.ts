/**
 * Upload throughput of the app against what the machine allows, measured as issue 28 measured it: the
 * built server (`npm run build` first) in its own process on a scratch database, a minimal streaming
 * receiver in its own process, the upload sent from this process, and a plain copy of the same file.
 * A 190 MB 16-bit stereo PCM WAV is generated on disk (written chunk by chunk, never held whole), then,
 * each round, interleaved: the file copied on disk (fs.copyFile, and a read stream piped to a write
 * stream), the file POSTed as multipart to the minimal receiver (bin: bench/upload-minimal-receiver.mjs,
 * node:http and busboy writing it to disk, nothing else), and the file POSTed to the app's REST
 * `POST /tracks`. Medians, ratios to the copy, each server's CPU per upload (all its threads, from
 * /proc), and where the app's time goes (its opt-in timing channel, recorded in the server process by
 * bench/upload-step-recorder.mjs). Run by hand (Linux: reads /proc):
 *   npm run build -w server && npm run audit:upload
 * BENCH_DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/postgres; UPLOAD_MB to 190,
 * ROUNDS to 5; PROFILE=dir writes a CPU profile of the app's server (node --cpu-prof) into dir.
 * MB here are MiB (2^20 bytes), as MAX_UPLOAD_MB counts them.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadStep, UploadStepTiming } from '../server/src/modules/audio/upload-timing.js';
import { wavHeader } from '../server/src/test/audio-fixtures.js';
import { freePort, requireBuiltServer, startBuiltServer, stopServer } from './built-server.js';
import { createScratchDatabase, median } from './scratch-database.js';

const MB = 1024 * 1024;
const UPLOAD_MB = Number(process.env.UPLOAD_MB ?? 190);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SAMPLE_RATE = 44100;
const CHANNELS = 2;
const STEP_RECORDER = path.resolve(import.meta.dirname, 'upload-step-recorder.mjs');
const MINIMAL_RECEIVER = path.resolve(import.meta.dirname, 'upload-minimal-receiver.mjs');

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
async function postUpload(url: string, filePath: string, size: number, token?: string): Promise<void> {
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
}

/** Starts the minimal receiver in its own process; resolves its address once it listens. */
async function startMinimalReceiver(target: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [MINIMAL_RECEIVER, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout as Readable, 'data')) as [Buffer];
  return { child, url: `http://127.0.0.1:${line.toString().trim()}/tracks` };
}

/**
 * CPU time so far of every thread of a process and of its main thread (the one requests run on), in
 * ms (/proc/<pid>/task/<tid>/schedstat, in ns).
 */
function processCpuMs(pid: number): { all: number; main: number } {
  let ns = 0;
  let main = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const used = Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    ns += used;
    if (task === String(pid)) main = used;
  }
  return { all: ns / 1e6, main: main / 1e6 };
}

/** Busy and total CPU ticks of the whole machine so far (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const ticks = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** Wall time of `run` (ms); pushes the CPU the server `pid` and this process spent meanwhile. */
interface CpuSamples {
  pid: number;
  server: number[];
  mainThread: number[];
  client: number[];
}

async function timed(run: () => Promise<unknown>, cpu?: CpuSamples) {
  const serverBefore = cpu ? processCpuMs(cpu.pid) : { all: 0, main: 0 };
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  if (cpu) {
    const serverAfter = processCpuMs(cpu.pid);
    cpu.server.push(serverAfter.all - serverBefore.all);
    cpu.mainThread.push(serverAfter.main - serverBefore.main);
    const client = process.cpuUsage(clientBefore);
    cpu.client.push((client.user + client.system) / 1000);
  }
  return ms;
}

async function register(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark password', artistName: 'Bench' }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

function readSteps(file: string): Map<UploadStep, number> {
  const steps = new Map<UploadStep, number>();
  if (!fs.existsSync(file)) return steps;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const { step, ms } = JSON.parse(line) as UploadStepTiming;
    steps.set(step, (steps.get(step) ?? 0) + ms);
  }
  fs.rmSync(file);
  return steps;
}

requireBuiltServer();
const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'backline-upload-audit-'));
const storageDir = path.join(work, 'storage');
const stepsFile = path.join(work, 'steps.jsonl');
const scratch = await createScratchDatabase();
let app: ChildProcess | undefined;
let minimal: ChildProcess | undefined;
try {
  const source = path.join(work, 'source.wav');
  const size = await writeWav(source, UPLOAD_MB);
  const copyTarget = path.join(work, 'copy.wav');
  const minimalTarget = path.join(work, 'minimal.wav');
  const receiver = await startMinimalReceiver(minimalTarget);
  minimal = receiver.child;
  const port = await freePort();
  const profile = process.env.PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE)}`]
    : [];
  app = await startBuiltServer({
    databaseUrl: scratch.url,
    port,
    dataDir: work,
    nodeArgs: ['--import', STEP_RECORDER, ...profile],
    env: {
      STORAGE_DIR: storageDir,
      MAX_UPLOAD_MB: String(Math.max(200, UPLOAD_MB + 10)),
      UPLOAD_STEPS_FILE: stepsFile,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const token = await register(baseUrl);
  const appUpload = () => postUpload(`${baseUrl}/tracks`, source, size, token);

  const samples = {
    copyFile: [] as number[],
    streamCopy: [] as number[],
    minimal: [] as number[],
    app: [] as number[],
  };
  const cpuOf = (pid: number): CpuSamples => ({ pid, server: [], mainThread: [], client: [] });
  const cpu = { minimal: cpuOf(minimal.pid as number), app: cpuOf(app.pid as number) };
  const steps = new Map<UploadStep, number[]>();
  const rest: number[] = [];
  const loadBefore = os.loadavg();
  const ticksBefore = machineTicks();

  // One warm-up of each, not counted: the first upload pays for loading modules and JIT.
  await postUpload(receiver.url, source, size);
  await appUpload();
  readSteps(stepsFile);
  for (let round = 0; round < ROUNDS; round++) {
    samples.copyFile.push(await timed(() => fsp.copyFile(source, copyTarget)));
    await fsp.rm(copyTarget);
    samples.streamCopy.push(
      await timed(() => pipeline(fs.createReadStream(source), fs.createWriteStream(copyTarget))),
    );
    await fsp.rm(copyTarget);
    samples.minimal.push(await timed(() => postUpload(receiver.url, source, size), cpu.minimal));
    await fsp.rm(minimalTarget);
    const appMs = await timed(appUpload, cpu.app);
    samples.app.push(appMs);
    let accounted = 0;
    for (const [step, ms] of readSteps(stepsFile)) {
      steps.set(step, [...(steps.get(step) ?? []), ms]);
      if (step !== 'hash' && step !== 'stream-peaks') accounted += ms;
    }
    rest.push(appMs - accounted);
    await fsp.rm(path.join(storageDir, 'objects'), { recursive: true, force: true });
    process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
  }
  const ticksAfter = machineTicks();
  const loadAfter = os.loadavg();

  const sizeMb = size / MB;
  const rate = (ms: number) => sizeMb / (ms / 1000);
  const medians = {
    copyFile: median(samples.copyFile),
    streamCopy: median(samples.streamCopy),
    minimal: median(samples.minimal),
    app: median(samples.app),
  };
  const busy = (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total);
  console.log(`\n${sizeMb.toFixed(1)} MB WAV, ${ROUNDS} interleaved rounds, medians (MB = 2^20 bytes)`);
  console.log(
    `machine: load average ${loadBefore[0]?.toFixed(1)} before, ${loadAfter[0]?.toFixed(1)} after, on ${os.cpus().length} cores; ${(100 * busy).toFixed(0)}% busy during the rounds`,
  );
  const rows: [string, number, number[]][] = [
    ['plain copy, fs.copyFile', medians.copyFile, samples.copyFile],
    ['plain copy, read stream -> write stream', medians.streamCopy, samples.streamCopy],
    ['minimal streaming receiver (own process)', medians.minimal, samples.minimal],
    ['app, REST POST /tracks (own process)', medians.app, samples.app],
  ];
  for (const [name, ms, all] of rows)
    console.log(
      `  ${name.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms ${rate(ms).toFixed(1).padStart(8)} MB/s   (${all.map((value) => value.toFixed(0)).join(', ')})`,
    );
  const ratio = (ms: number) => medians.copyFile / ms;
  console.log(`app / fs.copyFile: ${ratio(medians.app).toFixed(3)} (issue 28's target: >= 0.15)`);
  console.log(`minimal receiver / fs.copyFile: ${ratio(medians.minimal).toFixed(3)}`);
  console.log(`app / minimal receiver: ${(medians.minimal / medians.app).toFixed(2)}`);
  console.log(
    `server CPU per upload, all threads (main thread): minimal receiver ${median(cpu.minimal.server).toFixed(0)} ms (${median(cpu.minimal.mainThread).toFixed(0)}), app ${median(cpu.app.server).toFixed(0)} ms (${median(cpu.app.mainThread).toFixed(0)}); the sending client ${median(cpu.app.client).toFixed(0)} ms`,
  );

  const stepMedian = (step: UploadStep) => median(steps.get(step) ?? [0]);
  const stepRows: [string, UploadStep][] = [
    ['receiving + writing the temporary file', 'receive'],
    ['  of which SHA-256 while streaming', 'hash'],
    ['  of which WAV peaks while streaming', 'stream-peaks'],
    ['format sniffing', 'sniff'],
    ['metadata / facts (music-metadata)', 'facts'],
    ['waveform peaks (after receiving)', 'peaks'],
    ['database insert (idempotent transaction)', 'database'],
    ['promotion (rename into storage)', 'promote'],
  ];
  console.log(
    '\nwhere the app spends one upload (wall time, medians of the steps; shares of the median upload):',
  );
  for (const [name, step] of stepRows) {
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
  if (app) await stopServer(app);
  if (minimal) await stopServer(minimal);
  await scratch.drop();
  await fsp.rm(work, { recursive: true, force: true });
}

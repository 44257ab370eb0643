import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { FINGERPRINT_AUDIO, fingerprintOf, sameRecording } from '@backline/sound-analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3, encodeWav } from '../../test/audio-encoders.js';
import { synthPiece } from '../../test/synth-pieces.js';
import { AnalysisPool, AudioAnalysisError } from './analysis-pool.js';
import { decodeStoredAudio } from './decode-audio.js';
import { keyCase } from './key-test-set.js';
import { tempoCase } from './tempo-test-set.js';
import { sineTone } from './test-signal-tools.js';

/** Seconds of work on an idle machine; several times that while other suites share its two cores. */
const CPU_BOUND = { timeout: 120_000 };

const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '../../..');
const BUILT_POOL = path.join(SERVER, 'dist/modules/audio-analysis/analysis-pool.js');

let root: string;
let wav: string;
let mp3: string;
const pool = new AnalysisPool();

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-analysis-pool-'));
  wav = path.join(root, 'piece.wav');
  mp3 = path.join(root, 'piece.mp3');
  await fs.writeFile(
    wav,
    encodeWav(synthPiece(5, { seconds: 8, sampleRate: 44100, channels: 2 }), 44100, { bits: 16 }),
  );
  await fs.writeFile(mp3, encodeMp3(synthPiece(5, { seconds: 8, sampleRate: 22050 }), 22050));
});
afterAll(async () => {
  await pool.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** A 16-bit stereo 44.1 kHz WAV of `minutes`, the same 10 s piece over and over (106 MB for 10). */
async function storeLongWav(minutes: number): Promise<string> {
  const piece = encodeWav(synthPiece(9, { seconds: 10, sampleRate: 44100, channels: 2 }), 44100, {
    bits: 16,
  });
  const samples = piece.subarray(44);
  const header = Buffer.from(piece.subarray(0, 44));
  const dataLength = samples.length * minutes * 6;
  header.writeUInt32LE(36 + dataLength, 4);
  header.writeUInt32LE(dataLength, 40);
  const filePath = path.join(root, `${minutes}-minutes.wav`);
  const handle = await fs.open(filePath, 'w');
  await handle.write(header);
  for (let i = 0; i < minutes * 6; i++) await handle.write(samples);
  await handle.close();
  return filePath;
}

/** How late a 10 ms timer on this thread ran, at worst and at the 99th percentile, while `work` ran. */
async function eventLoopDelay<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const result = await work();
  delay.disable();
  return { result, maxMs: Math.round(delay.max / 1e6), p99Ms: Math.round(delay.percentile(99) / 1e6) };
}

describe('AnalysisPool', () => {
  it('analyses a WAV and an MP3 on a worker thread, as the same recording', CPU_BOUND, async () => {
    const [fromWav, fromMp3] = await Promise.all([pool.analyse(wav, 'WAV'), pool.analyse(mp3, 'MP3')]);
    expect(fromWav.durationSeconds).toBeCloseTo(8, 3);
    expect(fromMp3.durationSeconds).toBeGreaterThan(8);
    expect(fromMp3.durationSeconds).toBeLessThan(8.1);
    expect(fromWav.fingerprint).toBe(fingerprintOf(await decodeStoredAudio(wav, 'WAV', FINGERPRINT_AUDIO)));
    expect(sameRecording(fromWav.fingerprint, fromMp3.fingerprint).match).toBe(true);
  });

  it('keeps the event loop free while a one-minute WAV is analysed', CPU_BOUND, async () => {
    const long = await storeLongWav(1);
    // The same timer with the pool idle, logged beside the busy figure: on a machine that other work
    // keeps busy, timers run late whatever this thread does (bench/audio-decode.ts measures it).
    const idle = await eventLoopDelay(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    let peakRss = 0;
    let ticks = 0;
    const sampler = setInterval(() => {
      ticks += 1;
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 20);
    const rssBefore = process.memoryUsage.rss();
    const started = performance.now();
    const busy = await eventLoopDelay(() => pool.analyse(long, 'WAV'));
    clearInterval(sampler);
    console.log(
      `analysis pool, one-minute 44.1 kHz stereo WAV: ${Math.round(performance.now() - started)} ms; main thread's ` +
        `event-loop delay max ${busy.maxMs} ms, p99 ${busy.p99Ms} ms (pool idle: max ${idle.maxMs} ms); ` +
        `process RSS ${Math.round(rssBefore / 2 ** 20)} MB before, peak ${Math.round(peakRss / 2 ** 20)} MB`,
    );
    expect(busy.result.durationSeconds).toBeCloseTo(60, 2);
    // The main thread kept running its timers while the job ran: had the analysis run here, the
    // 20 ms timer would have fired once or twice in all (a count, not a speed: the job takes half a second or more).
    expect(ticks).toBeGreaterThan(5);
  });

  it('measures key, tempo and loudness on the worker, each from the audio it needs', CPU_BOUND, async () => {
    const store = async (name: string, channels: Float32Array[], sampleRate: number) => {
      const filePath = path.join(root, name);
      await fs.writeFile(filePath, encodeWav(channels, sampleRate, { bits: 16 }));
      return filePath;
    };
    const phrase = keyCase(9, 'minor', 0, 'piano', 22050, 8);
    const loop = tempoCase('rock', 128, 22050, 10);
    const tone = sineTone(44100, 10, -23, 1000);
    const [inAMinor, at128, at23] = await Promise.all([
      store('a-minor.wav', phrase.audio.channels, 22050),
      store('rock-128.wav', loop.audio.channels, 22050),
      store('tone.wav', [tone, tone], 44100),
    ]);
    const [key, tempo, loudness] = await Promise.all([
      pool.analyse(inAMinor, 'WAV'),
      pool.analyse(at128, 'WAV'),
      pool.analyse(at23, 'WAV'),
    ]);
    expect(key.key.key).toBe('A minor');
    expect(tempo.tempo.bpm).toBeGreaterThan(128 * 0.98);
    expect(tempo.tempo.bpm).toBeLessThan(128 * 1.02);
    // EBU Tech 3341's first case: a 1 kHz sine at -23 dBFS on both channels reads -23.0 LUFS.
    expect(loudness.loudness.integratedLufs).toBeCloseTo(-23, 1);
    expect(loudness.loudness.truePeakDbtp).toBeCloseTo(-23, 0);
  });

  it('fails a hostile file with the reason, and goes on with the next job', async () => {
    const hostile = path.join(root, 'hostile.mp3');
    await fs.writeFile(hostile, Buffer.concat([Buffer.from('ID3'), Buffer.alloc(5000, 0xff)]));
    const failure = await pool.analyse(hostile, 'MP3').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AudioAnalysisError);
    expect((failure as Error).message).toMatch(/^Analysing hostile\.mp3 failed: Unreadable audio: /);
    expect((await pool.analyse(wav, 'WAV')).durationSeconds).toBeCloseTo(8, 3);
  });

  it('fails a job whose thread exits, crashes or hangs, and goes on with the next', async () => {
    const workerFile = new URL('../../test/analysis-worker-with-faults.ts', import.meta.url);
    // Two threads, so that the failures take the time of the slower; the default time limit leaves a
    // TypeScript thread (started with swc, 1-3 s here) time to start. A second pool runs out of time.
    const faulty = new AnalysisPool({ maxThreads: 2, workerFile });
    const impatient = new AnalysisPool({ jobTimeoutMs: 1000, workerFile });
    try {
      const [exited, crashed, hung] = await Promise.all([
        faulty.analyse('exit', 'WAV').catch((error: Error) => error.message),
        faulty.analyse('crash', 'WAV').catch((error: Error) => error.message),
        impatient.analyse('hang', 'WAV').catch((error: Error) => error.message),
      ]);
      expect(exited).toBe('Analysing exit failed: its thread stopped (worker exited with code: 3)');
      expect(crashed).toBe('Analysing crash failed: a bug outside any job');
      expect(hung).toBe('Analysing hang failed: it ran past 1 s and was stopped');
      expect((await faulty.analyse(wav, 'WAV')).durationSeconds).toBeCloseTo(8, 3);
    } finally {
      await Promise.all([faulty.close(), impatient.close()]);
    }
  });
});

describe('the analysis worker outside vitest', () => {
  /** Runs `node [flags] -e` importing the pool module at `poolPath` and analysing the test WAV. */
  async function analyseInNode(flags: string[], poolPath: string) {
    const script = `const { AnalysisPool } = await import(${JSON.stringify(poolPath)});
      const pool = new AnalysisPool();
      console.log(JSON.stringify(await pool.analyse(${JSON.stringify(wav)}, 'WAV')));
      await pool.close();`;
    const { stdout } = await run(process.execPath, [...flags, '--input-type=module', '-e', script], {
      cwd: SERVER,
    });
    return JSON.parse(stdout);
  }

  it(
    'runs built (npm start: server/dist) and from the sources (npm run dev: swc-node)',
    CPU_BOUND,
    async () => {
      await fs.access(BUILT_POOL).catch(() => {
        throw new Error(
          `${BUILT_POOL} is missing: \`npm test\` builds first; run \`npm run build -w server\`.`,
        );
      });
      const expected = await pool.analyse(wav, 'WAV');
      const [built, dev] = await Promise.all([
        analyseInNode([], BUILT_POOL),
        analyseInNode(
          ['--import', '@swc-node/register/esm-register'],
          path.join(SERVER, 'src/modules/audio-analysis/analysis-pool.ts'),
        ),
      ]);
      expect(built).toEqual(expected);
      expect(dev).toEqual(expected);
    },
  );
});

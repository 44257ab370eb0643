/**
 * The cost of decoding and fingerprinting ten minutes of audio, against reading the same file's bytes
 * as the baseline in the same run: CPU and wall time, and the decoded samples' peak memory
 * (`arrayBuffers`, where Float32Arrays live). A 10-minute 44.1 kHz stereo 16-bit WAV and a 10-minute
 * 128 kbps stereo MP3, made here (a 10 s or 20 s piece repeated). Run by hand:
 *   npm run bench:decode -w server
 */

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DecodedAudio } from '@backline/sound-analysis';
import { FINGERPRINT_AUDIO, fingerprintOf } from '@backline/sound-analysis';
import { AnalysisPool } from '../server/src/modules/audio-analysis/analysis-pool.js';
import { decodeStoredAudio } from '../server/src/modules/audio-analysis/decode-audio.js';
import { encodeMp3, encodeWav } from '../server/src/test/audio-encoders.js';
import { synthPiece } from '../server/src/test/synth-pieces.js';

const MINUTES = 10;
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** A file of `head` then `body` `times` over, written in pieces. */
async function writeRepeated(filePath: string, head: Buffer, body: Buffer, times: number) {
  const handle = await fsp.open(filePath, 'w');
  await handle.write(head);
  for (let i = 0; i < times; i++) await handle.write(body);
  await handle.close();
}

async function makeFiles(folder: string) {
  const piece = encodeWav(synthPiece(9, { seconds: 10, sampleRate: 44100, channels: 2 }), 44100, {
    bits: 16,
  });
  const header = Buffer.from(piece.subarray(0, 44));
  const samples = piece.subarray(44);
  header.writeUInt32LE(36 + samples.length * MINUTES * 6, 4);
  header.writeUInt32LE(samples.length * MINUTES * 6, 40);
  const wav = path.join(folder, 'ten-minutes.wav');
  await writeRepeated(wav, header, samples, MINUTES * 6);
  // MP3 frames follow one another: 20 s encoded once, repeated, is a valid 10-minute stream.
  const mp3 = path.join(folder, 'ten-minutes.mp3');
  const twentySeconds = encodeMp3(synthPiece(9, { seconds: 20, sampleRate: 44100, channels: 2 }), 44100, 128);
  await writeRepeated(mp3, Buffer.alloc(0), twentySeconds, MINUTES * 3);
  return { wav, mp3 };
}

interface Cost {
  cpuMs: number;
  wallMs: number;
  peakSamplesMb: number;
}

/** Runs `work`, sampling array-buffer memory every 5 ms. */
async function measure<T>(work: () => Promise<T> | T): Promise<{ result: T; cost: Cost }> {
  collectGarbage();
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  }, 5);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().arrayBuffers);
  return {
    result,
    cost: { cpuMs: (used.user + used.system) / 1000, wallMs, peakSamplesMb: mb(peak - before) },
  };
}

async function readThrough(filePath: string): Promise<number> {
  let bytes = 0;
  for await (const chunk of fs.createReadStream(filePath, {
    highWaterMark: 1 << 20,
  }) as AsyncIterable<Buffer>)
    bytes += chunk.length;
  return bytes;
}

function report(label: string, cost: Cost, baseline: Cost, samplesHere = true) {
  const ratio = Math.round(cost.cpuMs / Math.max(1, baseline.cpuMs));
  const memory = samplesHere ? `, samples peak ${cost.peakSamplesMb} MB` : ' (memory: on its thread)';
  console.log(
    `  ${label.padEnd(40)} cpu ${Math.round(cost.cpuMs)} ms (${ratio}x reading), wall ${Math.round(cost.wallMs)} ms${memory}`,
  );
}

const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'backline-bench-analysis-'));
const pool = new AnalysisPool();
try {
  const files = await makeFiles(folder);
  for (const [format, filePath] of [
    ['WAV', files.wav],
    ['MP3', files.mp3],
  ] as const) {
    console.log(`${MINUTES}-minute ${format} (${mb(fs.statSync(filePath).size)} MB):`);
    const baseline = (await measure(() => readThrough(filePath))).cost;
    report('baseline: reading its bytes', baseline, baseline);
    report(
      'decode, full rate, stereo',
      (await measure(() => decodeStoredAudio(filePath, format))).cost,
      baseline,
    );
    const shaped = await measure(() => decodeStoredAudio(filePath, format, FINGERPRINT_AUDIO));
    report('decode, 8 kHz mono (fingerprint shape)', shaped.cost, baseline);
    const audio: DecodedAudio = shaped.result;
    report('fingerprintOf (its first 120 s)', (await measure(() => fingerprintOf(audio))).cost, baseline);
    report(
      'analyseStoredAudio (pool, thread start)',
      (await measure(() => pool.analyse(filePath, format))).cost,
      baseline,
      false,
    );
  }
} finally {
  await pool.close();
  await fsp.rm(folder, { recursive: true, force: true });
}

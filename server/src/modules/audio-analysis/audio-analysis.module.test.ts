import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../test/audio-encoders.js';
import { synthPiece } from '../../test/synth-pieces.js';
import { closeSharedAnalysisPool } from './analysis-pool.js';
import { AudioAnalysisService } from './audio-analysis.module.js';

let root: string;
let recording: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-analysis-service-'));
  recording = path.join(root, 'piece.wav');
  await fs.writeFile(
    recording,
    encodeWav(synthPiece(3, { seconds: 30, sampleRate: 44100, channels: 2 }), 44100, { bits: 16 }),
  );
});
afterAll(async () => {
  await closeSharedAnalysisPool();
  await fs.rm(root, { recursive: true, force: true });
});

describe("two apps' analyses on the process's one pool", () => {
  it('an app that stops cancels its own jobs and refuses new ones; the other app goes on', {
    timeout: 60_000,
  }, async () => {
    const stopping = new AudioAnalysisService();
    const running = new AudioAnalysisService();
    const cancelled = stopping.analyse(recording, 'WAV');
    const finished = running.analyse(recording, 'WAV');
    await stopping.close();
    await expect(cancelled).rejects.toThrow('it was cancelled (the app is stopping)');
    await expect(stopping.analyse(recording, 'WAV')).rejects.toThrow('the app is stopping');
    expect((await finished).durationSeconds).toBeCloseTo(30, 3);
  });
});

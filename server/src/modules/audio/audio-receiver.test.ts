import { close, createWriteStream, open, write, writev } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  makeMp3,
  makeWav,
  TEXT_PRETENDING_TO_BE_MP3,
  wavHeaderWithGarbage,
} from '../../test/audio-fixtures.js';
import { LocalFileStorage } from '../storage/local-storage.js';
import type { TemporaryFile } from '../storage/storage.js';
import { AudioReceiver, type AudioRules } from './audio-receiver.js';
import { STORED_PEAK_PAIRS } from './waveform-peaks.js';

const TRACK_RULES: AudioRules = {
  accept: ['MP3', 'WAV'],
  maxBytes: 1024 * 1024,
  invalidTypeMessage: 'Invalid file type. Please upload MP3 or WAV files.',
};

let root: string;
let storage: LocalFileStorage;
let receiver: AudioReceiver;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-audio-'));
  storage = new LocalFileStorage(root);
  receiver = new AudioReceiver(storage);
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** The packed peaks as the signed bytes they are. */
function signed(peaks: Buffer | null): Int8Array {
  const bytes = peaks ?? Buffer.alloc(0);
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

async function temporaryFiles(): Promise<string[]> {
  return fs.readdir(path.join(root, 'tmp')).catch(() => []);
}

describe('AudioReceiver', () => {
  it('accepts a WAV: facts from the bytes and 8000 min/max peak pairs', async () => {
    const wav = makeWav({ seconds: 2, sampleRate: 8000, channels: 2, amplitude: 0.5 });
    const received = await receiver.receive(Readable.from(wav), TRACK_RULES);
    onTestFinished(() => received.file.discard());
    expect(received.format).toBe('WAV');
    expect(received.sizeBytes).toBe(wav.length);
    expect(received.facts).toMatchObject({ sampleRate: 8000, channels: 2, bitRate: 256000 });
    expect(received.facts.durationSeconds).toBeCloseTo(2, 2);
    expect(received.peaks).toHaveLength(STORED_PEAK_PAIRS * 2);
    // A 0.5 sine: every slice's min near -0.5 and max near +0.5 (as signed bytes of 127).
    const peaks = signed(received.peaks).subarray(0, 200);
    expect(Math.max(...peaks)).toBeGreaterThanOrEqual(60);
    expect(Math.min(...peaks)).toBeLessThanOrEqual(-60);
  });

  it('accepts an MP3 and decodes it for its peaks', async () => {
    const mp3 = makeMp3({ seconds: 1.5, amplitude: 0.8 });
    const received = await receiver.receive(Readable.from(mp3), TRACK_RULES);
    onTestFinished(() => received.file.discard());
    expect(received.format).toBe('MP3');
    expect(received.facts.sampleRate).toBe(44100);
    expect(received.facts.durationSeconds).toBeGreaterThan(1.4);
    expect(received.facts.durationSeconds).toBeLessThan(1.7);
    expect(received.facts.bitRate).toBe(128000);
    expect(received.peaks).toHaveLength(STORED_PEAK_PAIRS * 2);
    expect(Math.max(...signed(received.peaks))).toBeGreaterThan(80);
  });

  it.each([
    ['text named .mp3', TEXT_PRETENDING_TO_BE_MP3],
    ['a WAV header followed by garbage', wavHeaderWithGarbage()],
    ['an empty file', Buffer.alloc(0)],
    [
      'an MPEG frame sync followed by noise',
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(2000, 7)]),
    ],
  ])('refuses %s with the invalid-type message and leaves no file', async (_label, bytes) => {
    await expect(receiver.receive(Readable.from([bytes]), TRACK_RULES)).rejects.toMatchObject({
      message: 'Invalid file type. Please upload MP3 or WAV files.',
      httpStatus: 415,
    });
    expect(await temporaryFiles()).toEqual([]);
  });

  it('refuses a file past the size limit as soon as it is passed, leaving no file', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(produced === 64 * 1024 ? makeWav({ seconds: 1 }) : Buffer.alloc(64 * 1024));
      },
    });
    await expect(receiver.receive(endless, TRACK_RULES)).rejects.toMatchObject({
      message: 'File is too large (max 1 MB).',
      httpStatus: 413,
    });
    expect(produced).toBeLessThan(2 * 1024 * 1024);
    expect(await temporaryFiles()).toEqual([]);
  });

  it('refuses a format the rules do not accept, even when it is audio', async () => {
    await expect(
      receiver.receive(Readable.from(makeWav()), { ...TRACK_RULES, accept: ['MP3'] }),
    ).rejects.toMatchObject({
      httpStatus: 415,
    });
  });

  it('leaves no file when the source breaks off mid-upload', async () => {
    const broken = new Readable({
      read() {
        this.push(makeWav({ seconds: 1 }).subarray(0, 1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(receiver.receive(broken, TRACK_RULES)).rejects.toThrow('client went away');
    expect(await temporaryFiles()).toEqual([]);
  });
});

describe('a source that fails before the receiver reads it', () => {
  it('rejects with its error and leaves no temporary file, with no uncaught error', async () => {
    const source = new Readable({ read() {} });
    const received = receiver.receive(source, TRACK_RULES);
    // What busboy does when the client goes away while the temporary file is being created.
    source.destroy(new Error('Unexpected end of file'));

    await expect(received).rejects.toThrow('Unexpected end of file');
    expect(await temporaryFiles()).toEqual([]);
  });
});

/** Local storage on a disk that is slow to open files: each temporary file opens 50 ms late. */
class SlowOpeningStorage extends LocalFileStorage {
  /** Settles when the newest temporary file's descriptor has been closed. */
  fileClosed: Promise<void> = Promise.resolve();

  override async createTemporaryFile(extension: string): Promise<TemporaryFile> {
    const file = await super.createTemporaryFile(extension);
    let markClosed = () => {};
    this.fileClosed = new Promise((resolve) => {
      markClosed = resolve;
    });
    const slowFs = {
      open: (...args: Parameters<typeof open>) => setTimeout(() => open(...args), 50),
      write,
      writev,
      close: (fd: number, callback: (error: NodeJS.ErrnoException | null) => void) =>
        close(fd, (error) => {
          callback(error);
          markClosed();
        }),
    };
    return { ...file, createWriteStream: () => createWriteStream(file.path, { flags: 'wx', fs: slowFs }) };
  }
}

describe('a source that fails at once, on a disk slow to open files', () => {
  it('rejects only once the file is closed, and leaves no temporary file', async () => {
    const slowStorage = new SlowOpeningStorage(root);
    const source = new Readable({ read() {} });
    const received = new AudioReceiver(slowStorage).receive(source, TRACK_RULES);
    source.destroy(new Error('Unexpected end of file'));

    await expect(received).rejects.toThrow('Unexpected end of file');
    await slowStorage.fileClosed;
    expect(await temporaryFiles()).toEqual([]);
  });
});

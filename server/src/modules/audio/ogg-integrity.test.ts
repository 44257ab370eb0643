import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOggOpus } from '../../test/voice-fixtures.js';
import { readAudioFacts } from './audio-facts.js';
import { DamagedRecordingError } from './webm-facts.js';

const recording = () =>
  fs.readFile(path.join(import.meta.dirname, '../../test/fixtures/opusenc-voice-1500ms.opus'));

/** Offsets at which each Ogg page starts, read from the capture patterns of a known-good file. */
function pageStarts(bytes: Buffer): number[] {
  const starts: number[] = [];
  for (let at = bytes.indexOf('OggS'); at >= 0; at = bytes.indexOf('OggS', at + 1)) starts.push(at);
  return starts;
}

describe('Ogg voice notes cut short', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogg-integrity-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  const facts = async (bytes: Buffer) => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.ogg`);
    await fs.writeFile(file, bytes);
    return readAudioFacts(file, 'OGG');
  };

  it('reads a whole real recording and a whole built clip', async () => {
    expect((await facts(await recording()))?.durationSeconds).toBeCloseTo(1.5, 2);
    expect((await facts(makeOggOpus({ seconds: 1 })))?.durationSeconds).toBeCloseTo(1, 2);
  });

  it('refuses a real recording cut mid-page, at a page boundary, or with a page missing', async () => {
    const bytes = await recording();
    const starts = pageStarts(bytes);
    expect(starts.length).toBeGreaterThan(3);
    const lastPage = starts.at(-1) ?? 0;
    const secondLast = starts.at(-2) ?? 0;
    for (const cut of [
      bytes.subarray(0, bytes.length - 1),
      bytes.subarray(0, lastPage),
      Buffer.concat([bytes.subarray(0, secondLast), bytes.subarray(lastPage)]),
    ])
      await expect(facts(cut)).rejects.toBeInstanceOf(DamagedRecordingError);
  });

  it('refuses a built clip cut in half and a page whose CRC does not match', async () => {
    const clip = makeOggOpus({ seconds: 1 });
    await expect(facts(clip.subarray(0, clip.length / 2))).rejects.toBeInstanceOf(DamagedRecordingError);
    const flipped = Buffer.from(clip);
    flipped[flipped.length - 1] = (flipped.at(-1) ?? 0) ^ 0x01;
    await expect(facts(flipped)).rejects.toBeInstanceOf(DamagedRecordingError);
  });
});

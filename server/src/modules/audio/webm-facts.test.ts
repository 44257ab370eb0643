import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeWebmOpus } from '../../test/voice-fixtures.js';
import { DamagedRecordingError, opusPacketSeconds, readWebmOpusFacts } from './webm-facts.js';

async function fileOf(bytes: Buffer): Promise<string> {
  const file = path.join(
    os.tmpdir(),
    `webm-facts-${process.pid}-${Math.random().toString(36).slice(2)}.webm`,
  );
  await fs.writeFile(file, bytes);
  onTestFinished(() => fs.rm(file, { force: true }));
  return file;
}

describe('readWebmOpusFacts', () => {
  it('reads the length of a recorder-style file with unknown sizes and no duration', async () => {
    const facts = await readWebmOpusFacts(await fileOf(makeWebmOpus({ seconds: 2.5 })));
    expect(facts).toMatchObject({ codec: 'opus', channels: 1, sampleRate: 48000 });
    expect(facts?.durationSeconds).toBeCloseTo(2.5, 3);
  });

  it('reads the whole of a real Chromium recording', async () => {
    const recording = await fs.readFile(
      path.join(import.meta.dirname, '../../test/fixtures/chromium-voice-1500ms.webm'),
    );
    expect((await readWebmOpusFacts(await fileOf(recording)))?.durationSeconds).toBeCloseTo(1.5, 1);
  });

  it('throws DamagedRecordingError for a recording cut short or holding an empty Opus packet', async () => {
    const recording = await fs.readFile(
      path.join(import.meta.dirname, '../../test/fixtures/chromium-voice-1500ms.webm'),
    );
    await expect(readWebmOpusFacts(await fileOf(recording.subarray(0, 1024)))).rejects.toBeInstanceOf(
      DamagedRecordingError,
    );
    const whole = makeWebmOpus({ seconds: 2 });
    await expect(
      readWebmOpusFacts(await fileOf(whole.subarray(0, whole.length - 30))),
    ).rejects.toBeInstanceOf(DamagedRecordingError);
    const empty = makeWebmOpus({ seconds: 1, packet: Buffer.alloc(0) });
    await expect(readWebmOpusFacts(await fileOf(empty))).rejects.toBeInstanceOf(DamagedRecordingError);
  });

  it('refuses other codecs, other files and a header without audio', async () => {
    expect(await readWebmOpusFacts(await fileOf(makeWebmOpus({ codecId: 'A_VORBIS' })))).toBeNull();
    expect(await readWebmOpusFacts(await fileOf(Buffer.from('plain text, not EBML')))).toBeNull();
    const headerOnly = makeWebmOpus({ seconds: 1 }).subarray(0, 40);
    expect(await readWebmOpusFacts(await fileOf(headerOnly))).toBeNull();
  });
});

describe('opusPacketSeconds', () => {
  it('reads frame length and count from the table-of-contents byte', () => {
    expect(opusPacketSeconds(Uint8Array.of(0xf8))).toBeCloseTo(0.02); // CELT 20 ms, one frame
    expect(opusPacketSeconds(Uint8Array.of(0x08 | 0b01))).toBeCloseTo(0.04); // SILK 20 ms, two frames
    expect(opusPacketSeconds(Uint8Array.of(0x80 | 0b11, 3))).toBeCloseTo(0.0075); // CELT 2.5 ms, three frames
    expect(opusPacketSeconds(Uint8Array.of())).toBe(0);
  });
});

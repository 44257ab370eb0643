import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DecodedAudio } from '@backline/sound-analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3, encodeWav, type WavEncoding, wavInteger } from '../../test/audio-encoders.js';
import { synthPiece } from '../../test/synth-pieces.js';
import { decodeAudioBlocks, decodeStoredAudio } from './decode-audio.js';

let root: string;
beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'backline-decode-'));
});
afterAll(() => fsp.rm(root, { recursive: true, force: true }));

async function stored(name: string, bytes: Buffer): Promise<string> {
  const filePath = path.join(root, name);
  await fsp.writeFile(filePath, bytes);
  return filePath;
}

/** Channel c of a test signal: a sine per channel plus the extremes, so that clipping and scaling show. */
function testChannels(count: number, frames: number): Float32Array[] {
  return Array.from({ length: count }, (_, channel) => {
    const samples = Float32Array.from({ length: frames }, (_, i) => 0.9 * Math.sin((i * (channel + 1)) / 7));
    samples.set([1, -1, 0, 0.5, -0.25], 10 + channel);
    return samples;
  });
}

/** What a sample reads as once stored in the encoding: integers scale by 2^(bits - 1). */
function storedValue(sample: number, { bits, float }: WavEncoding): number {
  if (float) return bits === 32 ? Math.fround(sample) : sample;
  // + 0: a negative sample that rounds to zero is stored as 0, and reads back as +0, not -0.
  return wavInteger(sample, bits) / 2 ** (bits - 1) + 0;
}

/** Whether two runs of samples are bit for bit the same (toEqual takes seconds over 300,000). */
function sameSamples(a: Float32Array | undefined, b: Float32Array | undefined): boolean {
  if (!a || !b) return false;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

describe('decodeStoredAudio (WAV)', () => {
  const encodings: WavEncoding[] = [
    { bits: 8 },
    { bits: 16 },
    { bits: 24 },
    { bits: 32 },
    { bits: 32, float: true },
    { bits: 64, float: true },
  ];
  for (const encoding of encodings)
    for (const channelCount of [1, 2, 3]) {
      const label = `${encoding.bits}-bit ${encoding.float ? 'float' : 'integer'}, ${channelCount} channel(s)`;
      it(`gives the stored samples of ${label}`, async () => {
        const written = testChannels(channelCount, 3000);
        const file = await stored(`${label}.wav`, encodeWav(written, 22050, encoding));
        const audio = await decodeStoredAudio(file, 'WAV');
        expect(audio.sampleRate).toBe(22050);
        // More than two channels: the first two are kept.
        expect(audio.channels).toHaveLength(Math.min(2, channelCount));
        for (const [channel, samples] of audio.channels.entries()) {
          const expected = Float32Array.from(written[channel] as Float32Array, (v) =>
            storedValue(v, encoding),
          );
          expect(samples).toEqual(expected);
        }
      });
    }

  it('mixes to mono and resamples to a lower rate when asked', async () => {
    const file = await stored('shaped.wav', encodeWav(testChannels(2, 44100), 44100, { bits: 16 }));
    const audio = await decodeStoredAudio(file, 'WAV', { mono: true, maxSampleRate: 8000 });
    expect(audio.sampleRate).toBe(8000);
    expect(audio.channels).toHaveLength(1);
    expect(audio.channels[0]?.length).toBe(8000);
    const lowRate = await decodeStoredAudio(file, 'WAV', { maxSampleRate: 96000 });
    expect(lowRate.sampleRate).toBe(44100);
  });

  it('streams the same samples block by block', async () => {
    const written = testChannels(2, 300_000);
    const file = await stored('long.wav', encodeWav(written, 44100, { bits: 16 }));
    const blocks: Float32Array[] = [];
    for await (const block of decodeAudioBlocks(file, 'WAV')) blocks.push(block.channels[1] as Float32Array);
    expect(blocks.length).toBeGreaterThan(1);
    const joined = new Float32Array(blocks.reduce((sum, block) => sum + block.length, 0));
    let offset = 0;
    for (const block of blocks) {
      joined.set(block, offset);
      offset += block.length;
    }
    const whole = (await decodeStoredAudio(file, 'WAV')).channels[1];
    expect(whole?.length).toBe(300_000);
    expect(sameSamples(joined, whole)).toBe(true);
  });

  it('reads a WAV whose header counts a byte more than its samples (a pad byte), not as cut short', async () => {
    const bytes = encodeWav(testChannels(2, 1000), 8000, { bits: 16 });
    bytes.writeUInt32LE(bytes.readUInt32LE(40) + 1, 40);
    const audio = await decodeStoredAudio(await stored('padded.wav', bytes), 'WAV');
    expect(audio.channels[0]?.length).toBe(1000);
  });

  it('reads NaN and infinite float samples as silence', async () => {
    const samples = Float32Array.from([0.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5]);
    const file = await stored('nan.wav', encodeWav([samples], 8000, { bits: 32, float: true }));
    expect((await decodeStoredAudio(file, 'WAV')).channels[0]).toEqual(Float32Array.from([0.5, 0, 0, -0.5]));
  });
});

describe('decodeStoredAudio (MP3)', () => {
  it('decodes a mono and a stereo MP3 to their duration, rate and channels', async () => {
    const mono = await stored('mono.mp3', encodeMp3(synthPiece(1, { seconds: 3, sampleRate: 32000 }), 32000));
    const stereo = await stored(
      'stereo.mp3',
      encodeMp3(synthPiece(2, { seconds: 2, sampleRate: 22050, channels: 2 }), 22050),
    );
    const monoAudio = await decodeStoredAudio(mono, 'MP3');
    expect(monoAudio.sampleRate).toBe(32000);
    expect(monoAudio.channels).toHaveLength(1);
    // The encoder adds its delay (1105 samples) and pads the last frame: under 2304 samples more.
    const extraSamples = (audio: DecodedAudio, seconds: number) =>
      (audio.channels[0]?.length ?? 0) - seconds * audio.sampleRate;
    expect(extraSamples(monoAudio, 3)).toBeGreaterThanOrEqual(0);
    expect(extraSamples(monoAudio, 3)).toBeLessThan(2304);
    const stereoAudio = await decodeStoredAudio(stereo, 'MP3');
    expect(stereoAudio.sampleRate).toBe(22050);
    expect(stereoAudio.channels).toHaveLength(2);
    expect(extraSamples(stereoAudio, 2)).toBeGreaterThanOrEqual(0);
    expect(extraSamples(stereoAudio, 2)).toBeLessThan(2304);
  });
});

/** The same "random" bytes every run: SHA-256 of a counter, block after block. */
function noise(length: number): Buffer {
  const blocks = Array.from({ length: Math.ceil(length / 32) }, (_, i) =>
    createHash('sha256').update(`${i}`).digest(),
  );
  return Buffer.concat(blocks).subarray(0, length);
}

/** The ten bytes that open an ID3v2.3 tag of `size` bytes (a syncsafe size, below 128 here). */
const id3Header = (size: number) => Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, size]);

describe('decodeStoredAudio refuses, saying why', () => {
  const wav = () => encodeWav(testChannels(2, 8000), 8000, { bits: 16 });
  const mp3 = () => encodeMp3(synthPiece(3, { seconds: 2, sampleRate: 22050 }), 22050);
  const withRate = (bytes: Buffer, rate: number) => {
    bytes.writeUInt32LE(rate, 24);
    return bytes;
  };
  const cases: [string, 'WAV' | 'MP3', () => Buffer, RegExp][] = [
    ['a WAV cut short', 'WAV', () => wav().subarray(0, 20_000), /WAV file is cut short/],
    ['a WAV header and nothing else', 'WAV', () => wav().subarray(0, 44), /not a WAV file/],
    [
      'RIFF-WAVE followed by garbage',
      'WAV',
      () => Buffer.concat([wav().subarray(0, 12), Buffer.alloc(5000, 0x5a)]),
      /not a WAV file/,
    ],
    ['a WAV of 12-bit samples', 'WAV', () => wav().fill(12, 34, 35), /not a WAV file/],
    ['a WAV at 3 Hz', 'WAV', () => withRate(wav(), 3), /sample rate of 3 Hz/],
    ['a WAV at 4 GHz', 'WAV', () => withRate(wav(), 4_000_000_000), /sample rate of 4000000000 Hz/],
    ['an empty file as WAV', 'WAV', () => Buffer.alloc(0), /not a WAV file/],
    ['text as an MP3', 'MP3', () => Buffer.from('not music\n'.repeat(500)), /no MPEG audio frame/],
    ['an MP3 cut inside a frame', 'MP3', () => mp3().subarray(0, 10_000), /MP3 file is cut short/],
    [
      'an ID3 tag and random bytes',
      'MP3',
      () => Buffer.concat([id3Header(10), Buffer.alloc(10), noise(50_000)]),
      /no MPEG audio frame/,
    ],
  ];
  for (const [label, format, bytes, reason] of cases)
    it(label, async () => {
      const file = await stored(`${label}.${format.toLowerCase()}`, bytes());
      await expect(decodeStoredAudio(file, format)).rejects.toThrow(reason);
    });

  it('a recording longer than the limit, before decoding it', async () => {
    const file = await stored('limit.wav', wav());
    await expect(decodeStoredAudio(file, 'WAV', { maxSeconds: 0.5 })).rejects.toThrow(
      /longer than the 0.5 s analysed/,
    );
    // 4.7 hours of 8 kbps MP3 in 17 MB: past the 512 MiB a decode may hold, refused in a quick pass.
    const second = encodeMp3(synthPiece(4, { seconds: 1, sampleRate: 8000 }), 8000, 8);
    const hours = await stored('hours.mp3', Buffer.concat(Array.from({ length: 17_000 }, () => second)));
    const started = performance.now();
    await expect(decodeStoredAudio(hours, 'MP3')).rejects.toThrow(/longer than the 16777 s analysed/);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

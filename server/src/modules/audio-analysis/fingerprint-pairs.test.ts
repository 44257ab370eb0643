import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  FINGERPRINT_AUDIO,
  fingerprintOf,
  SAME_RECORDING_SIMILARITY,
  sameRecording,
} from '@backline/sound-analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3, encodeWav } from '../../test/audio-encoders.js';
import { describeSimilarities } from '../../test/similarity-figures.js';
import { synthPiece } from '../../test/synth-pieces.js';
import { decodeStoredAudio } from './decode-audio.js';

/** Seconds of work on an idle machine; several times that while other suites share its two cores. */
const CPU_BOUND = { timeout: 120_000 };

const PIECES = 10;
const SECONDS = 6;
/** lamejs takes about 0.7 s for 6 s at 44.1 kHz, a quarter of that at 22.05 kHz: a mix of rates. */
const MP3_RATES = [44100, 22050, 32000, 22050, 32000];
const WAV_RATES = [44100, 48000];

let root: string;
beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'backline-fingerprint-'));
});
afterAll(() => fsp.rm(root, { recursive: true, force: true }));

/** Piece `seed` stored as a 16-bit stereo WAV and a 128 kbps mono MP3, each at its own rate. */
async function storeBothEncodings(seed: number) {
  const wavRate = WAV_RATES[seed % WAV_RATES.length] as number;
  const mp3Rate = MP3_RATES[seed % MP3_RATES.length] as number;
  const wav = path.join(root, `${seed}.wav`);
  const mp3 = path.join(root, `${seed}.mp3`);
  await fsp.writeFile(
    wav,
    encodeWav(synthPiece(seed, { seconds: SECONDS, sampleRate: wavRate, channels: 2 }), wavRate, {
      bits: 16,
    }),
  );
  await fsp.writeFile(
    mp3,
    encodeMp3(synthPiece(seed, { seconds: SECONDS, sampleRate: mp3Rate }), mp3Rate, 128),
  );
  return { wav, mp3, label: `${wavRate} Hz WAV / ${mp3Rate} Hz MP3` };
}

interface StoredPair {
  label: string;
  wavPrint: string;
  mp3Print: string;
}

async function fingerprintOfFile(filePath: string, format: 'WAV' | 'MP3') {
  return fingerprintOf(await decodeStoredAudio(filePath, format, FINGERPRINT_AUDIO));
}

describe('fingerprints of a WAV and its MP3', () => {
  it(`find every one of ${PIECES} pieces in its other encoding, and no other piece`, CPU_BOUND, async () => {
    const pairs: StoredPair[] = [];
    for (let seed = 0; seed < PIECES; seed++) {
      const files = await storeBothEncodings(seed);
      pairs.push({
        label: files.label,
        wavPrint: await fingerprintOfFile(files.wav, 'WAV'),
        mp3Print: await fingerprintOfFile(files.mp3, 'MP3'),
      });
    }
    const same = pairs.map(({ wavPrint, mp3Print }) => sameRecording(wavPrint, mp3Print));
    const others = pairs.flatMap((a, i) =>
      pairs.filter((_, j) => j !== i).map((b) => sameRecording(a.wavPrint, b.mp3Print)),
    );
    console.log(
      `fingerprint, WAV vs its 128 kbps MP3: ${same.filter((c) => c.match).length}/${PIECES} found; ` +
        `similarity ${describeSimilarities(same.map((c) => c.similarity))} (${pairs.map((p, i) => `${p.label} ${same[i]?.similarity.toFixed(3)}`).join(', ')})`,
    );
    console.log(
      `fingerprint, WAV vs another piece's MP3: ${others.filter((c) => c.match).length}/${others.length} matched; ` +
        `similarity ${describeSimilarities(others.map((c) => c.similarity))}; threshold ${SAME_RECORDING_SIMILARITY}`,
    );
    expect(same.map((c) => c.match)).toEqual(pairs.map(() => true));
    expect(others.filter((c) => c.match)).toEqual([]);
  });

  it('finds a copy that starts later, after silence or a quiet hiss, at another volume', () => {
    const channels = synthPiece(42, { seconds: SECONDS, sampleRate: 44100, channels: 2 });
    /** The piece at 30% volume after `seconds` of `lead` (sample i of the lead: lead(i)). */
    const later = (seconds: number, lead: (i: number) => number) =>
      channels.map((samples) => {
        const start = Math.round(seconds * 44100);
        const out = Float32Array.from({ length: samples.length + start }, (_, i) =>
          i < start ? lead(i) : 0,
        );
        out.set(
          samples.map((v) => v * 0.3),
          start,
        );
        return out;
      });
    const hiss = (i: number) => 0.01 * Math.sin(i * i * 0.618);
    const original = fingerprintOf({ sampleRate: 44100, channels });
    for (const copy of [later(0.7, () => 0), later(2.3, hiss)])
      expect(sameRecording(original, fingerprintOf({ sampleRate: 44100, channels: copy })).match).toBe(true);
  });

  it('never matches silence, not even with silence', () => {
    const silence = fingerprintOf({ sampleRate: 8000, channels: [new Float32Array(8000 * SECONDS)] });
    const piece = fingerprintOf({
      sampleRate: 8000,
      channels: synthPiece(7, { seconds: SECONDS, sampleRate: 8000 }),
    });
    expect(sameRecording(silence, silence)).toEqual({ match: false, similarity: 0 });
    expect(sameRecording(silence, piece)).toEqual({ match: false, similarity: 0 });
  });
});

import {
  FINGERPRINT_RATE,
  fingerprintOf,
  SAME_RECORDING_SIMILARITY,
  sameRecording,
} from '@backline/sound-analysis';
import { describe, expect, it } from 'vitest';
import { describeSimilarities } from '../../test/similarity-figures.js';
import { synthPiece } from '../../test/synth-pieces.js';

/** Seconds of work on an idle machine; several times that while other suites share its two cores. */
const CPU_BOUND = { timeout: 120_000 };

const PIECES = 100;
const SECONDS = 8;

describe('fingerprints of different pieces', () => {
  it(`never match among ${PIECES} pieces, pairwise`, CPU_BOUND, () => {
    // Rendered at the fingerprint's own rate: what a decode in FINGERPRINT_AUDIO shape gives.
    const started = performance.now();
    const prints = Array.from({ length: PIECES }, (_, i) =>
      fingerprintOf({
        sampleRate: FINGERPRINT_RATE,
        channels: synthPiece(1000 + i, { seconds: SECONDS, sampleRate: FINGERPRINT_RATE }),
      }),
    );
    const made = performance.now();
    const comparisons = prints.flatMap((a, i) => prints.slice(i + 1).map((b) => sameRecording(a, b)));
    const compared = performance.now();
    console.log(
      `fingerprint, ${PIECES} different pieces: ${comparisons.filter((c) => c.match).length}/${comparisons.length} pairs matched; ` +
        `similarity ${describeSimilarities(comparisons.map((c) => c.similarity))}; threshold ${SAME_RECORDING_SIMILARITY} ` +
        `(synthesis and fingerprints ${Math.round(made - started)} ms, comparisons ${Math.round(compared - made)} ms)`,
    );
    expect(comparisons.filter((c) => c.match)).toEqual([]);
  });
});

import { setImmediate as nextTurn } from 'node:timers/promises';
import { sameRecording } from '@backline/sound-analysis';
import { type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import { fingerprintFromBytes } from '../audio-analysis/fingerprint-bytes.js';
import { Track } from './track.entity.js';

/**
 * Most of the artist's analysed tracks one analysis (or one upload's question) compares itself with,
 * the newest first. A comparison takes up to ~12-20 ms of the main thread (each in its own turn), so
 * this bounds one question to about 1-2 s of CPU however many songs of that length a library holds.
 */
const MAX_COMPARED = 100;

/**
 * Lengths another copy of the same recording could have: ±2% and 2 s. An encoding changes a length
 * by well under a second (an MP3's padding); the rest allows for trimmed silence at either end.
 */
export function lengthRange(seconds: number): { $gte: number; $lte: number } {
  return { $gte: seconds * 0.98 - 2, $lte: seconds * 1.02 + 2 };
}

export interface RecordingMatch {
  trackId: string;
  similarity: number;
}

/**
 * The owner's (other) analysed tracks of about the same length that are the same recording as this
 * fingerprint. A comparison takes up to ~20 ms (two-minute fingerprints): each runs in its own turn
 * of the event loop, so requests are served between them.
 */
export async function findRecordingMatches(
  em: EntityManager,
  ownerId: string,
  /** The track the fingerprint is of, left out of the answer; none for a file not uploaded yet. */
  track: { id?: string; durationSeconds: number },
  fingerprint: Buffer,
): Promise<RecordingMatch[]> {
  const analysed = await em.find(
    Track,
    {
      $and: [
        scope(Track, ownerId, 'list'),
        {
          ...(track.id ? { id: { $ne: track.id } } : {}),
          analysisStatus: AnalysisStatus.DONE,
          fingerprint: { $ne: null },
          durationSeconds: lengthRange(track.durationSeconds),
        },
      ],
    },
    {
      fields: ['id', 'fingerprint'],
      orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }],
      limit: MAX_COMPARED,
    },
  );
  const mine = fingerprintFromBytes(fingerprint);
  const matches: RecordingMatch[] = [];
  for (const other of analysed) {
    if (!other.fingerprint) continue;
    await nextTurn();
    const { match, similarity } = sameRecording(mine, fingerprintFromBytes(other.fingerprint));
    if (match) matches.push({ trackId: other.id, similarity });
  }
  return matches;
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import { sameRecording } from '@backline/sound-analysis';
import { type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { AnalysisStatus } from '../audio-analysis/analysis-status.js';
import { fingerprintFromBytes } from '../audio-analysis/fingerprint-bytes.js';
import { Track } from './track.entity.js';

/**
 * Most of the artist's analysed tracks one analysis compares itself with. Only those of about the
 * same length are read (an encoding changes a length by well under a second), so this bounds a
 * pathological library only.
 */
const MAX_COMPARED = 500;

/** Lengths another copy of the same recording could have: ±10% and 2 s (trimmed silence, padding). */
export function lengthRange(seconds: number): { $gte: number; $lte: number } {
  return { $gte: seconds * 0.9 - 2, $lte: seconds * 1.1 + 2 };
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

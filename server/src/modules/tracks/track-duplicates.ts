import { type EntityManager, type FilterQuery, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { fingerprintFromBytes } from '../audio-analysis/fingerprint-format.js';
import { sameRecording } from '../audio-analysis/fingerprint-match.js';
import { Track } from './track.entity.js';
import { AnalysisStatus } from './track-analysis-status.js';

/** Most duplicates listed for one track. */
export const MAX_DUPLICATES = 20;
/**
 * Most candidates read for one answer. Only the artist's tracks of about the same length are read
 * (an encoding changes a length by well under a second), so this bounds a pathological library only.
 */
const MAX_CANDIDATES = 500;

interface SourceRow {
  id: string;
  owner: string;
  durationSeconds: number;
  contentSha256: Buffer | null;
  fingerprint: Buffer | null;
}

/** A length another copy of the same recording could have: ±10% and 2 s (trimmed silence, padding). */
function lengthRange(seconds: number): { $gte: number; $lte: number } {
  return { $gte: seconds * 0.9 - 2, $lte: seconds * 1.1 + 2 };
}

/**
 * For each of `trackIds` the caller may read, its artist's other tracks that the caller may read and
 * that are the same file (SHA-256) or the same recording in another encoding (fingerprints, once both
 * are analysed): newest first, at most MAX_DUPLICATES. Two queries for any number of tracks.
 */
export async function findDuplicates(
  em: EntityManager,
  callerId: string,
  trackIds: readonly string[],
): Promise<Map<string, Track[]>> {
  const sources = await em
    .createQueryBuilder(Track)
    .select(['id', 'owner', 'durationSeconds', 'contentSha256', 'fingerprint'])
    .where({ id: { $in: [...trackIds] }, ...scope(Track, callerId) })
    .execute<SourceRow[]>('all');
  const found = new Map<string, Track[]>(sources.map((source) => [source.id, []]));
  const alike: FilterQuery<Track>[] = sources.flatMap((source) => [
    ...(source.contentSha256 ? [{ owner: source.owner, contentSha256: source.contentSha256 }] : []),
    ...(source.fingerprint
      ? [
          {
            owner: source.owner,
            analysisStatus: AnalysisStatus.DONE,
            durationSeconds: lengthRange(source.durationSeconds),
          },
        ]
      : []),
  ]);
  if (alike.length === 0) return found;
  const candidates = await em.find(
    Track,
    { $and: [scope(Track, callerId), { $or: alike }] },
    {
      populate: ['fingerprint'],
      orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }],
      limit: MAX_CANDIDATES,
    },
  );
  const fingerprints = new Map<string, string>();
  const fingerprintOf = (id: string, bytes: Buffer) => {
    const known = fingerprints.get(id);
    if (known !== undefined) return known;
    const fingerprint = fingerprintFromBytes(bytes);
    fingerprints.set(id, fingerprint);
    return fingerprint;
  };
  for (const source of sources) {
    const list = found.get(source.id) as Track[];
    for (const candidate of candidates) {
      if (list.length >= MAX_DUPLICATES) break;
      if (candidate.id === source.id || candidate.owner.id !== source.owner) continue;
      if (sameFile(source, candidate) || sameSound(source, candidate, fingerprintOf)) list.push(candidate);
    }
  }
  return found;
}

function sameFile(source: SourceRow, candidate: Track): boolean {
  return (
    !!source.contentSha256 &&
    !!candidate.contentSha256 &&
    source.contentSha256.equals(candidate.contentSha256)
  );
}

function sameSound(
  source: SourceRow,
  candidate: Track,
  fingerprintOf: (id: string, bytes: Buffer) => string,
): boolean {
  if (!source.fingerprint || !candidate.fingerprint) return false;
  const { $gte, $lte } = lengthRange(source.durationSeconds);
  if (candidate.durationSeconds < $gte || candidate.durationSeconds > $lte) return false;
  return sameRecording(
    fingerprintOf(source.id, source.fingerprint),
    fingerprintOf(candidate.id, candidate.fingerprint),
  ).match;
}

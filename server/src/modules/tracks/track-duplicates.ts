import { type EntityManager, type FilterQuery, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { Track } from './track.entity.js';
import { TrackRecordingMatch } from './track-recording-match.entity.js';

/** Most duplicates listed for one track. */
export const MAX_DUPLICATES = 20;
/** Most candidates read for one answer: 20 for each of a full page of 100 tracks and then some. */
const MAX_CANDIDATES = 2000;

interface SourceRow {
  id: string;
  owner: string;
  contentSha256: Buffer | null;
}

/**
 * For each of `trackIds` the caller may read, its artist's other tracks that the caller may read and
 * that are the same file (SHA-256) or the same recording in another encoding (matched by fingerprint
 * when the later one was analysed, track-recording-match.entity.ts): newest first, at most
 * MAX_DUPLICATES. Three statements for any number of tracks.
 */
export async function findDuplicates(
  em: EntityManager,
  callerId: string,
  trackIds: readonly string[],
): Promise<Map<string, Track[]>> {
  const sources = await em
    .createQueryBuilder(Track)
    .select(['id', 'owner', 'contentSha256'])
    .where({ id: { $in: [...trackIds] }, ...scope(Track, callerId) })
    .execute<SourceRow[]>('all');
  const found = new Map<string, Track[]>(sources.map((source) => [source.id, []]));
  if (sources.length === 0) return found;
  const matchRows = await em
    .createQueryBuilder(TrackRecordingMatch)
    .select(['track', 'match'])
    .where({ track: { $in: sources.map((source) => source.id) } })
    .execute<{ track: string; match: string }[]>('all');
  const matched = new Map<string, Set<string>>();
  for (const row of matchRows) matched.set(row.track, (matched.get(row.track) ?? new Set()).add(row.match));
  const alike: FilterQuery<Track>[] = sources.flatMap((source) => [
    ...(source.contentSha256 ? [{ owner: source.owner, contentSha256: source.contentSha256 }] : []),
    ...(matched.has(source.id)
      ? [{ owner: source.owner, id: { $in: [...(matched.get(source.id) ?? [])] } }]
      : []),
  ]);
  if (alike.length === 0) return found;
  const candidates = await em.find(
    Track,
    { $and: [scope(Track, callerId), { $or: alike }] },
    { orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }], limit: MAX_CANDIDATES },
  );
  for (const source of sources) {
    const list = found.get(source.id) as Track[];
    const sameRecording = matched.get(source.id);
    for (const candidate of candidates) {
      if (list.length >= MAX_DUPLICATES) break;
      if (candidate.id === source.id || candidate.owner.id !== source.owner) continue;
      const sameFile =
        !!source.contentSha256 &&
        !!candidate.contentSha256 &&
        source.contentSha256.equals(candidate.contentSha256);
      if (sameFile || sameRecording?.has(candidate.id)) list.push(candidate);
    }
  }
  return found;
}

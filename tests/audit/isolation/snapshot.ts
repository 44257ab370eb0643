import { createHash } from 'node:crypto';
import { graphqlCall, send } from '../http-call.js';
import type { SeededArtist } from '../seed.js';

/** Everything artist A can read of their own data, over GraphQL and REST (signed addresses reduced to their paths). */
const SNAPSHOT_QUERY = `{
  me { id email artistName genre avatar role plan projectCount createdAt }
  profile { id bio location website handles { instagram soundcloud spotify twitter }
    stats { connections followers following monthlyListeners totalProjects totalRevenueUsd totalStreams totalTracks } }
  settings { autoSave emailNotifications pushNotifications theme }
  tracks(first: 100) { totalCount edges { node { id title artist bpm key genre mood format durationSeconds
    sizeBytes createdAt updatedAt cover { url } waveform(points: 8) { min max } } } }
  playlists(first: 100) { totalCount nodes { id name trackCount durationSeconds createdAt updatedAt
    tracks(first: 100) { totalCount nodes { id } } } }
  projectCounts { all draft recording mixing mastering released }
  projects(first: 100) { totalCount nodes { id title status bpm key genre tags credits collaborators { id } description createdAt
      updatedAt releasedAt trackCount
      tracks(first: 100) { nodes { id status addedAt uploadedToProject track { id } } }
      lyrics { id version title content createdAt } lyricsRevisions { id version content }
      notes(first: 100) { nodes { id type content audioDurationSeconds createdAt } } } }
  network { connectionCount mutualCount connections(first: 100) { nodes { id connected connectsBack mutual } }
    requests(first: 100) { nodes { id } } }
  notifications { unreadCount openTasksToday
    notifications(first: 100) { nodes { id kind read eventCount text preview updatedAt actor { id } } } }
  manager { chosen level satisfaction tasksToNextLevel persona { style } }
  todaysPlan { id title completedAt }
  managerConversation(last: 100) { totalCount edges { cursor node { id author content } } }
  courses { id started startedAt completedLessons progressPercent lessons { id completed } }
  dashboardStats { totalTracks storageBytes recentUploads { id title } }
}`;

/** What each track is in: asked of one track at a time, as the schema says. */
const TRACK_USAGE =
  'query($id: ID!) { track(id: $id) { playlists(first: 100) { totalCount nodes { id } } projects { nodes { id } } } }';

/**
 * A's data as A reads it: the GraphQL snapshot above, the conversation with the peer, where each
 * track is used, the REST lists, and the bytes of A's audio, voice note and cover (as SHA-256).
 * Stable across reads (the first read of a day stores the manager's plan and opening a conversation
 * marks it read, so take one snapshot to settle before the one compared).
 */
export async function snapshotOf(baseUrl: string, artist: SeededArtist, peerId: string): Promise<unknown> {
  // Answers are kept whole, errors included: after a breach, a read may fail, and that is a difference too.
  const read = async (query: string, variables: Record<string, unknown> = {}) =>
    (await send(baseUrl, graphqlCall(query, variables, artist.token))).json;
  const conversation = await read(
    'query($a: ID!) { conversation(artistId: $a) { canMessage messages(last: 100) { nodes { id body fromMe sentAt } } } }',
    { a: peerId },
  );
  const main = await read(SNAPSHOT_QUERY);
  const usage = [];
  for (const id of artist.ids.Track ?? []) usage.push(await read(TRACK_USAGE, { id }));
  const rest: Record<string, unknown> = {};
  for (const path of [
    '/tracks',
    '/playlists',
    '/dashboard/stats',
    ...Object.values(artist.media).map(withoutQuery),
  ]) {
    const answer = await send(baseUrl, {
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${artist.token}` },
    });
    rest[path] = path.startsWith('/media/')
      ? { status: answer.status, sha256: createHash('sha256').update(answer.text, 'latin1').digest('hex') }
      : { status: answer.status, body: answer.json };
  }
  return withoutSignatures({ conversation, main, usage, rest });
}

function withoutQuery(path: string): string {
  return path.split('?')[0] ?? path;
}

/** Signed addresses carry a fresh token each time: keep their paths only. */
function withoutSignatures(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (_key, member) =>
    typeof member === 'string' && member.startsWith('/media/') ? withoutQuery(member) : member,
  );
}

/** The paths at which two snapshots differ ("main.playlists.0.name"), at most `limit` of them. */
export function differences(before: unknown, after: unknown, limit = 20, path = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const bothObjects = before && after && typeof before === 'object' && typeof after === 'object';
  if (!bothObjects)
    return [
      `${path || '(root)'}: ${JSON.stringify(before)?.slice(0, 120)} -> ${JSON.stringify(after)?.slice(0, 120)}`,
    ];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const found: string[] = [];
  for (const key of keys) {
    const inner = differences(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      limit - found.length,
      path ? `${path}.${key}` : key,
    );
    found.push(...inner);
    if (found.length >= limit) break;
  }
  return found;
}

import type { EntityManager } from '@mikro-orm/postgresql';

export interface NameCount {
  name: string;
  count: number;
}

export interface DashboardStats {
  totalTracks: number;
  /** Bytes of stored audio (a bigint sum, exact below 2^53). */
  storageBytes: number;
  recentUploads: { id: string; title: string; artist: string; durationSeconds: number; createdAt: Date }[];
  quickStats: { genres: NameCount[]; moods: NameCount[] };
}

const RECENT_UPLOADS = 5;

/** The dashboard's figures: one SQL statement of aggregates over the artist's own tracks (no track is loaded). */
export class DashboardService {
  async stats(em: EntityManager, ownerId: string): Promise<DashboardStats> {
    const [row] = await em.execute<DashboardRow[]>(DASHBOARD_SQL, [ownerId, RECENT_UPLOADS]);
    return {
      totalTracks: row?.total ?? 0,
      storageBytes: Number(row?.bytes ?? 0),
      // Timestamps arrive as text inside JSON.
      recentUploads: (row?.recent ?? []).map((upload) => ({
        id: upload.id,
        title: upload.title,
        artist: upload.artist,
        durationSeconds: upload.duration_seconds,
        createdAt: new Date(upload.created_at),
      })),
      quickStats: { genres: row?.genres ?? [], moods: row?.moods ?? [] },
    };
  }
}

interface DashboardRow {
  total: number;
  bytes: string;
  recent: { id: string; title: string; artist: string; duration_seconds: number; created_at: string }[];
  genres: NameCount[];
  moods: NameCount[];
}

/** name: count per genre and per mood, most common first; empty values (no mood given) are left out. */
const countsBy = (column: 'genre' | 'mood') => `(select coalesce(json_agg(c), '[]') from (
    select ${column} as name, count(*)::int as count from tracks
    where owner_id = p.owner and ${column} <> '' group by ${column} order by count desc, name asc) c)`;

const DASHBOARD_SQL = `with p as (select cast(? as uuid) as owner, cast(? as int) as recent) select
  (select count(*)::int from tracks where owner_id = p.owner) as total,
  (select coalesce(sum(size_bytes), 0)::bigint from tracks where owner_id = p.owner) as bytes,
  (select coalesce(json_agg(r), '[]') from (
    select id, title, artist, duration_seconds, created_at from tracks
    where owner_id = p.owner order by created_at desc, id desc limit p.recent) r) as recent,
  ${countsBy('genre')} as genres,
  ${countsBy('mood')} as moods from p`;

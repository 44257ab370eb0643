import type { EntityManager } from '@mikro-orm/postgresql';

export interface NameCount {
  name: string;
  count: number;
}

export interface DashboardStats {
  totalTracks: number;
  /** Megabytes (MiB) of stored audio. */
  storageUsage: number;
  recentUploads: { id: string; title: string; artist: string; durationSeconds: number; createdAt: Date }[];
  quickStats: { genres: NameCount[]; moods: NameCount[] };
}

const RECENT_UPLOADS = 5;
const BYTES_PER_MB = 1024 * 1024;

/** The dashboard's figures, each one SQL aggregate over the artist's own tracks (no track is loaded). */
export class DashboardService {
  async stats(em: EntityManager, ownerId: string): Promise<DashboardStats> {
    const sql = em.getConnection();
    const [totals, recentUploads, genres, moods] = await Promise.all([
      sql.execute<{ total: number; bytes: string }[]>(
        'select count(*)::int as total, coalesce(sum(size_bytes), 0)::bigint as bytes from tracks where owner_id = ?',
        [ownerId],
      ),
      sql.execute<
        { id: string; title: string; artist: string; duration_seconds: number; created_at: string | Date }[]
      >(
        'select id, title, artist, duration_seconds, created_at from tracks where owner_id = ? order by created_at desc, id desc limit ?',
        [ownerId, RECENT_UPLOADS],
      ),
      countsBy(em, ownerId, 'genre'),
      countsBy(em, ownerId, 'mood'),
    ]);
    return {
      totalTracks: totals[0]?.total ?? 0,
      storageUsage: Number(totals[0]?.bytes ?? 0) / BYTES_PER_MB,
      // Raw queries return timestamps as text (MikroORM keeps the driver's type parsers neutral).
      recentUploads: recentUploads.map((row) => ({
        id: row.id,
        title: row.title,
        artist: row.artist,
        durationSeconds: row.duration_seconds,
        createdAt: new Date(row.created_at),
      })),
      quickStats: { genres, moods },
    };
  }
}

/** name: count for a column, most common first; empty values (no mood given) are left out. */
function countsBy(em: EntityManager, ownerId: string, column: 'genre' | 'mood'): Promise<NameCount[]> {
  return em.getConnection().execute<NameCount[]>(
    `select ${column} as name, count(*)::int as count from tracks
        where owner_id = ? and ${column} <> '' group by ${column} order by count desc, name asc`,
    [ownerId],
  );
}

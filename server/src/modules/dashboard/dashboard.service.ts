import type { EntityManager } from '@mikro-orm/postgresql';
import { executeForCaller } from '../../shared/caller-sql.js';
import { DASHBOARD_SQL } from './dashboard.sql.js';

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
    const [row] = await executeForCaller<DashboardRow>(em, DASHBOARD_SQL, ownerId, [RECENT_UPLOADS]);
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

import type { EntityManager } from '@mikro-orm/postgresql';
import { executeForCaller } from '../../shared/caller-sql.js';
import { LIBRARY_FIGURES_SQL } from './track.sql.js';

export interface NameCount {
  name: string;
  count: number;
}

/** The artist's library in figures: what the dashboard shows. */
export interface LibraryFigures {
  totalTracks: number;
  /** Bytes of stored audio (a bigint sum, exact below 2^53). */
  storageBytes: number;
  recentUploads: { id: string; title: string; artist: string; durationSeconds: number; createdAt: Date }[];
  genres: NameCount[];
  moods: NameCount[];
}

interface LibraryFiguresRow {
  total: number;
  bytes: string;
  recent: { id: string; title: string; artist: string; duration_seconds: number; created_at: string }[];
  genres: NameCount[];
  moods: NameCount[];
}

/** One SQL statement of aggregates over the artist's own tracks (no track is loaded). */
export async function readLibraryFigures(
  em: EntityManager,
  ownerId: string,
  recentUploads: number,
): Promise<LibraryFigures> {
  const [row] = await executeForCaller<LibraryFiguresRow>(em, LIBRARY_FIGURES_SQL, ownerId, [recentUploads]);
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
    genres: row?.genres ?? [],
    moods: row?.moods ?? [],
  };
}

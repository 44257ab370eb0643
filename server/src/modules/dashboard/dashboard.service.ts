import type { EntityManager } from '@mikro-orm/postgresql';
import type { LibraryFigures, NameCount } from '../tracks/library-figures.js';
import type { TrackService } from '../tracks/track.service.js';

export type { NameCount };

export interface DashboardStats {
  totalTracks: number;
  /** Bytes of stored audio (a bigint sum, exact below 2^53). */
  storageBytes: number;
  recentUploads: LibraryFigures['recentUploads'];
  quickStats: { genres: NameCount[]; moods: NameCount[] };
}

const RECENT_UPLOADS = 5;

/** The dashboard's figures: the artist's library in figures, as the tracks module reads them. */
export class DashboardService {
  constructor(private readonly tracks: Pick<TrackService, 'libraryFigures'>) {}

  async stats(em: EntityManager, ownerId: string): Promise<DashboardStats> {
    const { genres, moods, ...figures } = await this.tracks.libraryFigures(em, ownerId, RECENT_UPLOADS);
    return { ...figures, quickStats: { genres, moods } };
  }
}

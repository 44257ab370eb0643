import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { NotFoundError } from '../../shared/errors.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import type { FileJournal } from '../storage/file-journal.js';
import { type ReceivedSquareImage, receiveSquareImage } from '../storage/square-image.js';
import type { FileStorage } from '../storage/storage.js';
import { COVER_PIXELS, COVER_SIZES, type CoverSize, coverFileKey, coverFileKeys } from './cover-keys.js';
import { Track } from './track.entity.js';
import type { TrackService } from './track.service.js';

const NO_COVER = 'This track has no cover.';

type ReceivedCover = ReceivedSquareImage<CoverSize>;
const TRACK_NOT_FOUND = 'Track not found.';

/**
 * Track covers: one image per track, checked by its bytes and stored at two sizes. A new cover gets new
 * keys, so an address of the old one never shows the new image from a cache; the old files go once the
 * change is committed.
 */
export class TrackCoverService {
  constructor(
    private readonly tracks: TrackService,
    private readonly storage: FileStorage,
    private readonly files: FileJournal,
  ) {}

  receiveCover(source: Readable): Promise<ReceivedCover> {
    return receiveSquareImage(this.storage, source, { plural: 'Cover images', pixels: COVER_PIXELS });
  }

  async setCover(
    em: EntityManager,
    ownerId: string,
    trackId: string,
    pendingCover: Promise<ReceivedCover>,
  ): Promise<Track> {
    // The image may be refused while the track is looked up: handle that now, rethrow it below.
    pendingCover.catch(() => undefined);
    let track: Track;
    try {
      track = await this.tracks.findTrack(em, ownerId, trackId, 'update');
    } catch (error) {
      await pendingCover.then((cover) => cover.discard()).catch(() => undefined);
      throw error;
    }
    const cover = await pendingCover;
    const coverKey = `covers/${ownerId}/${track.id}/${randomUUID()}`;
    try {
      // Stored before the transaction opens (no pooled connection or row lock waits on storage).
      for (const size of COVER_SIZES)
        await this.files.store(em, cover.files[size], coverFileKey(coverKey, size));
      // Locked, so two covers set at once replace each other in turn and no file is left unnamed.
      await unitOfWork(em, async (tx) => {
        const locked = await tx.findOne(
          Track,
          { id: track.id, ...scope(Track, ownerId, 'update') },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!locked) throw new NotFoundError(TRACK_NOT_FOUND);
        if (locked.coverKey) await this.files.removeAfterCommit(tx, coverFileKeys(locked.coverKey));
        locked.coverKey = coverKey;
        await this.files.keep(tx, coverFileKeys(coverKey));
      });
    } catch (error) {
      await this.files.discard(coverFileKeys(coverKey));
      await cover.discard();
      throw error;
    }
    track.coverKey = coverKey;
    return track;
  }

  async removeCover(em: EntityManager, ownerId: string, trackId: string): Promise<Track> {
    const track = await this.tracks.findTrack(em, ownerId, trackId, 'update');
    // Locked, so a cover being set at the same moment is either removed here or kept whole.
    await unitOfWork(em, async (tx) => {
      const locked = await tx.findOne(
        Track,
        { id: track.id, ...scope(Track, ownerId, 'update') },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!locked) throw new NotFoundError(TRACK_NOT_FOUND);
      if (locked.coverKey) await this.files.removeAfterCommit(tx, coverFileKeys(locked.coverKey));
      locked.coverKey = null;
    });
    track.coverKey = null;
    return track;
  }

  /** Where a track's cover is stored at one size, and when the track (so at latest its cover) last changed. */
  async coverFile(
    em: EntityManager,
    ownerId: string,
    trackId: string,
    size: CoverSize,
  ): Promise<{ key: string; modifiedAt: Date }> {
    const track = await this.tracks.findTrack(em, ownerId, trackId);
    if (!track.coverKey) throw new NotFoundError(NO_COVER);
    return { key: coverFileKey(track.coverKey, size), modifiedAt: track.updatedAt };
  }
}

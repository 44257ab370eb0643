import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { NotFoundError } from '../../shared/errors.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { User } from '../accounts/user.entity.js';
import type { FileJournal } from '../storage/file-journal.js';
import { type ReceivedSquareImage, receiveSquareImage } from '../storage/square-image.js';
import type { FileStorage } from '../storage/storage.js';

/** Square renderings of a profile photo, in pixels: SMALL for avatars in lists, LARGE for the profile. */
export const PHOTO_PIXELS = { SMALL: 96, LARGE: 320 } as const;
export type PhotoSize = keyof typeof PHOTO_PIXELS;
export const PHOTO_SIZES = Object.keys(PHOTO_PIXELS) as PhotoSize[];

/** A photo's key is `avatars/<artist id>/<random id>`; its addresses name both ids. */
const PHOTO_KEY = /^avatars\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/;

export function photoFileKey(photoKey: string, size: PhotoSize): string {
  return `${photoKey}-${size.toLowerCase()}.webp`;
}

export function photoFileKeys(photoKey: string | null | undefined): string[] {
  return photoKey ? PHOTO_SIZES.map((size) => photoFileKey(photoKey, size)) : [];
}

/** The address path of one rendering: `/media/avatars/<artist id>/<random id>/<size>`. */
export function photoPath(photoKey: string, size: PhotoSize): string | null {
  const ids = PHOTO_KEY.exec(photoKey);
  return ids ? `/media/avatars/${ids[1]}/${ids[2]}/${size.toLowerCase()}` : null;
}

const ACCOUNT_NOT_FOUND = 'Account not found.';

/**
 * Profile photos: one per artist, checked by its bytes like covers and stored at two sizes. A new
 * photo gets a new key, so its address never shows an older image from a cache; the old files go once
 * the change is committed, and with the account.
 */
export class ProfilePhotoService {
  constructor(
    private readonly storage: FileStorage,
    private readonly files: FileJournal,
  ) {}

  receivePhoto(source: Readable): Promise<ReceivedSquareImage<PhotoSize>> {
    return receiveSquareImage(this.storage, source, { plural: 'Profile photos', pixels: PHOTO_PIXELS });
  }

  async setPhoto(
    em: EntityManager,
    userId: string,
    pendingPhoto: Promise<ReceivedSquareImage<PhotoSize>>,
  ): Promise<User> {
    const photo = await pendingPhoto;
    const photoKey = `avatars/${userId}/${randomUUID()}`;
    try {
      // Stored before the transaction opens (no pooled connection or row lock waits on storage).
      for (const size of PHOTO_SIZES)
        await this.files.store(em, photo.files[size], photoFileKey(photoKey, size));
      return await unitOfWork(em, async (tx) => {
        const account = await this.lockedAccount(tx, userId);
        await this.files.removeAfterCommit(tx, photoFileKeys(account.avatarPhotoKey));
        account.avatarPhotoKey = photoKey;
        await this.files.keep(tx, photoFileKeys(photoKey));
        return account;
      });
    } catch (error) {
      await this.files.discard(photoFileKeys(photoKey));
      await photo.discard();
      throw error;
    }
  }

  /** Back to the emoji avatar; the photo's files go once that is committed. */
  removePhoto(em: EntityManager, userId: string): Promise<User> {
    return unitOfWork(em, async (tx) => {
      const account = await this.lockedAccount(tx, userId);
      await this.files.removeAfterCommit(tx, photoFileKeys(account.avatarPhotoKey));
      account.avatarPhotoKey = null;
      return account;
    });
  }

  /** The stored files of the artist's photo, for deleting the account. */
  async fileKeysOf(tx: EntityManager, userId: string): Promise<string[]> {
    const account = await tx.findOne(User, scope(User, userId));
    return photoFileKeys(account?.avatarPhotoKey);
  }

  /** Locked, so two photos set at once replace each other in turn and no file is left unnamed. */
  private async lockedAccount(tx: EntityManager, userId: string): Promise<User> {
    const account = await tx.findOne(User, scope(User, userId, 'update'), {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return account;
  }
}

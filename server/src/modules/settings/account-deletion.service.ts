import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { AccountService } from '../accounts/account.service.js';
import type { SessionTokens } from '../accounts/session-tokens.js';
import type { NoteService } from '../notes/note.service.js';
import type { ProfilePhotoService } from '../profile/profile-photo.service.js';
import type { TrackVersionService } from '../projects/track-version.service.js';
import type { FileJournal } from '../storage/file-journal.js';
import type { TrackService } from '../tracks/track.service.js';
import type { PasswordConfirmation } from './password-confirmation.js';
import { accountDeletionSchema } from './settings.inputs.js';

/** The services that own what an account holds. */
export interface AccountHoldings {
  accounts: Pick<AccountService, 'lockAccount' | 'removeAccount'>;
  tracks: Pick<TrackService, 'fileKeysOfAll'>;
  notes: Pick<NoteService, 'fileKeysOfAll'>;
  trackVersions: Pick<TrackVersionService, 'fileKeysOf'>;
  profilePhotos: Pick<ProfilePhotoService, 'fileKeysOf'>;
}

/** Deleting an artist's account with everything that is theirs. */
export class AccountDeletionService {
  constructor(
    private readonly passwords: PasswordConfirmation,
    private readonly files: FileJournal,
    private readonly sessions: SessionTokens,
    private readonly holdings: AccountHoldings,
  ) {}

  /**
   * Once the password is confirmed, deletes the account in one transaction (every table's rows go
   * with it: their foreign keys cascade from users), then the stored files named by its tracks and
   * voice notes and its photo. A wrong password deletes nothing.
   */
  async deleteAccount(em: EntityManager, userId: string, input: unknown): Promise<void> {
    const { password } = parseInput(accountDeletionSchema, input);
    await this.passwords.confirm(em, userId, password, 'password');
    const { accounts, tracks, notes, trackVersions, profilePhotos } = this.holdings;
    await unitOfWork(em, async (tx) => {
      // Locked first: an upload still being written waits for this, then fails on the missing owner
      // (and removes its own file), so no file is left behind without a row naming it.
      await accounts.lockAccount(tx, userId);
      const keys = [
        ...(await tracks.fileKeysOfAll(tx, userId)),
        ...(await notes.fileKeysOfAll(tx, userId)),
        // The versions uploaded to the artist's songs, by anyone; theirs in others' songs stay there.
        ...(await trackVersions.fileKeysOf(tx, userId, 'all')),
        ...(await profilePhotos.fileKeysOf(tx, userId)),
      ];
      await accounts.removeAccount(tx, userId);
      await this.files.removeAfterCommit(tx, keys);
    });
    this.sessions.forgetSessionsOf(userId);
  }
}

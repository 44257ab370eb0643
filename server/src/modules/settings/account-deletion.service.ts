import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { executeForCaller } from '../../shared/caller-sql.js';
import { afterCommit, unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { SessionTokens } from '../accounts/session-tokens.js';
import { User } from '../accounts/user.entity.js';
import type { FileStorage } from '../storage/storage.js';
import { coverFileKeys } from '../tracks/cover-keys.js';
import type { PasswordConfirmation } from './password-confirmation.js';
import { accountDeletionSchema } from './settings.inputs.js';
import { LOCK_ACCOUNT_SQL, STORED_FILE_KEYS_SQL } from './settings.sql.js';

/** Deleting an artist's account with everything that is theirs. */
export class AccountDeletionService {
  constructor(
    private readonly passwords: PasswordConfirmation,
    private readonly storage: FileStorage,
    private readonly sessions: SessionTokens,
  ) {}

  /**
   * Once the password is confirmed, deletes the account in one transaction (every table's rows go
   * with it: their foreign keys cascade from users), then the stored files named by its tracks and
   * voice notes. A wrong password deletes nothing.
   */
  async deleteAccount(em: EntityManager, userId: string, input: unknown): Promise<void> {
    const { password } = parseInput(accountDeletionSchema, input);
    await this.passwords.confirm(em, userId, password, 'password');
    const fileKeys = await unitOfWork(em, async (tx) => {
      // Locked first: an upload still being written waits for this, then fails on the missing owner
      // (and removes its own file), so no file is left behind without a row naming it.
      await executeForCaller(tx, LOCK_ACCOUNT_SQL, userId);
      const keys = await storedFileKeys(tx, userId);
      await tx.nativeDelete(User, scope(User, userId, 'delete'));
      return keys;
    });
    this.sessions.forgetSessionsOf(userId);
    await afterCommit(() =>
      Promise.all(fileKeys.map((key) => this.storage.remove(key).catch(() => undefined))),
    );
  }
}

/** Storage keys of the artist's files: track audio and covers, and voice-note clips. */
async function storedFileKeys(tx: EntityManager, userId: string): Promise<string[]> {
  const rows = await executeForCaller<{ key: string; cover_key: string | null }>(
    tx,
    STORED_FILE_KEYS_SQL,
    userId,
  );
  return rows.flatMap((row) => [row.key, ...coverFileKeys(row.cover_key)]);
}

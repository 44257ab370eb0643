import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { Authentication } from '../accounts/account.service.js';
import { hashPassword } from '../accounts/password-hasher.js';
import type { SessionTokens } from '../accounts/session-tokens.js';
import { User } from '../accounts/user.entity.js';
import type { PasswordConfirmation } from './password-confirmation.js';
import { passwordChangeSchema } from './settings.inputs.js';

/** Changing the password of a signed-in artist. */
export class PasswordChangeService {
  constructor(
    private readonly passwords: PasswordConfirmation,
    private readonly sessions: SessionTokens,
  ) {}

  /**
   * Sets the new password once the current one is confirmed, and ends every other session of the
   * artist in the same transaction; the caller's session stays signed in. Returns how many ended.
   */
  async changePassword(em: EntityManager, auth: Authentication, input: unknown): Promise<number> {
    const { currentPassword, newPassword } = parseInput(passwordChangeSchema, input);
    const user = await this.passwords.confirm(em, auth.userId, currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(newPassword);
    return unitOfWork(em, async (tx) => {
      await tx.nativeUpdate(User, scope(User, user.id, 'update'), { passwordHash, updatedAt: new Date() });
      return this.sessions.endOtherSessions(tx, user.id, auth.sessionId);
    });
  }
}

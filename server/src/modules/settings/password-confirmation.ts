import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { UnauthenticatedError, ValidationError } from '../../shared/errors.js';
import { verifyPassword } from '../accounts/password-hasher.js';
import { User } from '../accounts/user.entity.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/**
 * Checks the signed-in artist's password before a change that needs it. Wrong guesses count with the
 * failed logins of their email, so a stolen access token cannot be used to guess the password here.
 * A wrong password is BAD_USER_INPUT, not UNAUTHENTICATED: the session itself is fine.
 */
export class PasswordConfirmation {
  constructor(private readonly rateLimits: RateLimits) {}

  async confirm(em: EntityManager, userId: string, password: string, field: string): Promise<User> {
    const user = await em.findOne(User, scope(User, userId), { populate: ['passwordHash'] });
    if (!user) throw new UnauthenticatedError();
    await this.rateLimits.countLoginAttempt(user.email);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new ValidationError(WRONG_CURRENT_PASSWORD, { field });
    await this.rateLimits.clearLoginFailures(user.email);
    return user;
  }
}

import { type EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { ConflictError, InvalidCredentialsError, UnauthenticatedError } from '../../shared/errors.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import type { AccessTokens } from './access-tokens.js';
import {
  type LoginInput,
  loginInputSchema,
  type RegisterInput,
  registerInputSchema,
} from './account.inputs.js';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from './password-hasher.js';
import type { SessionTokens } from './session-tokens.js';
import { User } from './user.entity.js';

/** Who is asking: used for per-address limits. */
export interface CallerMeta {
  clientAddress: string;
}

export interface AuthResult {
  user: User;
  accessToken: string;
  refreshToken: string;
}

/** Who a request's access token stands for, once its session is known to be live. */
export interface Authentication {
  userId: string;
  sessionId: string;
}

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * What another module adds to a new account, persisted (not flushed) in the registration's unit of
 * work so the account and what it starts with stand or fall together.
 */
export type AccountStarter = (em: EntityManager, user: User) => void | Promise<void>;

/** Accounts: registration, sign-in, and the request-time check of an access token. */
export class AccountService {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly sessionTokens: SessionTokens,
    private readonly rateLimits: RateLimits,
    private readonly accountStarters: readonly AccountStarter[] = [],
  ) {}

  async register(em: EntityManager, rawInput: RegisterInput, meta: CallerMeta): Promise<AuthResult> {
    await this.rateLimits.countRequest('register', meta.clientAddress);
    const input = parseInput(registerInputSchema, rawInput);
    if (await em.count(User, { email: input.email })) throw emailTaken();

    const user = new User({ ...input, passwordHash: await hashPassword(input.password) });
    try {
      // One unit of work: the account, its session and what the starters added.
      return await unitOfWork(em, async (tx) => {
        tx.persist(user);
        for (const start of this.accountStarters) await start(tx, user);
        return this.sessionTokens.startSession(tx, user);
      });
    } catch (error) {
      // Two registrations with one email at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
  }

  /** The account an exact email (as accounts keep it, lower-cased) belongs to, if any: an invitation names its invitee so. */
  async accountIdByEmail(em: EntityManager, email: string): Promise<string | null> {
    const account = await em.findOne(User, { email: email.toLowerCase() }, { fields: ['id'] });
    return account?.id ?? null;
  }

  async login(em: EntityManager, rawInput: LoginInput, meta: CallerMeta): Promise<AuthResult> {
    const counted = this.rateLimits.countRequest('login', meta.clientAddress);
    const { email, password } = await parsedAfter(counted, () => parseInput(loginInputSchema, rawInput));
    // The request and the attempt are counted while the account is read, all before any password
    // check: each step waits its turn on a busy server, so fewer steps one after another make a
    // quicker login. The session and its token are then one statement (openSession).
    const [user] = await Promise.all([
      em.findOne(User, { email }, { populate: ['passwordHash'] }),
      this.rateLimits.countLoginAttempt(email),
      counted,
    ]);
    const passwordMatches = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummyHash(password);
    if (!user || !passwordMatches) throw new InvalidCredentialsError(INVALID_CREDENTIALS);
    const [session] = await Promise.all([
      this.sessionTokens.openSession(em, user),
      this.rateLimits.clearLoginFailures(email),
    ]);
    return session;
  }

  /** The user and session an access token stands for, or null when it is invalid, expired or revoked. */
  async authenticate(em: EntityManager, accessToken: string): Promise<Authentication | null> {
    const claims = await this.accessTokens.verify(accessToken);
    if (!claims) return null;
    const live = await this.sessionTokens.isSessionLive(em, claims.sessionId, claims.userId);
    return live ? { userId: claims.userId, sessionId: claims.sessionId } : null;
  }

  /** Whether a session found by its access token is still live (not signed out, not revoked). */
  sessionIsLive(em: EntityManager, auth: Authentication): Promise<boolean> {
    return this.sessionTokens.isSessionLive(em, auth.sessionId, auth.userId);
  }

  /** The signed-in user's account; a session whose user is gone counts as signed out. */
  /** Locks the account's row for the rest of the unit of work (an account being deleted, say). */
  async lockAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.findOne(User, scope(User, userId, 'delete'), { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Removes the account; every row of the artist's goes with it (their foreign keys cascade). */
  async removeAccount(tx: EntityManager, userId: string): Promise<void> {
    await tx.nativeDelete(User, scope(User, userId, 'delete'));
  }

  async currentUser(em: EntityManager, auth: Authentication): Promise<User> {
    const user = await em.findOne(User, scope(User, auth.userId));
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}

/**
 * The input parsed, once the request it came with has been counted when it is refused: a flood of
 * malformed requests counts against its address like any other.
 */
async function parsedAfter<T>(counting: Promise<void>, parse: () => T): Promise<T> {
  try {
    return parse();
  } catch (refusal) {
    await counting;
    throw refusal;
  }
}

function emailTaken(): ConflictError {
  return new ConflictError('An account with this email already exists.', { field: 'email' });
}

import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { UnprocessableError, ValidationError } from '../../shared/errors.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** How long a key answers retries; after that the same key starts a new create. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;
export const INVALID_KEY = 'An idempotency key must be 1 to 255 visible ASCII characters.';
export const KEY_REUSED =
  'This idempotency key was already used for a different request. Use a new key for each new request.';

/** A create as the client asked for it: its key (none: not idempotent), its name and its input. */
export interface IdempotentCreate {
  key: string | null | undefined;
  /** The mutation's name; a key used for one operation is refused for another. */
  operation: string;
  /** Everything that makes the request what it is: the validated input, ids, a file's hash. */
  request: unknown;
}

export interface CreateOutcome {
  /** The id of the row the create made, now or (replayed) the first time. */
  id: string;
  /** True when an earlier request under the same key made it and create was not called. */
  replayed: boolean;
}

/**
 * Makes creates safe to retry. A create runs in one transaction that first claims the caller's key
 * (unique per artist), so the key and the created row commit together or not at all; a retry with
 * the same key and the same request gets the first result's id instead of a second row.
 */
export class IdempotencyService {
  constructor(private readonly ttlMs = IDEMPOTENCY_KEY_TTL_MS) {}

  /**
   * Runs `create` in a transaction and returns the id it made; with a key, at most once per key.
   * The same key with another request (or operation) is refused with 422. A concurrent duplicate
   * waits on the key's unique index until the first commits, then gets its id.
   */
  async once(
    em: EntityManager,
    userId: string,
    call: IdempotentCreate,
    create: (tx: EntityManager) => Promise<string>,
  ): Promise<CreateOutcome> {
    const key = parseKey(call.key);
    if (key === null) return unitOfWork(em, async (tx) => ({ id: await create(tx), replayed: false }));
    const fingerprint = fingerprintOf(call.operation, call.request);
    return unitOfWork(em, async (tx) => {
      const claim = await this.claim(tx, userId, key, call.operation, fingerprint);
      if (!claim)
        return { id: await earlierResult(tx, userId, key, call.operation, fingerprint), replayed: true };
      const id = await create(tx);
      await tx.nativeUpdate(
        IdempotencyKey,
        { id: claim, ...scope(IdempotencyKey, userId, 'update') },
        { resultId: id },
      );
      return { id, replayed: false };
    });
  }

  /**
   * Inserts the key, or finds it taken (null). The artist's expired keys go first, in the same
   * transaction, so an expired key starts afresh and each artist keeps about a day of keys.
   */
  private async claim(
    tx: EntityManager,
    userId: string,
    key: string,
    operation: string,
    fingerprint: string,
  ): Promise<string | null> {
    await tx.nativeDelete(IdempotencyKey, {
      ...scope(IdempotencyKey, userId, 'delete'),
      createdAt: { $lt: new Date(Date.now() - this.ttlMs) },
    });
    const id = randomUUID();
    // ON CONFLICT waits for a transaction holding the same key to end, then skips if it committed.
    const inserted = await tx
      .createQueryBuilder(IdempotencyKey)
      .insert({ id, user: userId, key, operation, fingerprint, createdAt: new Date() })
      .onConflict(['user', 'key'])
      .ignore()
      .execute('run');
    return inserted.affectedRows === 1 ? id : null;
  }
}

/** The id an earlier request under this key created, if it was the same request. */
async function earlierResult(
  tx: EntityManager,
  userId: string,
  key: string,
  operation: string,
  fingerprint: string,
): Promise<string> {
  const earlier = await tx.findOneOrFail(IdempotencyKey, { ...scope(IdempotencyKey, userId), key });
  if (earlier.operation !== operation || earlier.fingerprint !== fingerprint || !earlier.resultId)
    throw new UnprocessableError(KEY_REUSED);
  return earlier.resultId;
}

function parseKey(key: unknown): string | null {
  if (key === null || key === undefined) return null;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new ValidationError(INVALID_KEY);
  return key;
}

/** SHA-256 of the operation and the request as canonical JSON (object keys sorted). */
function fingerprintOf(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, canonical(request)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, canonical((value as Record<string, unknown>)[name])]),
    );
  return value;
}

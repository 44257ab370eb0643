import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * A create the artist asked for under an idempotency key: which operation, a fingerprint of the
 * request, and the id of what it created. Written in the same transaction as the created row, so a
 * failed create leaves no key and a committed one always has its key. One key per artist.
 */
@Entity({ tableName: 'idempotency_keys' })
@Unique({ name: 'idempotency_keys_user_key_unique', properties: ['user', 'key'] })
export class IdempotencyKey {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'string', length: 255 })
  key: string;

  /** The mutation it was used for (createPlaylist, uploadTrack, ...). */
  @Property({ type: 'string', length: 64 })
  operation: string;

  /** SHA-256 (hex) of the operation and its validated input: a reuse with other input is refused. */
  @Property({ type: 'string', length: 64 })
  fingerprint: string;

  /** The created row's id; null only inside the transaction that claims the key, before the create. */
  @Property({ type: 'uuid', nullable: true })
  resultId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(user: User, key: string, operation: string, fingerprint: string) {
    this.user = user;
    this.key = key;
    this.operation = operation;
    this.fingerprint = fingerprint;
  }
}

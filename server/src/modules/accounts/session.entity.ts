import { Entity, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from './user.entity.js';

/**
 * One signed-in device: the family of refresh tokens issued since a login.
 * Revoking it ends every token of the family, and every access token that names it.
 */
@Entity({ tableName: 'sessions' })
export class Session extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user: User;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: (Date & Opt) | null = null;

  constructor(user: User) {
    super();
    this.user = user;
  }

  get isRevoked(): boolean {
    return this.revokedAt !== null;
  }
}

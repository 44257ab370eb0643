import { Entity, Index, ManyToOne, type Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { Session } from './session.entity.js';

/** A single-use refresh token, stored only as its SHA-256 hash. */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken extends BaseEntity {
  @ManyToOne(() => Session, { deleteRule: 'cascade' })
  @Index()
  session: Session;

  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  /** Set when the token is exchanged; presenting it again means it was stolen. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: (Date & Opt) | null = null;

  constructor(props: { session: Session; tokenHash: string; expiresAt: Date }) {
    super();
    this.session = props.session;
    this.tokenHash = props.tokenHash;
    this.expiresAt = props.expiresAt;
  }
}

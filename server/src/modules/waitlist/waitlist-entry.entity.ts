import { Check, Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';

/** A person waiting for launch. Their position is computed from all entries, never stored. */
@Entity({ tableName: 'waitlist_entries' })
@Check({ name: 'waitlist_entries_email_normalized', expression: 'email = lower(btrim(email))' })
export class WaitlistEntry extends BaseEntity {
  /** Stored trimmed and lower-cased; unique. */
  @Property({ type: 'string', length: 254 })
  @Unique()
  email: string;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'string', length: 16 })
  @Unique()
  referralCode: string;

  /** Who shared the link this person joined through; credited once, at joining. */
  @ManyToOne(() => WaitlistEntry, { nullable: true, deleteRule: 'set null' })
  @Index()
  referredBy: WaitlistEntry | null;

  constructor(props: {
    email: string;
    name: string;
    referralCode: string;
    referredBy: WaitlistEntry | null;
  }) {
    super();
    this.email = props.email;
    this.name = props.name;
    this.referralCode = props.referralCode;
    this.referredBy = props.referredBy;
  }
}

import { FIELD_LIMITS } from '@backline/field-rules';
import {
  BigIntType,
  Check,
  DecimalType,
  Entity,
  OneToOne,
  type Opt,
  PrimaryKeyProp,
  Property,
} from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * What an artist's profile adds to their account: text about them, their social handles and the
 * figures the app cannot count itself yet. One row per user, written on the first save; until then
 * the defaults below stand.
 */
@Entity({ tableName: 'profiles' })
@Check({
  name: 'profiles_handles_plain',
  expression: `spotify ~ '^[A-Za-z0-9._-]*$' and soundcloud ~ '^[A-Za-z0-9._-]*$'
    and instagram ~ '^[A-Za-z0-9._-]*$' and twitter ~ '^[A-Za-z0-9._-]*$'`,
})
@Check({
  name: 'profiles_figures_non_negative',
  expression:
    'total_streams >= 0 and total_revenue_usd >= 0 and followers >= 0 and following >= 0 and monthly_listeners >= 0',
})
export class Profile {
  [PrimaryKeyProp]?: 'user';

  @OneToOne({ entity: () => User, owner: true, primary: true, deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'string', length: FIELD_LIMITS.profile.bio, default: '' })
  bio: string & Opt = '';

  @Property({ type: 'string', length: FIELD_LIMITS.profile.location, default: '' })
  location: string & Opt = '';

  /** A normalized http(s) address, or '' for none. */
  @Property({ type: 'string', length: 255, default: '' })
  website: string & Opt = '';

  /** Handles are stored without a leading @; '' for none. */
  @Property({ type: 'string', length: FIELD_LIMITS.profile.handle, default: '' })
  spotify: string & Opt = '';

  @Property({ type: 'string', length: FIELD_LIMITS.profile.handle, default: '' })
  soundcloud: string & Opt = '';

  @Property({ type: 'string', length: FIELD_LIMITS.profile.handle, default: '' })
  instagram: string & Opt = '';

  @Property({ type: 'string', length: FIELD_LIMITS.profile.handle, default: '' })
  twitter: string & Opt = '';

  // Counts are bigint (they can pass 2^31) read as JS numbers: input is refused above
  // Number.MAX_SAFE_INTEGER (profile.inputs.ts), so every stored count converts exactly.
  @Property({ type: new BigIntType('number'), default: 0 })
  totalStreams: number & Opt = 0;

  /** US dollars with cents. */
  @Property({ type: new DecimalType('number'), precision: 14, scale: 2, default: 0 })
  totalRevenueUsd: number & Opt = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  followers: number & Opt = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  following: number & Opt = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  monthlyListeners: number & Opt = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(user: User) {
    this.user = user;
  }
}

import { FIELD_LIMITS } from '@backline/field-rules';
import { Check, Entity, Enum, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import { BaseEntity } from '../../shared/base.entity.js';

/** The description's two plan labels; what each allows is not decided yet. */
export enum SubscriptionPlan {
  CREATOR = 'CREATOR',
  PROFESSIONAL = 'PROFESSIONAL',
}
registerEnumType(SubscriptionPlan, { name: 'SubscriptionPlan' });

@ReadByPolicy('User')
@ObjectType({ description: 'An artist with an account.' })
@Entity({ tableName: 'users' })
@Check({ name: 'users_email_normalized', expression: 'email = lower(btrim(email))' })
export class User extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  /** Stored trimmed and lower-cased; unique. */
  @Field(() => String)
  @Property({ type: 'string', length: FIELD_LIMITS.account.email })
  @Unique()
  email: string;

  /** argon2id hash; never serialized and never a GraphQL field. */
  @Property({ type: 'string', hidden: true, lazy: true })
  passwordHash: string;

  @Field(() => String)
  @Property({ type: 'string', length: FIELD_LIMITS.account.artistName })
  artistName: string;

  @Field(() => String, { description: 'May be empty: the registration form does not ask for it.' })
  @Property({ type: 'string', length: FIELD_LIMITS.account.genre })
  genre: string;

  /** A display label the artist chooses (the profile edits it). */
  @Field(() => String)
  @Property({ type: 'string', length: FIELD_LIMITS.profile.role, default: 'Independent Artist' })
  role: string & Opt = 'Independent Artist';

  @Field(() => SubscriptionPlan)
  @Enum({
    items: () => SubscriptionPlan,
    nativeEnumName: 'subscription_plan',
    default: SubscriptionPlan.CREATOR,
  })
  plan: SubscriptionPlan & Opt = SubscriptionPlan.CREATOR;

  /** An emoji shown as the artist's picture. */
  @Field(() => String)
  @Property({ type: 'string', length: 16, default: '🎧' })
  avatar: string & Opt = '🎧';

  /** Where the artist's photo's renderings are stored (`<key>-small.webp`, ...); null: the emoji shows. */
  @Property({ type: 'string', length: 120, nullable: true })
  avatarPhotoKey: string | null = null;

  @Field(() => Date)
  declare createdAt: Date;

  constructor(props: { email: string; passwordHash: string; artistName: string; genre: string }) {
    super();
    this.email = props.email;
    this.passwordHash = props.passwordHash;
    this.artistName = props.artistName;
    this.genre = props.genre;
  }
}

import { Check, Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';

@ObjectType({ description: 'An artist with an account.' })
@Entity({ tableName: 'users' })
@Check({ name: 'users_email_normalized', expression: 'email = lower(btrim(email))' })
export class User extends BaseEntity {
  @Field(() => ID)
  declare id: string;

  /** Stored trimmed and lower-cased; unique. */
  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  @Unique()
  email: string;

  /** argon2id hash; never serialized and never a GraphQL field. */
  @Property({ type: 'string', hidden: true, lazy: true })
  passwordHash: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  artistName: string;

  @Field(() => String, { description: 'May be empty: the registration form does not ask for it.' })
  @Property({ type: 'string', length: 50 })
  genre: string;

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

import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { SeenWithHolder } from '../../graphql/access.js';
import type { SignedUrl } from './media-tokens.js';

@SeenWithHolder()
@ObjectType('SignedUrl', {
  description:
    'An absolute address of a stored file that works without a token header until expiresAt; ask again for a new one.',
})
export class SignedUrlType implements SignedUrl {
  @Field(() => String, { description: 'Absolute: scheme, host and path, with its signature.' })
  url!: string;

  @Field(() => GraphQLDateTimeISO)
  expiresAt!: Date;
}

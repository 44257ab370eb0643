import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ReadByPolicy, SeenWithHolder, SignedIn } from '../../graphql/access.js';
import { User } from '../accounts/user.entity.js';
import { SocialPlatform } from './social-links.js';

@SeenWithHolder()
@ObjectType({ description: 'Handles without a leading @; empty when not given.' })
export class SocialHandles {
  @Field(() => String) spotify!: string;
  @Field(() => String) soundcloud!: string;
  @Field(() => String) instagram!: string;
  @Field(() => String) twitter!: string;
}

@SeenWithHolder()
@ObjectType({ description: "A link to the artist's page on a platform, built from their handle." })
export class SocialLink {
  @Field(() => SocialPlatform) platform!: SocialPlatform;
  @Field(() => String) handle!: string;
  @Field(() => String) url!: string;
}

@SeenWithHolder()
@ObjectType({
  description:
    'totalTracks, totalProjects and connections are counted from the library, projects and My Network; ' +
    'the other figures are ' +
    'stored as given (0 until set).',
})
export class ProfileStats {
  @Field(() => Int) totalTracks!: number;
  @Field(() => Int) totalProjects!: number;
  @Field(() => Int, { description: 'Artists this artist has connected with in My Network.' })
  connections!: number;
  @Field(() => GraphQLSafeInt) totalStreams!: number;
  @Field(() => Float, { description: 'US dollars with cents.' }) totalRevenueUsd!: number;
  @Field(() => GraphQLSafeInt) followers!: number;
  @Field(() => GraphQLSafeInt) following!: number;
  @Field(() => GraphQLSafeInt) monthlyListeners!: number;
}

@ReadByPolicy('Profile')
@ObjectType('Profile', { description: "The signed-in artist's profile." })
export class ArtistProfile {
  @Field(() => ID, { description: "The artist's user id." })
  id!: string;

  @Field(() => User, { description: 'Name, role, avatar and plan live on the account.' })
  user!: User;

  @Field(() => String) bio!: string;
  @Field(() => String) location!: string;

  @Field(() => String, { description: 'A normalized http(s) address; empty when not given.' })
  website!: string;

  @Field(() => SocialHandles) handles!: SocialHandles;
  @Field(() => [SocialLink], { description: 'One per handle given.' }) links!: SocialLink[];
  @Field(() => ProfileStats) stats!: ProfileStats;
}

@SignedIn()
@ObjectType('PublicProfile', {
  description:
    "What any signed-in artist sees of another's profile: the text about them and their links, never the figures they keep.",
})
export class PublicProfile {
  @Field(() => String, { description: 'May be empty.' }) bio!: string;
  @Field(() => String, { description: 'May be empty.' }) location!: string;

  @Field(() => String, { description: 'A normalized http(s) address; empty when not given.' })
  website!: string;

  @Field(() => [SocialLink], { description: 'One per handle given.' }) links!: SocialLink[];
}

@InputType({
  description:
    "Fields left out (or null) stay as they are; '' clears an optional text. Handles may start with @. " +
    'The stored figures are editable here only; the profile screen shows them.',
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) artistName?: string | null;
  @Field(() => String, { nullable: true }) role?: string | null;
  @Field(() => String, { nullable: true, description: 'One of profileAvatars.' }) avatar?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' }) bio?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true, description: 'https:// is added to a bare domain.' })
  website?: string | null;
  @Field(() => String, { nullable: true }) spotify?: string | null;
  @Field(() => String, { nullable: true }) soundcloud?: string | null;
  @Field(() => String, { nullable: true }) instagram?: string | null;
  @Field(() => String, { nullable: true }) twitter?: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) totalStreams?: number | null;
  @Field(() => Float, { nullable: true, description: 'US dollars; rounded to the cent.' })
  totalRevenueUsd?: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) followers?: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) following?: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) monthlyListeners?: number | null;
}

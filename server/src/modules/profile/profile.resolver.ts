import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import type { ArtistCardView } from '../network/artist-cards.js';
import { ArtistCard } from '../network/network.types.js';
import { ArtistProfile, PublicProfile, UpdateProfileInput } from './profile.types.js';
import { PROFILE_AVATARS } from './profile-avatars.js';

@Resolver()
export class ProfileResolver {
  @SignedIn()
  @Query(() => ArtistProfile)
  profile(@Ctx() ctx: GraphQLContext): Promise<ArtistProfile> {
    return ctx.services.profiles.readProfile(ctx.em, currentUserId(ctx));
  }

  @Public()
  @Query(() => [String], { description: 'The emoji a profile can take as its avatar.' })
  profileAvatars(): string[] {
    return [...PROFILE_AVATARS];
  }

  @SignedIn()
  @Mutation(() => ArtistProfile, {
    description: 'Changes the fields given; the answer carries the account (name, role, avatar) too.',
  })
  updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArtistProfile> {
    return ctx.services.profiles.updateProfile(ctx.em, currentUserId(ctx), input);
  }
}

/** An artist's page: what they tell about themselves, read for a whole list of artists in one statement. */
@Resolver(() => ArtistCard)
export class ArtistProfileResolver {
  @SignedIn()
  @FieldResolver(() => PublicProfile, { description: 'The text about them and their links (their page).' })
  profile(@Root() artist: ArtistCardView, @Ctx() ctx: GraphQLContext): Promise<PublicProfile> {
    return ctx.loaders.publicProfiles.load(artist.id);
  }
}

import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { ArtistProfile, UpdateProfileInput } from './profile.types.js';
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

import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CLIENT_MUTATION_ID } from '../../graphql/client-mutation-id.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { ArtistCard, ConversationType, DirectMessageType, NetworkOverviewType } from './network.types.js';

@Resolver()
export class NetworkResolver {
  @Authorized()
  @Query(() => [ArtistCard], {
    description: 'Other artists whose name contains the text (names starting with it first), at most 20.',
  })
  artistSearch(@Arg('name', () => String) name: string, @Ctx() ctx: GraphQLContext): Promise<ArtistCard[]> {
    return ctx.services.network.searchArtists(ctx.em, currentUserId(ctx), { name });
  }

  @Authorized()
  @Query(() => NetworkOverviewType)
  network(@Ctx() ctx: GraphQLContext): Promise<NetworkOverviewType> {
    return ctx.services.network.readNetwork(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Query(() => ConversationType, { description: 'Opening a conversation marks its incoming messages read.' })
  conversation(
    @Arg('artistId', () => ID) artistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConversationType> {
    return ctx.services.conversations.openConversation(ctx.em, currentUserId(ctx), artistId);
  }

  @Authorized()
  @Mutation(() => ArtistCard, { description: 'Connecting again is harmless; the artist is notified once.' })
  connectWithArtist(
    @Arg('artistId', () => ID) artistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArtistCard> {
    return ctx.services.network.connect(ctx.em, currentUserId(ctx), artistId);
  }

  @Authorized()
  @Mutation(() => ArtistCard)
  disconnectFromArtist(
    @Arg('artistId', () => ID) artistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArtistCard> {
    return ctx.services.network.disconnect(ctx.em, currentUserId(ctx), artistId);
  }

  @Authorized()
  @Mutation(() => DirectMessageType, { description: 'Only to a mutual connection; FORBIDDEN otherwise.' })
  sendDirectMessage(
    @Arg('artistId', () => ID) artistId: string,
    @Arg('body', () => String) body: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DirectMessageType> {
    const { conversations } = ctx.services;
    return conversations.sendMessage(ctx.em, currentUserId(ctx), artistId, { body }, clientMutationId);
  }
}

import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import { RECENT_CONVERSATION_COUNT } from './conversation.service.js';
import { SEARCH_PAGE_SIZE, SUGGESTION_COUNT } from './network.service.js';
import {
  ArtistCard,
  ArtistConnection,
  ArtistSearchArgs,
  ArtistSuggestion,
  ConnectWithArtistInput,
  Conversation,
  ConversationSummary,
  DeclineConnectionInput,
  DirectMessageConnection,
  DirectMessageNode,
  DisconnectFromArtistInput,
  MarkConversationReadInput,
  NetworkConnectionsArgs,
  NetworkOverview,
  SendDirectMessageInput,
} from './network.types.js';

@Resolver()
export class NetworkResolver {
  @SignedIn()
  @Query(() => ArtistConnection, {
    description:
      'Other artists whose name contains the text, names starting with it first; 20 a page by default.',
  })
  async artistSearch(
    @Args(() => ArtistSearchArgs) { name, ...paging }: ArtistSearchArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<ArtistCard>> {
    const request = pageRequest(paging, SEARCH_PAGE_SIZE);
    return toConnection(
      await ctx.services.network.searchArtists(ctx.em, currentUserId(ctx), { name }, request),
    );
  }

  @SignedIn()
  @Query(() => ArtistCard, {
    nullable: true,
    description:
      "Another artist, for their page. Null, with NOT_FOUND, for an unknown id or the viewer's own.",
  })
  artist(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ArtistCard> {
    return ctx.services.network.findArtist(ctx.em, currentUserId(ctx), id);
  }

  @SignedIn()
  @Query(() => [ArtistSuggestion], {
    description:
      "Artists to connect with, best first: known to the viewer's mutual connections, then of their genre, then the most recently connected.",
  })
  artistSuggestions(
    @Arg('first', () => Int, { defaultValue: SUGGESTION_COUNT, description: 'At most 20.' }) first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArtistSuggestion[]> {
    return ctx.services.network.suggestArtists(ctx.em, currentUserId(ctx), first);
  }

  @SignedIn()
  @Query(() => NetworkOverview)
  network(@Ctx() ctx: GraphQLContext): Promise<NetworkOverview> {
    return ctx.services.network.readNetwork(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Query(() => [ConversationSummary], {
    description: "The viewer's conversations, the most recently active first. Reading it marks nothing read.",
  })
  recentConversations(
    @Arg('first', () => Int, { defaultValue: RECENT_CONVERSATION_COUNT, description: 'At most 50.' })
    first: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConversationSummary[]> {
    return ctx.services.conversations.recentConversations(ctx.em, currentUserId(ctx), first);
  }

  @SignedIn()
  @Query(() => Conversation, {
    nullable: true,
    description:
      'Reading it changes nothing (markConversationRead does). Null, with NOT_FOUND, for an unknown artist.',
  })
  conversation(
    @Arg('artistId', () => ID) artistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Conversation> {
    return ctx.services.conversations.openConversation(ctx.em, currentUserId(ctx), artistId);
  }

  @SignedIn()
  @Mutation(() => Conversation, {
    description:
      'Marks what the artist sent you as read, with its notification. Harmless to repeat; NOT_FOUND for an unknown artist.',
  })
  markConversationRead(
    @Arg('input', () => MarkConversationReadInput) input: MarkConversationReadInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Conversation> {
    return ctx.services.conversations.markConversationRead(ctx.em, currentUserId(ctx), input.artistId);
  }

  @SignedIn()
  @Mutation(() => ArtistCard, { description: 'Connecting again is harmless; the artist is notified once.' })
  connectWithArtist(
    @Arg('input', () => ConnectWithArtistInput) input: ConnectWithArtistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArtistCard> {
    return ctx.services.network.connect(ctx.em, currentUserId(ctx), input.artistId);
  }

  @SignedIn()
  @Mutation(() => ArtistCard)
  disconnectFromArtist(
    @Arg('input', () => DisconnectFromArtistInput) input: DisconnectFromArtistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArtistCard> {
    return ctx.services.network.disconnect(ctx.em, currentUserId(ctx), input.artistId);
  }

  @SignedIn()
  @Mutation(() => ArtistCard, {
    description:
      "Takes back another artist's request to connect with the viewer, and its notification; they are not told. Harmless to repeat.",
  })
  declineConnection(
    @Arg('input', () => DeclineConnectionInput) input: DeclineConnectionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArtistCard> {
    return ctx.services.network.decline(ctx.em, currentUserId(ctx), input.artistId);
  }

  @SignedIn()
  @Mutation(() => DirectMessageNode, { description: 'Only to a mutual connection; FORBIDDEN otherwise.' })
  sendDirectMessage(
    @Arg('input', () => SendDirectMessageInput) input: SendDirectMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DirectMessageNode> {
    const { artistId, body, clientMutationId } = input;
    return ctx.services.conversations.sendMessage(
      ctx.em,
      currentUserId(ctx),
      artistId,
      { body },
      clientMutationId,
    );
  }
}

@Resolver(() => NetworkOverview)
export class NetworkListsResolver {
  @SignedIn()
  @FieldResolver(() => ArtistConnection, {
    description: 'Artists the viewer has connected with, newest first; `mutual` narrows them.',
  })
  async connections(
    @Args(() => NetworkConnectionsArgs) args: NetworkConnectionsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<ArtistCard>> {
    return toConnection(
      await ctx.services.network.connections(
        ctx.em,
        currentUserId(ctx),
        pageRequest(args),
        args.mutual ?? null,
      ),
    );
  }

  @SignedIn()
  @FieldResolver(() => ArtistConnection, {
    description: 'Artists who have connected with the viewer and not been connected with back, newest first.',
  })
  async requests(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<ArtistCard>> {
    return toConnection(await ctx.services.network.requests(ctx.em, currentUserId(ctx), pageRequest(args)));
  }
}

@Resolver(() => Conversation)
export class ConversationMessagesResolver {
  @SignedIn()
  @FieldResolver(() => DirectMessageConnection, {
    description:
      'The messages in the order they were sent: ask `last: 50` for the latest, then page back with `before`.',
  })
  async messages(
    @Root() conversation: Conversation,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<DirectMessageNode>> {
    const { conversations } = ctx.services;
    const page = await conversations.messages(
      ctx.em,
      currentUserId(ctx),
      conversation.artist.id,
      pageRequest(args),
    );
    return toConnection(page);
  }
}

import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { ReadByPolicy, SignedIn } from '../../graphql/access.js';
import { ConnectionArgs, type ConnectionValue, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { pageRequest } from '../../shared/paging.js';
import { ArtistCard } from '../network/network.types.js';
import { TrackVersion } from '../projects/track-version.entity.js';
import { Comment } from './comment.entity.js';
import {
  AddCommentInput,
  CommentConnection,
  ReopenCommentInput,
  ResolveCommentInput,
} from './comment.types.js';

/** Comments on a version: add one or a reply, resolve and reopen a thread. */
@Resolver(() => Comment)
export class CommentResolver {
  @SignedIn()
  @Mutation(() => Comment, {
    description:
      'Comments at a time (or over a range) of a version, or replies to a thread; the roles table says who may.',
  })
  addComment(
    @Arg('input', () => AddCommentInput) input: AddCommentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Comment> {
    return ctx.services.comments.addComment(ctx.em, currentUserId(ctx), input);
  }

  @SignedIn()
  @Mutation(() => Comment, { description: 'Resolves the thread the comment is in; answers the thread.' })
  resolveComment(
    @Arg('input', () => ResolveCommentInput) input: ResolveCommentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Comment> {
    return ctx.services.comments.setResolved(ctx.em, currentUserId(ctx), input.commentId, true);
  }

  @SignedIn()
  @Mutation(() => Comment, { description: 'Reopens the thread the comment is in; answers the thread.' })
  reopenComment(
    @Arg('input', () => ReopenCommentInput) input: ReopenCommentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Comment> {
    return ctx.services.comments.setResolved(ctx.em, currentUserId(ctx), input.commentId, false);
  }

  @ReadByPolicy('Comment')
  @FieldResolver(() => ArtistCard, {
    nullable: true,
    description: 'Who wrote it; null once their account is gone.',
  })
  async author(@Root() comment: Comment, @Ctx() ctx: GraphQLContext): Promise<ArtistCard | null> {
    return comment.author ? ctx.loaders.artistCards.load(comment.author.id) : null;
  }

  @ReadByPolicy('Comment')
  @FieldResolver(() => [Comment], {
    description: "A thread's replies, oldest first (at most 100); none on a reply.",
  })
  replies(@Root() comment: Comment, @Ctx() ctx: GraphQLContext): Promise<Comment[]> {
    return comment.parent ? Promise.resolve([]) : ctx.loaders.commentReplies.load(comment.id);
  }
}

/** A version's comments, as its song shows them. */
@Resolver(() => TrackVersion)
export class VersionCommentsResolver {
  @ReadByPolicy('Comment')
  @FieldResolver(() => CommentConnection, { description: 'Its comment threads, in the order of the song.' })
  async comments(
    @Root() version: TrackVersion,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<Comment>> {
    return toConnection(
      await ctx.loaders.versionComments.load({ id: version.id, request: pageRequest(args) }),
    );
  }

  @ReadByPolicy('Comment')
  @FieldResolver(() => Int, { description: 'How many of its threads are open.' })
  openCommentCount(@Root() version: TrackVersion, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.loaders.openCommentCounts.load(version.id);
  }
}

import { Arg, Ctx, ID, Resolver, Root, Subscription } from 'type-graphql';
import { ReadByPolicy } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { liveMessages } from '../live/live-feed.js';
import { ProjectActivity } from './project-activity.entity.js';

/**
 * What happens in a project as it happens, for its owner and members: each activity once its change
 * committed, on any instance. Removing a member (or their leaving) ends their subscription at once.
 */
async function projectActivityStream(
  ctx: GraphQLContext,
  projectId: string,
): Promise<AsyncIterable<ProjectActivity>> {
  const callerId = currentUserId(ctx);
  const isMember = () => ctx.services.projects.findProject(ctx.em.fork(), callerId, projectId);
  // Listening first, then asking: a removal in between still reaches the stream. The topic names
  // the id as the database writes it (lower case).
  const { messages, end } = liveMessages(ctx.services.live, `project:${projectId.toLowerCase()}`);
  try {
    // NOT_FOUND for a project the caller is not in, before anything is sent.
    await isMember();
  } catch (error) {
    end();
    throw error;
  }
  // A lost connection may have lost the notice of a removal: once it is back, ask again.
  const stopWatching = ctx.services.live.onReconnect(() => void isMember().catch(() => end()));
  return (async function* () {
    try {
      for await (const message of messages) {
        if (message.kind === 'member-left' && message.userId === callerId) return;
        if (message.kind !== 'activity' || !message.id) continue;
        // Read as the caller, in a unit of work of its own: none once they are no longer in the project.
        const activity = await ctx.services.projectActivity.activityForSubscriber(
          () => ctx.em.fork(),
          callerId,
          { id: message.id, projectId, notice: message.activity },
        );
        if (!activity) return;
        yield activity;
      }
    } finally {
      stopWatching();
      end();
    }
  })();
}

@Resolver()
export class ProjectActivitySubscriptionResolver {
  @ReadByPolicy('ProjectActivity')
  @Subscription(() => ProjectActivity, {
    description:
      'Each new activity of a project the signed-in artist is in (graphql-ws on /graphql); it ends when they leave or are removed.',
    subscribe: ({ args, context }) =>
      projectActivityStream(context as GraphQLContext, String(args.projectId)),
  })
  projectActivity(
    @Root() activity: ProjectActivity,
    @Arg('projectId', () => ID) _projectId: string,
    @Ctx() _ctx: GraphQLContext,
  ): ProjectActivity {
    return activity;
  }
}

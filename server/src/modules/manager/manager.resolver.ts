import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public, SignedIn } from '../../graphql/access.js';
import {
  ConnectionArgs,
  type ConnectionValue,
  connectionType,
  toConnection,
} from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { OpensItsOwnUnitOfWork } from '../../graphql/mutation-unit-of-work.js';
import { pageRequest } from '../../shared/paging.js';
import { presentRelationship } from './manager.presenter.js';
import {
  AskManagerInput,
  CareerOutlook,
  CareerProgressType,
  ChooseManagerInput,
  CompleteManagerTaskInput,
  ManagerPersonaType,
  ManagerRelationship,
} from './manager.types.js';
import { AdvisorKind } from './manager-advisor.js';
import { ManagerMessage } from './manager-message.entity.js';
import { MANAGER_PERSONAS } from './manager-personas.js';
import { ManagerTask } from './manager-task.entity.js';

export const ManagerMessageConnection = connectionType(
  ManagerMessage,
  'ManagerMessage',
  'The conversation with the manager in time order, oldest first; a chat asks for the `last` lines.',
);

@Resolver()
export class ManagerResolver {
  @Public()
  @Query(() => [ManagerPersonaType], { description: 'The four managers to choose from (always four).' })
  managerPersonas(): ManagerPersonaType[] {
    return Object.values(MANAGER_PERSONAS).map((persona) => ({ ...persona, traits: [...persona.traits] }));
  }

  @SignedIn()
  @Query(() => AdvisorKind, {
    description:
      "Where the manager's answers come from: a chat model (MANAGER_AI_BASE_URL), or the built-in advisor.",
  })
  managerAdvisor(@Ctx() ctx: GraphQLContext): AdvisorKind {
    return ctx.services.managerConversation.advisorKind;
  }

  @SignedIn()
  @Query(() => ManagerRelationship)
  async manager(@Ctx() ctx: GraphQLContext): Promise<ManagerRelationship> {
    return presentRelationship(await ctx.services.manager.state(ctx.em, currentUserId(ctx)));
  }

  @SignedIn()
  @Query(() => [ManagerTask], {
    description:
      "Today's action plan from the chosen manager, as planToday stored it (empty before that, and before " +
      "choosing): at most four tasks, two from the artist's data and two of the manager's habits. Reads only.",
  })
  todaysPlan(@Ctx() ctx: GraphQLContext): Promise<ManagerTask[]> {
    return ctx.services.manager.todaysPlan(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Mutation(() => [ManagerTask], {
    description:
      "Stores today's plan if it is not stored yet (the first call of each UTC day) and answers it; later " +
      'calls that day answer the same plan, so a client calls it whenever it shows the plan. Empty before choosing a manager.',
  })
  planToday(@Ctx() ctx: GraphQLContext): Promise<ManagerTask[]> {
    return ctx.services.manager.planToday(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Query(() => CareerProgressType, {
    description: "The artist's career level from the milestones reached, and what unlocks the next.",
  })
  careerProgress(@Ctx() ctx: GraphQLContext): Promise<CareerProgressType> {
    return ctx.services.careerProgress.read(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Query(() => CareerOutlook)
  careerOutlook(@Ctx() ctx: GraphQLContext): Promise<CareerOutlook> {
    return ctx.services.manager.outlook(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Query(() => ManagerMessageConnection, {
    description: 'The conversation with the manager, oldest first; `last: 50` reads the newest lines.',
  })
  async managerConversation(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConnectionValue<ManagerMessage>> {
    const page = await ctx.services.managerConversation.conversation(
      ctx.em,
      currentUserId(ctx),
      pageRequest(args),
    );
    return toConnection(page);
  }

  @SignedIn()
  @Mutation(() => ManagerRelationship, {
    description:
      "Switches manager: satisfaction 50, level 1, a new plan in the manager's style. " +
      'Choosing the manager the artist already has changes nothing.',
  })
  async chooseManager(
    @Arg('input', () => ChooseManagerInput) input: ChooseManagerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManagerRelationship> {
    return presentRelationship(
      await ctx.services.manager.chooseManager(ctx.em, currentUserId(ctx), input.style),
    );
  }

  @SignedIn()
  @Mutation(() => ManagerTask, { description: 'Completes a task: satisfaction rises by twice its impact.' })
  completeManagerTask(
    @Arg('input', () => CompleteManagerTaskInput) input: CompleteManagerTaskInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManagerTask> {
    return ctx.services.manager.completeTask(ctx.em, currentUserId(ctx), input.taskId);
  }

  @SignedIn()
  @Mutation(() => ManagerMessage, {
    description: "Asks the manager; answers 'Please select an AI manager first.' before choosing.",
  })
  @OpensItsOwnUnitOfWork()
  askManager(
    @Arg('input', () => AskManagerInput) input: AskManagerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManagerMessage> {
    return ctx.services.managerConversation.ask(ctx.em, currentUserId(ctx), input.question);
  }
}

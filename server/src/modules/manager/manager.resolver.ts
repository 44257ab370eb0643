import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { TASKS_PER_LEVEL } from './manager.service.js';
import { CareerOutlook, ManagerPersonaType, ManagerRelationship } from './manager.types.js';
import { ManagerMessage } from './manager-message.entity.js';
import { levelName, MANAGER_PERSONAS, ManagerStyle } from './manager-personas.js';
import type { ManagerState } from './manager-state.entity.js';
import { ManagerTask } from './manager-task.entity.js';

@Resolver()
export class ManagerResolver {
  @Query(() => [ManagerPersonaType], { description: 'The four managers to choose from.' })
  managerPersonas(): ManagerPersonaType[] {
    return Object.values(MANAGER_PERSONAS).map((persona) => ({ ...persona, traits: [...persona.traits] }));
  }

  @Authorized()
  @Query(() => ManagerRelationship)
  async manager(@Ctx() ctx: GraphQLContext): Promise<ManagerRelationship> {
    return presentRelationship(await ctx.services.manager.state(ctx.em, currentUserId(ctx)));
  }

  @Authorized()
  @Query(() => [ManagerTask], {
    description: "Today's action plan from the chosen manager (empty before choosing).",
  })
  todaysPlan(@Ctx() ctx: GraphQLContext): Promise<ManagerTask[]> {
    return ctx.services.manager.todaysPlan(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Query(() => CareerOutlook)
  careerOutlook(@Ctx() ctx: GraphQLContext): Promise<CareerOutlook> {
    return ctx.services.manager.outlook(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Query(() => [ManagerMessage], { description: 'The conversation with the manager, oldest first.' })
  managerConversation(@Ctx() ctx: GraphQLContext): Promise<ManagerMessage[]> {
    return ctx.services.managerConversation.conversation(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Mutation(() => ManagerRelationship, {
    description:
      "Switches manager: satisfaction 50, level 1, a new plan in the manager's style. " +
      'Choosing the manager the artist already has changes nothing.',
  })
  async chooseManager(
    @Arg('style', () => ManagerStyle) style: ManagerStyle,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManagerRelationship> {
    return presentRelationship(await ctx.services.manager.chooseManager(ctx.em, currentUserId(ctx), style));
  }

  @Authorized()
  @Mutation(() => ManagerTask, { description: 'Completes a task: satisfaction rises by twice its impact.' })
  completeManagerTask(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ManagerTask> {
    return ctx.services.manager.completeTask(ctx.em, currentUserId(ctx), id);
  }

  @Authorized()
  @Mutation(() => ManagerMessage, {
    description: "Asks the manager; answers 'Please select an AI manager first.' before choosing.",
  })
  askManager(
    @Arg('question', () => String) question: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManagerMessage> {
    return ctx.services.managerConversation.ask(ctx.em, currentUserId(ctx), question);
  }
}

function presentRelationship(state: ManagerState): ManagerRelationship {
  const persona = MANAGER_PERSONAS[state.style];
  return {
    chosen: state.chosenAt !== null,
    persona: { ...persona, traits: [...persona.traits] },
    satisfaction: state.satisfaction,
    level: state.level,
    levelName: levelName(state.level),
    tasksToNextLevel: TASKS_PER_LEVEL - (state.completedSinceChosen % TASKS_PER_LEVEL),
  };
}

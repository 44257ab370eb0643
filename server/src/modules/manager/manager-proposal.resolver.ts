import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Resolver,
  Root,
} from 'type-graphql';
import { ReadByPolicy, SeenWithHolder, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { ManagerMessage } from './manager-message.entity.js';

@SeenWithHolder()
@ObjectType('ManagerProposal', {
  description:
    "A task the manager proposed in an answer, added to today's plan only when the artist accepts it.",
})
export class ManagerProposalType {
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Why the manager proposes it now.' }) reason!: string;
  @Field(() => Boolean, { description: "Accepted: it is in today's plan." }) accepted!: boolean;
}

@InputType()
export class AcceptManagerProposalInput {
  @Field(() => ID) messageId!: string;
}

/** Tasks the manager proposes, and the artist's acceptance. */
@Resolver(() => ManagerMessage)
export class ManagerProposalResolver {
  @ReadByPolicy('ManagerMessage')
  @FieldResolver(() => ManagerProposalType, {
    nullable: true,
    description: "A task this answer proposes for today's plan; null when it proposes none.",
  })
  proposal(@Root() message: ManagerMessage): ManagerProposalType | null {
    if (!message.proposedTaskTitle) return null;
    return {
      title: message.proposedTaskTitle,
      reason: message.proposedTaskReason ?? '',
      accepted: message.proposalAcceptedAt !== null,
    };
  }

  @SignedIn()
  @Mutation(() => ManagerMessage, {
    description:
      "Adds the task an answer proposed to today's plan (once). NOT_FOUND for another artist's line or one that proposed nothing.",
  })
  acceptManagerProposal(
    @Arg('input', () => AcceptManagerProposalInput) input: AcceptManagerProposalInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManagerMessage> {
    return ctx.services.managerConversation.acceptProposal(ctx.em, currentUserId(ctx), input.messageId);
  }
}

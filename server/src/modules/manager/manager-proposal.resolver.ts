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
import { presentProposal } from './manager.presenter.js';
import { ManagerMessage, ProposalKind } from './manager-message.entity.js';

@SeenWithHolder()
@ObjectType('ManagerProposal', {
  description:
    "What the manager proposed in an answer (a task for today's plan, a project's target release date, a pitch note kept on a project), carried out only when the artist accepts it.",
})
export class ManagerProposalType {
  @Field(() => ProposalKind) kind!: ProposalKind;
  @Field(() => String, { description: 'The proposal in a line: the task, or what accepting does.' })
  title!: string;
  @Field(() => String, { description: 'Why the manager proposes it now.' }) reason!: string;
  @Field(() => Boolean, { description: 'Accepted: it has been carried out.' }) accepted!: boolean;
  @Field(() => ID, { nullable: true, description: 'The project a release date or pitch note is for.' })
  projectId!: string | null;
  @Field(() => String, { nullable: true, description: 'RELEASE_DATE: the day proposed, YYYY-MM-DD.' })
  releaseDate!: string | null;
  @Field(() => String, { nullable: true, description: 'PITCH_NOTE: the note to keep.' })
  note!: string | null;
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
    description: 'What this answer proposes; null when it proposes nothing.',
  })
  proposal(@Root() message: ManagerMessage): ManagerProposalType | null {
    return presentProposal(message);
  }

  @SignedIn()
  @Mutation(() => ManagerMessage, {
    description:
      "Carries out what an answer proposed (once). NOT_FOUND for another artist's line, one that proposed nothing, or a project gone since.",
  })
  acceptManagerProposal(
    @Arg('input', () => AcceptManagerProposalInput) input: AcceptManagerProposalInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManagerMessage> {
    return ctx.services.managerConversation.acceptProposal(ctx.em, currentUserId(ctx), input.messageId);
  }
}

import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { OpensItsOwnUnitOfWork } from '../../graphql/mutation-unit-of-work.js';
import { JoinWaitlistArgs, WaitlistStanding } from './waitlist.types.js';

@Resolver()
export class WaitlistResolver {
  @Public()
  @Mutation(() => WaitlistStanding, {
    description: 'Joins the waitlist; joining again returns the same entry.',
  })
  @OpensItsOwnUnitOfWork()
  joinWaitlist(
    @Arg('input', () => JoinWaitlistArgs) input: JoinWaitlistArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WaitlistStanding> {
    const { email, name, referralCode } = input;
    return ctx.services.waitlist.join(ctx.em, { email, name, referralCode }, ctx);
  }
}

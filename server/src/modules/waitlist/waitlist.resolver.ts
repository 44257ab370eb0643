import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { WaitlistStanding } from './waitlist.types.js';

@Resolver()
export class WaitlistResolver {
  @Mutation(() => WaitlistStanding, {
    description: 'Joins the waitlist; joining again returns the same entry.',
  })
  joinWaitlist(
    @Arg('email', () => String) email: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('referralCode', () => String, { nullable: true }) referralCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WaitlistStanding> {
    return ctx.services.waitlist.join(ctx.em, { email, name, referralCode }, ctx);
  }
}

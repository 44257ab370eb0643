import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public, SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { OpensItsOwnUnitOfWork } from '../../graphql/mutation-unit-of-work.js';
import { UnauthenticatedError } from '../../shared/errors.js';
import { AuthPayload, LoginArgs, LogoutArgs, RefreshSessionArgs, RegisterArgs } from './account.types.js';
import { User } from './user.entity.js';

@Resolver()
export class AccountResolver {
  @Public()
  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in.' })
  @OpensItsOwnUnitOfWork()
  register(
    @Arg('input', () => RegisterArgs) input: RegisterArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return ctx.services.accounts.register(ctx.em, input, ctx);
  }

  @Public()
  @Mutation(() => AuthPayload)
  @OpensItsOwnUnitOfWork()
  login(@Arg('input', () => LoginArgs) input: LoginArgs, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return ctx.services.accounts.login(ctx.em, { email: input.email, password: input.password }, ctx);
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Exchanges a refresh token for a new pair; the old one stops working.',
  })
  @OpensItsOwnUnitOfWork()
  refreshSession(
    @Arg('input', () => RefreshSessionArgs) input: RefreshSessionArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return ctx.services.sessions.refresh(ctx.em, input.refreshToken, ctx);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Ends the session the refresh token belongs to.' })
  async logout(
    @Arg('input', () => LogoutArgs) input: LogoutArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.sessions.logout(ctx.em, input.refreshToken);
    return true;
  }

  @SignedIn()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() ctx: GraphQLContext): Promise<User> {
    if (!ctx.auth) throw new UnauthenticatedError();
    return ctx.services.accounts.currentUser(ctx.em, ctx.auth);
  }
}

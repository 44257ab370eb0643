import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SignedIn } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { OpensItsOwnUnitOfWork } from '../../graphql/mutation-unit-of-work.js';
import { UnauthenticatedError } from '../../shared/errors.js';
import { User } from '../accounts/user.entity.js';
import {
  ChangePasswordInput,
  DeleteAccountInput,
  DeletedUser,
  SettingsView,
  UpdateSettingsInput,
} from './settings.types.js';

@Resolver()
export class SettingsResolver {
  @SignedIn()
  @Query(() => SettingsView, {
    description: 'Defaults until first saved: DARK, email on, push off, auto-save on.',
  })
  settings(@Ctx() ctx: GraphQLContext): Promise<SettingsView> {
    return ctx.services.settings.readSettings(ctx.em, currentUserId(ctx));
  }

  @SignedIn()
  @Mutation(() => SettingsView)
  updateSettings(
    @Arg('input', () => UpdateSettingsInput) input: UpdateSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SettingsView> {
    return ctx.services.settings.updateSettings(ctx.em, currentUserId(ctx), input);
  }

  @SignedIn()
  @Mutation(() => User, {
    description:
      'Needs the current password; the new one follows the registration rules. Every other session is ' +
      'signed out; this one stays signed in. Answers the signed-in user.',
  })
  @OpensItsOwnUnitOfWork()
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    if (!ctx.auth) throw new UnauthenticatedError();
    const { currentPassword, newPassword } = input;
    await ctx.services.passwordChanges.changePassword(ctx.em, ctx.auth, { currentPassword, newPassword });
    return ctx.services.accounts.currentUser(ctx.em, ctx.auth);
  }

  @SignedIn()
  @Mutation(() => DeletedUser, {
    description:
      'Needs the password; deletes the account with all its data and files, and ends every session.',
  })
  @OpensItsOwnUnitOfWork()
  async deleteAccount(
    @Arg('input', () => DeleteAccountInput) input: DeleteAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeletedUser> {
    const id = currentUserId(ctx);
    await ctx.services.accountDeletion.deleteAccount(ctx.em, id, { password: input.password });
    return { id };
  }
}

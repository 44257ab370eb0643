import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { currentUserId } from '../../graphql/current-user.js';
import { UnauthenticatedError } from '../../shared/errors.js';
import { SettingsChangesInput, SettingsView } from './settings.types.js';

@Resolver()
export class SettingsResolver {
  @Authorized()
  @Query(() => SettingsView, {
    description: 'Defaults until first saved: DARK, email on, push off, auto-save on.',
  })
  settings(@Ctx() ctx: GraphQLContext): Promise<SettingsView> {
    return ctx.services.settings.readSettings(ctx.em, currentUserId(ctx));
  }

  @Authorized()
  @Mutation(() => SettingsView)
  updateSettings(
    @Arg('input', () => SettingsChangesInput) input: SettingsChangesInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SettingsView> {
    return ctx.services.settings.updateSettings(ctx.em, currentUserId(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Needs the current password; the new one follows the registration rules. Every other session is ' +
      'signed out; this one stays signed in.',
  })
  async changePassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    if (!ctx.auth) throw new UnauthenticatedError();
    await ctx.services.passwordChanges.changePassword(ctx.em, ctx.auth, { currentPassword, newPassword });
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Needs the password; deletes the account with all its data and files, and ends every session.',
  })
  async deleteAccount(
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.accountDeletion.deleteAccount(ctx.em, currentUserId(ctx), { password });
    return true;
  }
}

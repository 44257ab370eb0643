import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ReadByPolicy, SeenWithHolder } from '../../graphql/access.js';
import { Theme } from './user-settings.entity.js';

@ReadByPolicy('UserSettings')
@ObjectType('Settings', { description: "The signed-in artist's preferences." })
export class SettingsView {
  @Field(() => ID, { description: "The artist's user id." })
  id!: string;

  @Field(() => Theme) theme!: Theme;
  @Field(() => Boolean) emailNotifications!: boolean;
  @Field(() => Boolean) pushNotifications!: boolean;
  @Field(() => Boolean) autoSave!: boolean;
}

@InputType({ description: 'Preferences left out (or null) stay as they are.' })
export class UpdateSettingsInput {
  @Field(() => Theme, { nullable: true }) theme?: Theme | null;
  @Field(() => Boolean, { nullable: true }) emailNotifications?: boolean | null;
  @Field(() => Boolean, { nullable: true }) pushNotifications?: boolean | null;
  @Field(() => Boolean, { nullable: true }) autoSave?: boolean | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String) currentPassword!: string;
  @Field(() => String, { description: 'At least 8 characters.' }) newPassword!: string;
}

@InputType()
export class DeleteAccountInput {
  @Field(() => String, { description: 'The account password, typed again.' }) password!: string;
}

@SeenWithHolder()
@ObjectType({ description: 'The account deleteAccount removed, by its user id.' })
export class DeletedUser {
  @Field(() => ID) id!: string;
}

import { Entity, Enum, OneToOne, type Opt, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';

export enum Theme {
  DARK = 'DARK',
  LIGHT = 'LIGHT',
}
registerEnumType(Theme, { name: 'Theme' });

/** An artist's preferences. One row per user, written on the first save; until then the defaults stand. */
@Entity({ tableName: 'user_settings' })
export class UserSettings {
  [PrimaryKeyProp]?: 'user';

  @OneToOne({ entity: () => User, owner: true, primary: true, deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => Theme, nativeEnumName: 'ui_theme', default: Theme.DARK })
  theme: Theme & Opt = Theme.DARK;

  @Property({ type: 'boolean', default: true })
  emailNotifications: boolean & Opt = true;

  @Property({ type: 'boolean', default: false })
  pushNotifications: boolean & Opt = false;

  @Property({ type: 'boolean', default: true })
  autoSave: boolean & Opt = true;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(user: User) {
    this.user = user;
  }
}

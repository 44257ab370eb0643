import { FIELD_LIMITS } from '@backline/field-rules';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../shared/base.entity.js';
import { User } from '../accounts/user.entity.js';

/** A named, ordered selection of the artist's own tracks (the entries hold the order). */
@Entity({ tableName: 'playlists' })
@Index({ properties: ['owner', 'createdAt'] })
export class Playlist extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  @Property({ type: 'string', length: FIELD_LIMITS.playlist.name })
  name: string;

  constructor(owner: User, name: string) {
    super();
    this.owner = owner;
    this.name = name;
  }
}

import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';

/**
 * One artist has connected with another. Connections point one way; when both artists have
 * connected with each other the connection is mutual. Deleting either artist deletes it.
 */
@Entity({ tableName: 'connections' })
@Check({ name: 'connections_not_self', expression: 'from_id <> to_id' })
@Index({ properties: ['to'] })
// The latest connections made, for suggestions, without reading them all.
@Index({ properties: ['createdAt'] })
export class Connection {
  [PrimaryKeyProp]?: ['from', 'to'];

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  from: User;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  to: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(from: User, to: User) {
    this.from = from;
    this.to = to;
  }
}

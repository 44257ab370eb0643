import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A secret the server generates for itself (the token-signing key), kept in the database so every
 * app instance reads the same one. Written once by whichever instance starts first; never changed.
 */
@Entity({ tableName: 'server_secrets' })
export class ServerSecret {
  @PrimaryKey({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'text', hidden: true })
  value!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

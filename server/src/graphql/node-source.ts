import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import type { Services } from '../services.js';
import type { GraphQLContext } from './context.js';
import { currentUserId } from './current-user.js';

/** How node(id:) finds one type: its table, and the caller-scoped lookup that loads it. */
export interface NodeSource {
  /** The GraphQL object type's name. */
  readonly typeName: string;
  readonly entity: EntityName<object>;
  /** Loads the object as the caller may see it, or throws NotFoundError. */
  load(ctx: GraphQLContext, id: string): Promise<object>;
}

/** A node source whose lookup is a service's, for the signed-in caller. */
export function nodeSource(
  typeName: string,
  entity: EntityName<object>,
  find: (services: Services, em: EntityManager, callerId: string, id: string) => Promise<object>,
): NodeSource {
  return { typeName, entity, load: (ctx, id) => find(ctx.services, ctx.em, currentUserId(ctx), id) };
}

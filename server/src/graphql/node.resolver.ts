import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { NotFoundError } from '../shared/errors.js';
import { isUuid } from '../shared/ids.js';
import { SignedIn } from './access.js';
import type { GraphQLContext } from './context.js';
import { NODE_TYPE, Node } from './node.js';
import { nodeSources } from './node-sources.js';

/** How node(id:) finds one type: its table, and the caller-scoped lookup that loads it. */
export interface NodeSource {
  /** The GraphQL object type's name. */
  readonly typeName: string;
  readonly entity: EntityName<object>;
  /** Loads the object as the caller may see it, or throws NotFoundError. */
  load(ctx: GraphQLContext, id: string): Promise<object>;
}

const NOT_FOUND = 'Nothing with this id was found.';

@Resolver()
export class NodeResolver {
  @SignedIn()
  @Query(() => Node, {
    nullable: true,
    description: 'Anything with an id: null, with a NOT_FOUND error, when it does not exist or is not yours.',
  })
  async node(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<object | null> {
    const source = isUuid(id) ? await sourceOf(ctx.em, nodeSources, id) : undefined;
    if (!source) throw new NotFoundError(NOT_FOUND);
    const found = await source.load(ctx, id);
    Object.defineProperty(found, NODE_TYPE, { value: source.typeName, enumerable: false });
    return found;
  }
}

/** Which source's table holds the id: one statement over every table, by primary key. */
async function sourceOf(em: EntityManager, sources: readonly NodeSource[], id: string) {
  const metadata = em.getMetadata();
  const probes = sources.map((source, index) => {
    const meta = metadata.get(source.entity as string);
    const column = meta.getPrimaryProps()[0]?.fieldNames[0] ?? 'id';
    return `select ${index} as source from "${meta.tableName}" where "${column}" = ?`;
  });
  const rows = await em.execute<{ source: number }[]>(
    probes.join(' union all '),
    sources.map(() => id),
  );
  const found = rows[0];
  return found ? sources[found.source] : undefined;
}

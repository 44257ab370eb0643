import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { FEATURE_MODULES } from '../modules/index.js';
import { NotFoundError } from '../shared/errors.js';
import { isUuid } from '../shared/ids.js';
import { SignedIn } from './access.js';
import type { GraphQLContext } from './context.js';
import { NODE_TYPE, Node } from './node.js';
import type { NodeSource } from './node-source.js';

const NOT_FOUND = 'Nothing with this id was found.';

/** Every type node(id:) finds, each through its module's caller-scoped lookup. */
const nodeSources = FEATURE_MODULES.flatMap((feature) => feature.nodeSources ?? []);

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

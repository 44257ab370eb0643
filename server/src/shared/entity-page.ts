import {
  type EntityManager,
  type EntityMetadata,
  type EntityName,
  type FilterQuery,
  type FindOptions,
  type QueryOrderMap,
  ReferenceKind,
  raw,
} from '@mikro-orm/postgresql';
import { type KeysetList, readKeysetPage } from './keyset-page.js';
import { type Page, type PageRequest, pageOfItems, type SortKeyType } from './paging.js';

export interface EntityPageOptions<Entity, Item> {
  populate?: FindOptions<Entity>['populate'];
  /** Written into the cursors (see `KeysetList.name`). */
  name?: string;
  /** Reads the page's items by id (plain rows, say); by default the entities, under `where` again. */
  load?: (ids: string[]) => Promise<Item[]>;
}

/**
 * One page of entities through the one pager (`readKeysetPage`): the list is the query `where` makes
 * (the caller's `scope()` in it), ordered by `orderBy`, whose properties are all ascending or all
 * descending and end in the id; then the page's entities are read by id.
 */
export async function findPage<Entity extends object, Item extends { id: string } = Entity & { id: string }>(
  em: EntityManager,
  entityName: EntityName<Entity>,
  where: FilterQuery<Entity>,
  orderBy: QueryOrderMap<Entity>[],
  request: PageRequest,
  options: EntityPageOptions<Entity, Item> = {},
): Promise<Page<Item>> {
  const meta = em.getMetadata().get<Entity>(entityName as string);
  const list = listOf(em, meta, where, orderBy);
  const page = await readKeysetPage(em, { ...list, name: options.name }, request);
  if (page.items.length === 0) return pageOfItems(page, [], (item: Item) => item.id);
  const load =
    options.load ??
    ((ids: string[]) =>
      em.find(entityName, { $and: [{ id: { $in: ids } }, where] } as FilterQuery<Entity>, {
        populate: options.populate as never,
      }) as Promise<unknown[]> as Promise<Item[]>);
  return pageOfItems(page, await load(page.items), (item) => item.id);
}

const ALIAS = 'listed';

/** The entities' ids and sort keys as SQL for the pager. */
function listOf<Entity extends object>(
  em: EntityManager,
  meta: EntityMetadata<Entity>,
  where: FilterQuery<Entity>,
  orderBy: QueryOrderMap<Entity>[],
): KeysetList {
  const keys = orderBy.map((entry) => sortKey(meta, entry));
  const directions = new Set(keys.map((key) => key.direction));
  const last = keys.at(-1);
  if (directions.size !== 1 || !last || !meta.primaryKeys.includes(last.property as never)) {
    throw new Error(`${meta.className}: a page is ordered in one direction, ending in the id`);
  }
  const query = em
    .createQueryBuilder(meta.class, ALIAS)
    .select([
      raw(`${ALIAS}.id as keyset_id`),
      ...keys.map((key, index) => raw(`${key.expression} as keyset_${index}`)),
    ])
    .where(where)
    .getKnexQuery()
    .toSQL();
  // knex's form keeps `?` placeholders, as the pager binds them.
  return { sql: query.sql, params: query.bindings, keys: keys.map((key) => key.type), order: last.direction };
}

interface SortKey {
  property: string;
  direction: 'asc' | 'desc';
  expression: string;
  type: SortKeyType;
}

function sortKey<Entity extends object>(meta: EntityMetadata<Entity>, entry: QueryOrderMap<Entity>): SortKey {
  const [property, direction, ...more] = Object.entries(entry).flat() as [string, string];
  const prop = (meta.properties as Record<string, EntityMetadata<Entity>['properties'][never] | undefined>)[
    property
  ];
  if (!prop || more.length > 0 || prop.nullable) {
    throw new Error(`${meta.className}: '${property}' cannot order a page (one non-null property per entry)`);
  }
  const column = `${ALIAS}.${prop.fieldNames[0]}`;
  const way = String(direction).toLowerCase().startsWith('desc') ? 'desc' : 'asc';
  if (prop.runtimeType === 'Date') {
    return {
      property,
      direction: way,
      expression: `(extract(epoch from ${column}) * 1000000)::bigint`,
      type: 'bigint',
    };
  }
  const type: SortKeyType =
    prop.kind === ReferenceKind.MANY_TO_ONE || prop.type === 'uuid'
      ? 'uuid'
      : prop.runtimeType === 'number'
        ? 'numeric'
        : prop.runtimeType === 'boolean'
          ? 'boolean'
          : 'text';
  return { property, direction: way, expression: column, type };
}

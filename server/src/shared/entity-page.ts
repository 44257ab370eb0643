import {
  type EntityData,
  type EntityManager,
  type EntityMetadata,
  type EntityName,
  type FilterQuery,
  type QueryOrderMap,
  ReferenceKind,
  raw,
} from '@mikro-orm/postgresql';
import { ValidationError } from './errors.js';
import { type KeysetList, type KeysetRow, readKeysetGroups, readKeysetRows } from './keyset-page.js';
import { mapPage, type Page, type PageRequest, type SortKeyType } from './paging.js';

export interface EntityPageOptions {
  /** Written into the cursors (see `KeysetList.name`). */
  name?: string;
  /** The properties read (by default every one not lazy: columns, relations' keys, formulas). */
  fields?: readonly string[];
  /** Answer plain values by property name instead of managed entities (a read-only page). */
  plain?: boolean;
  /** Relations to load for the page's entities, in one more query for them all. */
  populate?: readonly string[];
}

/**
 * One page of entities through the one pager (`readKeysetRows`): the list is the query `where` makes
 * (the caller's `scope()` in it), ordered by `orderBy`, whose properties are all ascending or all
 * descending and end in the id. The page's rows come whole in the pager's one statement and are mapped
 * to entities (merged into `em`), or to plain values.
 */
export async function findPage<Entity extends object, Item = Entity>(
  em: EntityManager,
  entityName: EntityName<Entity>,
  where: FilterQuery<Entity>,
  orderBy: QueryOrderMap<Entity>[],
  request: PageRequest,
  options: EntityPageOptions = {},
): Promise<Page<Item>> {
  const meta = em.getMetadata().get<Entity>(entityName as string);
  const list = listOf(em, meta, where, orderBy, options.fields ?? readFields(meta));
  const page = await readKeysetRows(em, { ...list, name: options.name }, request);
  return mapPage(page, (row) => itemOf<Entity, Item>(em, entityName, meta, row, options));
}

/**
 * The same page of each group of entities (the notes of each project of a page, say), in one
 * statement of the pager: `groupBy` is the relation that names the group, and `groups` its ids; the
 * order and the answer are as `findPage`'s, one page per group (or that group's refusal of a cursor
 * from another group).
 */
export async function findPages<Entity extends object, Item = Entity>(
  em: EntityManager,
  entityName: EntityName<Entity>,
  where: FilterQuery<Entity>,
  groupBy: string,
  groups: readonly string[],
  orderBy: QueryOrderMap<Entity>[],
  request: PageRequest,
  options: EntityPageOptions = {},
): Promise<Map<string, Page<Item> | ValidationError>> {
  const meta = em.getMetadata().get<Entity>(entityName as string);
  const group = (meta.properties as Record<string, EntityMetadata<Entity>['properties'][never] | undefined>)[
    groupBy
  ];
  if (!group || group.kind !== ReferenceKind.MANY_TO_ONE) {
    throw new Error(`${meta.className}: a page's group is one of its relations, not '${groupBy}'`);
  }
  const list = listOf(em, meta, where, orderBy, options.fields ?? readFields(meta), [
    raw(`${ALIAS}.${group.fieldNames[0]} as keyset_group`),
  ]);
  const pages = await readKeysetGroups(em, { ...list, name: options.name }, groups, request);
  const mapped = new Map(
    [...pages].map(([id, page]) => [
      id,
      page instanceof ValidationError
        ? page
        : mapPage(page, (row) => itemOf<Entity, Item>(em, entityName, meta, row, options)),
    ]),
  );
  if (options.populate?.length && !options.plain) {
    await em.populate(
      [...mapped.values()].flatMap((page) =>
        page instanceof ValidationError ? [] : page.items,
      ) as unknown as Entity[],
      options.populate as never,
      // Always read: the count of statements stays the same whatever the identity map holds.
      { refresh: true },
    );
  }
  return mapped as Map<string, Page<Item> | ValidationError>;
}

/** A pager row as an entity (merged into `em`) or as plain values. */
function itemOf<Entity extends object, Item>(
  em: EntityManager,
  entityName: EntityName<Entity>,
  meta: EntityMetadata<Entity>,
  row: KeysetRow,
  options: EntityPageOptions,
): Item {
  const { keyset_id: _id, ...columns } = row;
  return (
    options.plain
      ? em.getDriver().mapResult(columns as EntityData<Entity>, meta)
      : em.map(entityName, columns as EntityData<Entity>)
  ) as Item;
}

const ALIAS = 'listed';

/** Every property a page reads by default: those not lazy, stored or computed (formulas). */
function readFields<Entity extends object>(meta: EntityMetadata<Entity>): string[] {
  return meta.props
    .filter(
      (prop) =>
        !prop.lazy &&
        (prop.persist !== false || prop.formula !== undefined) &&
        (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE),
    )
    .map((prop) => prop.name);
}

/** The entities' ids, sort keys and fields as SQL for the pager. */
function listOf<Entity extends object>(
  em: EntityManager,
  meta: EntityMetadata<Entity>,
  where: FilterQuery<Entity>,
  orderBy: QueryOrderMap<Entity>[],
  fields: readonly string[],
  more: ReturnType<typeof raw>[] = [],
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
      ...more,
      ...(fields as never[]),
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
  const type = keyTypeOf(prop);
  if (!type) throw new Error(`${meta.className}: '${property}' has no cursor form (see keyTypeOf)`);
  return { property, direction: way, expression: column, type };
}

/** How a property's value travels in a cursor; none for a kind no page orders by yet (enums, formulas). */
function keyTypeOf(prop: {
  kind: ReferenceKind;
  type: string;
  runtimeType: string;
  enum?: boolean;
  formula?: unknown;
  columnTypes?: string[];
}): SortKeyType | undefined {
  if (prop.formula !== undefined || prop.enum) return undefined;
  if (prop.kind === ReferenceKind.MANY_TO_ONE || prop.type === 'uuid') return 'uuid';
  if (prop.runtimeType === 'Date') return 'timestamptz';
  if (prop.runtimeType === 'boolean') return 'boolean';
  if (prop.runtimeType === 'string') return 'text';
  if (prop.runtimeType !== 'number') return undefined;
  const column = (prop.columnTypes?.[0] ?? prop.type).toLowerCase();
  if (/^(int|integer|smallint|bigint|int[248])$/.test(column)) return 'bigint';
  if (/^(double|double precision|float8|real|float4)$/.test(column)) return 'float8';
  return undefined;
}

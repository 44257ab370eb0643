import {
  Cursor,
  type EntityManager,
  type EntityName,
  type FilterQuery,
  type FindOptions,
  type QueryOrderMap,
  ReferenceKind,
} from '@mikro-orm/postgresql';
import { refusedCharacterIn } from './control-characters.js';
import { ValidationError } from './errors.js';
import { isUuid } from './ids.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
const STALE_CURSOR = 'That page no longer exists. Please reload the list.';

/** Relay's paging arguments as a client sends them. */
export interface PagingArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** Checked paging: exactly one of `first` (forwards) or `last` (backwards), each 1 to 100. */
export interface PageRequest {
  first?: number;
  last?: number;
  after?: string;
  before?: string;
}

/** One page of a list in the list's order, with what a connection needs around it. */
export interface Page<Item> {
  items: Item[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  cursorOf(item: Item): string;
}

/** Checks a client's paging arguments; with neither `first` nor `last`, the first `defaultSize`. */
export function pageRequest(args: PagingArgs, defaultSize = DEFAULT_PAGE_SIZE): PageRequest {
  const { first, last } = args;
  if (first != null && last != null) {
    throw new ValidationError('Ask for the first items or the last ones, not both.', { field: 'first' });
  }
  for (const [field, size] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (size != null && (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)) {
      throw new ValidationError(`${field} must be between 1 and ${MAX_PAGE_SIZE}.`, { field });
    }
  }
  const request: PageRequest = last != null ? { last } : { first: first ?? defaultSize };
  if (args.after) request.after = args.after;
  if (args.before) request.before = args.before;
  return request;
}

/**
 * One page of entities by keyset, through MikroORM's cursor paging. `orderBy` must end in a unique
 * property (the id) so every row has one place. A cursor that does not fit this order answers
 * BAD_USER_INPUT before any SQL runs.
 */
export async function findPage<Entity extends object, Hint extends string = never>(
  em: EntityManager,
  entityName: EntityName<Entity>,
  where: FilterQuery<Entity>,
  orderBy: QueryOrderMap<Entity>[],
  request: PageRequest,
  options: Pick<FindOptions<Entity, Hint>, 'populate'> = {},
): Promise<Page<Entity>> {
  const meta = em.getMetadata().find<Entity>(entityName as string);
  if (!meta) throw new Error(`No metadata for ${String(entityName)}`);
  const definition = Cursor.getDefinition(meta, orderBy) as [string, unknown][];
  for (const field of ['after', 'before'] as const) {
    const cursor = request[field];
    if (cursor) checkCursor(cursor, definition, meta.properties as unknown as PropertyMap, field);
  }
  // biome-ignore lint/suspicious/noExplicitAny: MikroORM's option types do not narrow through a generic entity.
  const found = await em.findByCursor<any>(entityName as string, where, {
    ...request,
    orderBy,
    populate: options.populate as never,
  });
  const items = found.items as Entity[];
  return {
    items,
    totalCount: found.totalCount ?? items.length,
    hasNextPage: found.hasNextPage,
    hasPreviousPage: found.hasPrevPage,
    cursorOf: (item) => found.from(item as never),
  };
}

type PropertyMap = Record<string, { kind: ReferenceKind; runtimeType?: string; type?: string } | undefined>;

/** A cursor MikroORM made for this order: one plain value of the right type per ordering property. */
function checkCursor(
  cursor: string,
  definition: [string, unknown][],
  properties: PropertyMap,
  field: 'after' | 'before',
): void {
  decodeCursorValues(
    cursor,
    definition.map(
      ([name]) =>
        (value: unknown) =>
          fitsProperty(value, properties[name]),
    ),
    field,
  );
}

/**
 * The values of a keyset cursor (base64url JSON, one value per sort key), each accepted by its own
 * check; anything else is BAD_USER_INPUT before any SQL runs.
 */
export function decodeCursorValues(
  cursor: string,
  checks: readonly ((value: unknown) => boolean)[],
  field: 'after' | 'before',
): unknown[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = null;
  }
  const fits =
    Array.isArray(values) &&
    values.length === checks.length &&
    checks.every((check, index) => check(values[index]));
  if (!fits) throw new ValidationError(STALE_CURSOR, { field });
  return values as unknown[];
}

const ISO_INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function fitsProperty(value: unknown, prop: PropertyMap[string]): boolean {
  if (!prop) return false;
  if (prop.kind === ReferenceKind.MANY_TO_ONE || prop.type === 'uuid') {
    return typeof value === 'string' && isUuid(value);
  }
  if (prop.runtimeType === 'Date') {
    return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
  }
  if (prop.runtimeType === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (prop.runtimeType === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string' && refusedCharacterIn(value) === null;
}

/**
 * A page of a list already in memory and in order (a short list built by a query of its own), cut by
 * the same rules as `findPage`; the cursor is the item's key.
 */
export function pageOfList<Item>(
  all: Item[],
  request: PageRequest,
  keyOf: (item: Item) => string,
): Page<Item> {
  const cursorOf = (item: Item) => Buffer.from(JSON.stringify([keyOf(item)])).toString('base64url');
  const indexOf = (cursor: string | undefined, field: 'after' | 'before'): number | undefined => {
    if (!cursor) return undefined;
    const index = all.findIndex((item) => cursorOf(item) === cursor);
    if (index < 0) throw new ValidationError(STALE_CURSOR, { field });
    return index;
  };
  const afterIndex = indexOf(request.after, 'after');
  const beforeIndex = indexOf(request.before, 'before');
  const start = afterIndex === undefined ? 0 : afterIndex + 1;
  const end = beforeIndex === undefined ? all.length : beforeIndex;
  const window = all.slice(start, Math.max(start, end));
  const items = request.last != null ? window.slice(-request.last) : window.slice(0, request.first);
  const itemsStart = request.last != null ? start + window.length - items.length : start;
  return {
    items,
    totalCount: all.length,
    hasPreviousPage: itemsStart > 0,
    hasNextPage: itemsStart + items.length < all.length,
    cursorOf,
  };
}

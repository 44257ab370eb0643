import { refusedCharacterIn } from './control-characters.js';
import { ValidationError } from './errors.js';
import { isUuid } from './ids.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const STALE_CURSOR = 'That page no longer exists. Please reload the list.';

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

/**
 * One page of a list in the list's order, with what a connection needs around it. Whether items lie
 * before or after the page is exact in both directions.
 */
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
 * The type of one sort key of a list, as the database compares it: what a cursor's value must be
 * before it reaches SQL. A timestamp keeps PostgreSQL's own text (to the microsecond, with its offset),
 * so nothing is rounded away as it would be in a JavaScript date.
 */
export type SortKeyType = 'bigint' | 'float8' | 'uuid' | 'text' | 'boolean' | 'timestamptz';

/**
 * Every cursor here: base64url JSON of the list's name (when it has one, so a cursor from another
 * order of the same list is refused) and its sort keys' values as text, the last one unique.
 */
export function encodeCursor(name: string | undefined, values: readonly string[]): string {
  const parts = name === undefined ? values : [name, ...values];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A cursor's key values, each fitting its type; anything else is BAD_USER_INPUT before any SQL runs. */
export function decodeCursor(
  cursor: string,
  name: string | undefined,
  keys: readonly SortKeyType[],
  field: 'after' | 'before',
): string[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  const named = name === undefined ? 0 : 1;
  const fits =
    Array.isArray(parts) &&
    parts.length === keys.length + named &&
    (name === undefined || parts[0] === name) &&
    keys.every((type, index) => fitsKey(parts[index + named], type));
  if (!fits) throw new ValidationError(STALE_CURSOR, { field });
  return (parts as string[]).slice(named);
}

function fitsKey(value: unknown, type: SortKeyType): boolean {
  if (typeof value !== 'string') return false;
  if (type === 'uuid') return isUuid(value);
  if (type === 'boolean') return value === 'true' || value === 'false';
  if (type === 'bigint') return /^-?\d{1,18}$/.test(value);
  // PostgreSQL's shortest exact text of a double: up to 17 digits, with an exponent when large or small.
  if (type === 'float8') {
    return (
      value.length <= 32 && /^-?\d+(\.\d+)?(e[+-]\d{1,3})?$/.test(value) && Number.isFinite(Number(value))
    );
  }
  if (type === 'timestamptz') return isTimestamp(value);
  return refusedCharacterIn(value) === null;
}

/** PostgreSQL's text of a timestamptz (ISO style), for a day that exists in a year from 1 to 9999. */
function isTimestamp(value: string): boolean {
  const parts =
    /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d){0,2}$/.exec(
      value,
    );
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The same page with each item made into another, keeping its cursor. */
export function mapPage<From, To>(page: Page<From>, map: (item: From) => To): Page<To> {
  const from = new Map(page.items.map((item) => [map(item), item]));
  return {
    ...page,
    items: [...from.keys()],
    cursorOf: (item) => {
      const source = from.get(item);
      return source === undefined ? '' : page.cursorOf(source);
    },
  };
}

/**
 * A page of ids read by the pager, as a page of the items loaded for them: kept in the page's order
 * with the page's cursors. An id whose item is gone since (deleted between the two reads) is left out.
 */
export function pageOfItems<Item>(
  page: Page<string>,
  items: Iterable<Item>,
  idOf: (item: Item) => string,
): Page<Item> {
  const byId = new Map([...items].map((item) => [idOf(item), item]));
  return {
    items: page.items.flatMap((id) => {
      const item = byId.get(id);
      return item === undefined ? [] : [item];
    }),
    totalCount: page.totalCount,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
    cursorOf: (item) => page.cursorOf(idOf(item)),
  };
}

/** A page of nothing (a search with no words, a parent the caller does not hold). */
export function emptyPage<Item>(): Page<Item> {
  return { items: [], totalCount: 0, hasNextPage: false, hasPreviousPage: false, cursorOf: () => '' };
}

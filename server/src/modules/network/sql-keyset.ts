import type { EntityManager } from '@mikro-orm/postgresql';
import { refusedCharacterIn } from '../../shared/control-characters.js';
import { ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { PageRequest } from '../../shared/paging.js';

/**
 * One ordering key of a list paged by keyset in SQL, and the SQL type its cursor value is cast back
 * to. A timestamp is keyed as its epoch in microseconds (`epochMicros`), so nothing is rounded
 * away, as it would be in a JavaScript date.
 */
export interface SqlSortKey {
  sql: string;
  type: 'bigint' | 'uuid' | 'text' | 'boolean';
}

/** A list in SQL: rows `select`ed from `from` where `where`; `?` placeholders bound in that order. */
export interface SqlList {
  select: string;
  selectParams?: unknown[];
  from: string;
  where: string;
  params?: unknown[];
  /** All ascending, the last one unique. */
  keys: readonly SqlSortKey[];
}

/** A page of rows in the list's order, each with its cursor. */
export interface SqlPage<Row> {
  rows: Row[];
  cursors: string[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

const STALE_CURSOR = 'That page no longer exists. Please reload the list.';

/** A timestamp column as a sort key that keeps its microseconds; `descending` negates it. */
export function epochMicros(column: string, { descending = false } = {}): SqlSortKey {
  const micros = `(extract(epoch from ${column}) * 1000000)::bigint`;
  return { sql: descending ? `(-${micros})` : micros, type: 'bigint' };
}

/**
 * One page of a list by keyset in SQL, counted whole. A cursor holds the keys' values as PostgreSQL
 * prints them; one that does not fit the keys answers BAD_USER_INPUT before any SQL runs.
 */
export async function readSqlPage<Row extends object>(
  em: EntityManager,
  list: SqlList,
  request: PageRequest,
): Promise<SqlPage<Row>> {
  const { keys } = list;
  const after = request.after ? decodeCursor(request.after, keys, 'after') : undefined;
  const before = request.before ? decodeCursor(request.before, keys, 'before') : undefined;
  const backwards = request.last != null;
  const size = Math.trunc(request.last ?? request.first ?? 0);
  const tuple = `(${keys.map((key) => key.sql).join(', ')})`;
  const bound = `(${keys.map((key) => `?::${key.type}`).join(', ')})`;
  const conditions = [`(${list.where})`];
  const params: unknown[] = [...(list.params ?? [])];
  if (after) {
    conditions.push(`${tuple} > ${bound}`);
    params.push(...after);
  }
  if (before) {
    conditions.push(`${tuple} < ${bound}`);
    params.push(...before);
  }
  const direction = backwards ? 'desc' : 'asc';
  const keyColumns = keys.map((key, index) => `(${key.sql})::text as keyset_${index}`).join(', ');
  const [found, [counted]] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select ${list.select}, ${keyColumns} from ${list.from}
        where ${conditions.join(' and ')}
        order by ${keys.map((key) => `${key.sql} ${direction}`).join(', ')}
        limit ${size + 1}`,
      [...(list.selectParams ?? []), ...params],
    ),
    em
      .fork()
      .execute<{ total: string }[]>(`select count(*) as total from ${list.from} where ${list.where}`, [
        ...(list.params ?? []),
      ]),
  ]);
  const hasMore = found.length > size;
  const kept = found.slice(0, size);
  if (backwards) kept.reverse();
  return {
    rows: kept as Row[],
    cursors: kept.map((row) => encodeCursor(keys.map((_, index) => String(row[`keyset_${index}`])))),
    totalCount: Number(counted?.total ?? 0),
    hasNextPage: backwards ? Boolean(before) : hasMore,
    hasPreviousPage: backwards ? hasMore : Boolean(after),
  };
}

function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function decodeCursor(cursor: string, keys: readonly SqlSortKey[], field: 'after' | 'before'): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = null;
  }
  const fits =
    Array.isArray(values) &&
    values.length === keys.length &&
    keys.every((key, index) => fitsKey(values[index], key.type));
  if (!fits) throw new ValidationError(STALE_CURSOR, { field });
  return values as string[];
}

function fitsKey(value: unknown, type: SqlSortKey['type']): boolean {
  if (typeof value !== 'string') return false;
  if (type === 'uuid') return isUuid(value);
  if (type === 'boolean') return value === 'true' || value === 'false';
  if (type === 'bigint') return /^-?\d{1,18}$/.test(value);
  return refusedCharacterIn(value) === null;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { refusedCharacterIn } from '../../shared/control-characters.js';
import { isUuid } from '../../shared/ids.js';
import { decodeCursorValues, type PageRequest } from '../../shared/paging.js';

/**
 * One ordering key of a list paged by keyset in SQL, and the SQL type its cursor value is cast back
 * to. A timestamp is keyed as its epoch in microseconds (`epochMicros`), so nothing is rounded
 * away, as it would be in a JavaScript date.
 */
export interface SqlSortKey {
  sql: string;
  type: 'bigint' | 'uuid' | 'text' | 'boolean';
}

/**
 * A list in SQL: the rows of `from` where `where`, each named by `id`, ordered by `keys` (all
 * ascending, the last one unique); `?` placeholders in `from` and `where` bound to `params`. A page's
 * rows are read back from `rows` (joined on `rowId` = the list's id) as `select`, with `selectParams`.
 */
export interface SqlList {
  from: string;
  where: string;
  params?: unknown[];
  id: string;
  keys: readonly SqlSortKey[];
  rows: string;
  rowId: string;
  select: string;
  selectParams?: unknown[];
}

/** A page of rows in the list's order, each with its cursor. */
export interface SqlPage<Row> {
  rows: Row[];
  cursors: string[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** A timestamp column as a sort key that keeps its microseconds; `descending` negates it. */
export function epochMicros(column: string, { descending = false } = {}): SqlSortKey {
  const micros = `(extract(epoch from ${column}) * 1000000)::bigint`;
  return { sql: descending ? `(-${micros})` : micros, type: 'bigint' };
}

/**
 * One page of a list by keyset in SQL, and the whole list's count, in one statement that finds the
 * list once. A cursor holds the keys' values as PostgreSQL prints them; one that does not fit the
 * keys answers BAD_USER_INPUT before any SQL runs.
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
  const keyNames = keys.map((_, index) => `keyset_${index}`);
  const tuple = `(${keyNames.join(', ')})`;
  const bound = `(${keys.map((key) => `?::${key.type}`).join(', ')})`;
  const conditions = ['true'];
  const cursorParams: unknown[] = [];
  if (after) {
    conditions.push(`${tuple} > ${bound}`);
    cursorParams.push(...after);
  }
  if (before) {
    conditions.push(`${tuple} < ${bound}`);
    cursorParams.push(...before);
  }
  const order = keyNames.map((name) => `${name} ${backwards ? 'desc' : 'asc'}`).join(', ');
  const found = await em.execute<Record<string, unknown>[]>(
    `with matches as materialized (
       select ${list.id} as keyset_id, ${keys.map((key, index) => `${key.sql} as ${keyNames[index]}`).join(', ')}
         from ${list.from} where ${list.where}
     ), page as (
       select *, row_number() over (order by ${order}) as keyset_rank
         from matches where ${conditions.join(' and ')} order by ${order} limit ${size + 1}
     )
     select counted.keyset_total, paged.*
       from (select count(*) as keyset_total from matches) counted
       left join lateral (
         select ${list.select}, page.keyset_rank, ${keyNames.map((name) => `page.${name}::text as ${name}`).join(', ')}
           from page join ${list.rows} on ${list.rowId} = page.keyset_id
       ) paged on true
      order by paged.keyset_rank`,
    [...(list.params ?? []), ...cursorParams, ...(list.selectParams ?? [])],
  );
  const totalCount = Number(found[0]?.keyset_total ?? 0);
  const onPage = found.filter((row) => row.keyset_rank != null);
  const hasMore = onPage.length > size;
  const kept = onPage.slice(0, size);
  if (backwards) kept.reverse();
  return {
    rows: kept as Row[],
    cursors: kept.map((row) => encodeCursor(keyNames.map((name) => String(row[name])))),
    totalCount,
    hasNextPage: backwards ? Boolean(before) : hasMore,
    hasPreviousPage: backwards ? hasMore : Boolean(after),
  };
}

function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function decodeCursor(cursor: string, keys: readonly SqlSortKey[], field: 'after' | 'before'): string[] {
  const checks = keys.map((key) => (value: unknown) => fitsKey(value, key.type));
  return decodeCursorValues(cursor, checks, field) as string[];
}

function fitsKey(value: unknown, type: SqlSortKey['type']): boolean {
  if (typeof value !== 'string') return false;
  if (type === 'uuid') return isUuid(value);
  if (type === 'boolean') return value === 'true' || value === 'false';
  if (type === 'bigint') return /^-?\d{1,18}$/.test(value);
  return refusedCharacterIn(value) === null;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { refusedCharacterIn } from './control-characters.js';
import { isUuid } from './ids.js';
import { decodeCursorValues, type PageRequest } from './paging.js';

/** The SQL type a sort key's cursor value is cast back to. */
export type KeysetKeyType = 'bigint' | 'uuid' | 'text' | 'boolean';

/**
 * A list in SQL for paging by keyset: a complete statement of the module's own (kept in its
 * `*.sql.ts`, so tests/raw-sql.test.ts checks it against the schema) whose rows are `keyset_id` and
 * its sort keys `keyset_0`, `keyset_1`, ... in order, all ascending, the last one unique. A timestamp
 * key is its epoch in microseconds (negated for newest first), so nothing is rounded away as it would
 * be in a JavaScript date. `?` placeholders are bound to `params`.
 */
export interface KeysetList {
  sql: string;
  params: readonly unknown[];
  keys: readonly KeysetKeyType[];
}

/** The ids on one page, in the list's order, each with its cursor. */
export interface KeysetPage {
  ids: string[];
  cursors: string[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * One page of the list and the whole list's count, in one statement that finds the list once. A
 * cursor holds the keys' values as PostgreSQL prints them; one that does not fit the keys answers
 * BAD_USER_INPUT before any SQL runs. The statement is wrapped whole; only the page's own clauses
 * (built from the key count, never from input) are added around it.
 */
export async function readKeysetPage(
  em: EntityManager,
  list: KeysetList,
  request: PageRequest,
): Promise<KeysetPage> {
  const after = request.after ? decodeCursor(request.after, list.keys, 'after') : undefined;
  const before = request.before ? decodeCursor(request.before, list.keys, 'before') : undefined;
  const backwards = request.last != null;
  const size = Math.trunc(request.last ?? request.first ?? 0);
  const keyNames = list.keys.map((_, index) => `keyset_${index}`);
  const tuple = `(${keyNames.join(', ')})`;
  const bound = `(${list.keys.map((type) => `?::${type}`).join(', ')})`;
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
    `with matches as materialized (${list.sql}),
     page as (
       select keyset_id, ${keyNames.join(', ')}, row_number() over (order by ${order}) as keyset_rank
         from matches where ${conditions.join(' and ')} order by ${order} limit ${size + 1}
     )
     select counted.keyset_total, page.keyset_id::text as keyset_id, page.keyset_rank,
            ${keyNames.map((name) => `page.${name}::text as ${name}`).join(', ')}
       from (select count(*) as keyset_total from matches) counted
       left join page on true
      order by page.keyset_rank`,
    [...list.params, ...cursorParams],
  );
  const totalCount = Number(found[0]?.keyset_total ?? 0);
  const onPage = found.filter((row) => row.keyset_rank != null);
  const hasMore = onPage.length > size;
  const kept = onPage.slice(0, size);
  if (backwards) kept.reverse();
  return {
    ids: kept.map((row) => String(row.keyset_id)),
    cursors: kept.map((row) => encodeCursor(keyNames.map((name) => String(row[name])))),
    totalCount,
    hasNextPage: backwards ? Boolean(before) : hasMore,
    hasPreviousPage: backwards ? hasMore : Boolean(after),
  };
}

function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function decodeCursor(cursor: string, keys: readonly KeysetKeyType[], field: 'after' | 'before'): string[] {
  const checks = keys.map((type) => (value: unknown) => fitsKey(value, type));
  return decodeCursorValues(cursor, checks, field) as string[];
}

function fitsKey(value: unknown, type: KeysetKeyType): boolean {
  if (typeof value !== 'string') return false;
  if (type === 'uuid') return isUuid(value);
  if (type === 'boolean') return value === 'true' || value === 'false';
  if (type === 'bigint') return /^-?\d{1,18}$/.test(value);
  return refusedCharacterIn(value) === null;
}

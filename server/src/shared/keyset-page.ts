import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeCursor, encodeCursor, type Page, type PageRequest, type SortKeyType } from './paging.js';

/**
 * A list in SQL for paging by keyset: a complete statement (a module's own, kept in its `*.sql.ts` so
 * tests/raw-sql.test.ts checks it against the schema, or built by `findPage` from a scoped query)
 * whose rows are `keyset_id` and its sort keys `keyset_0`, `keyset_1`, ... in `order`, the last one
 * unique. `?` placeholders are bound to `params`.
 */
export interface KeysetList {
  sql: string;
  params: readonly unknown[];
  keys: readonly SortKeyType[];
  /** Every key ascending (the default) or every key descending. */
  order?: 'asc' | 'desc';
  /** Written into the cursors, so a cursor from another order of the same rows is refused. */
  name?: string;
}

/**
 * The one pager: a page of a list's ids, the whole list's count, and whether any of the list lies
 * before or after the page, in one statement that finds the list once. A cursor holds the keys' values
 * as PostgreSQL prints them; one that does not fit the keys answers BAD_USER_INPUT before any SQL
 * runs. The statement is wrapped whole; only the page's own clauses (built from the key count, never
 * from input) are added around it.
 */
export async function readKeysetPage(
  em: EntityManager,
  list: KeysetList,
  request: PageRequest,
): Promise<Page<string>> {
  const after = request.after ? decodeCursor(request.after, list.name, list.keys, 'after') : undefined;
  const before = request.before ? decodeCursor(request.before, list.name, list.keys, 'before') : undefined;
  const backwards = request.last != null;
  const size = Math.trunc(request.last ?? request.first ?? 0);
  const keyNames = list.keys.map((_, index) => `keyset_${index}`);
  const tuple = `(${keyNames.join(', ')})`;
  const bound = `(${list.keys.map((type) => `?::${type}`).join(', ')})`;
  const ascending = (list.order ?? 'asc') === 'asc';
  // Past a cursor in the list's order, and at it or before it.
  const [beyond, within] = ascending ? ['>', '<='] : ['<', '>='];
  const [short, reach] = ascending ? ['<', '>='] : ['>', '<='];
  const pageParams: unknown[] = [];
  const conditions = ['true'];
  if (after) {
    conditions.push(`${tuple} ${beyond} ${bound}`);
    pageParams.push(...after);
  }
  if (before) {
    conditions.push(`${tuple} ${short} ${bound}`);
    pageParams.push(...before);
  }
  const readAscending = ascending !== backwards;
  const order = keyNames.map((name) => `${name} ${readAscending ? 'asc' : 'desc'}`).join(', ');
  const found = await em.execute<Record<string, unknown>[]>(
    `with matches as materialized (${list.sql}),
     page as (
       select keyset_id, ${keyNames.join(', ')}, row_number() over (order by ${order}) as keyset_rank
         from matches where ${conditions.join(' and ')} order by ${order} limit ${size + 1}
     )
     select counted.*, page.keyset_id::text as keyset_id, page.keyset_rank,
            ${keyNames.map((name) => `page.${name}::text as ${name}`).join(', ')}
       from (select count(*) as keyset_total,
                    ${after ? `coalesce(bool_or(${tuple} ${within} ${bound}), false)` : 'false'} as keyset_before_after,
                    ${before ? `coalesce(bool_or(${tuple} ${reach} ${bound}), false)` : 'false'} as keyset_after_before
               from matches) counted
       left join page on true
      order by page.keyset_rank`,
    [...list.params, ...pageParams, ...(after ?? []), ...(before ?? [])],
  );
  const counted = found[0] ?? {};
  const onPage = found.filter((row) => row.keyset_rank != null);
  const overflow = onPage.length > size;
  const kept = onPage.slice(0, size);
  if (backwards) kept.reverse();
  const cursors = new Map(
    kept.map((row) => [
      String(row.keyset_id),
      encodeCursor(
        list.name,
        keyNames.map((name) => String(row[name])),
      ),
    ]),
  );
  const earlier = counted.keyset_before_after === true;
  const later = counted.keyset_after_before === true;
  return {
    items: [...cursors.keys()],
    totalCount: Number(counted.keyset_total ?? 0),
    hasNextPage: backwards ? later : overflow || later,
    hasPreviousPage: backwards ? overflow || earlier : earlier,
    cursorOf: (id) => cursors.get(id) ?? '',
  };
}

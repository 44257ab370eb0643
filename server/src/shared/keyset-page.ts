import type { EntityManager } from '@mikro-orm/postgresql';
import type { BoundStatement } from './caller-sql.js';
import { ValidationError } from './errors.js';
import {
  decodeCursor,
  encodeCursor,
  type Page,
  type PageRequest,
  type SortKeyType,
  STALE_CURSOR,
} from './paging.js';

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
 * before or after the page, in one statement. A cursor holds the keys' values
 * as PostgreSQL prints them; one that does not fit the keys answers BAD_USER_INPUT before any SQL
 * runs. The statement is wrapped whole; only the page's own clauses (built from the key count, never
 * from input) are added around it.
 */
export async function readKeysetPage(
  em: EntityManager,
  list: KeysetList,
  request: PageRequest,
): Promise<Page<string>> {
  const page = await readKeysetRows(em, list, request);
  const cursors = new Map(page.items.map((row) => [row.keyset_id, page.cursorOf(row)]));
  return { ...page, items: [...cursors.keys()], cursorOf: (id) => cursors.get(id) ?? '' };
}

/** A row of a keyset list's page: the list's own columns, and its id as text. */
export type KeysetRow = Record<string, unknown> & { keyset_id: string };

/**
 * `readKeysetPage` with the page's rows whole: every column the list selects (for a list that reads
 * its items' columns itself, so no second statement is needed).
 */
export async function readKeysetRows(
  em: EntityManager,
  list: KeysetList,
  request: PageRequest,
): Promise<Page<KeysetRow>> {
  return (await readPageAndBeside(em, list, request)).page;
}

/**
 * `readKeysetRows` and, in the same statement, the one row of another statement (`beside`: counts a
 * screen shows over its list, say), its columns as JSON (timestamps as text, as raw queries read them).
 */
export async function readKeysetRowsBeside<Beside>(
  em: EntityManager,
  list: KeysetList,
  request: PageRequest,
  beside: BoundStatement,
): Promise<{ page: Page<KeysetRow>; beside: Beside }> {
  const { page, besideRow } = await readPageAndBeside(em, list, request, beside);
  return { page, beside: besideRow as Beside };
}

async function readPageAndBeside(
  em: EntityManager,
  list: KeysetList,
  request: PageRequest,
  beside?: BoundStatement,
): Promise<{ page: Page<KeysetRow>; besideRow: unknown }> {
  const plan = planPage(list, request);
  const { keyNames, tuple, bound, after, before, within, reach, order, conditions, pageParams, size } = plan;
  // The list is written out where each part reads it (not materialized once): each part is then
  // planned on its own, the page by the list's index with its limit, the count by an index-only scan.
  const listed = `(${list.sql}) as list_rows`;
  const found = await em.execute<Record<string, unknown>[]>(
    `with page as (
       select list_rows.*, row_number() over (order by ${order}) as keyset_rank
         from ${listed} where ${conditions} order by ${order} limit ${size + 1}
     )
     select page.*, counted.*, page.keyset_id::text as keyset_id,
            ${keyNames.map((name, index) => `page.${name}::text as keyset_text_${index}`).join(', ')}
       from (select (select count(*) from ${listed}) as keyset_total,
                    ${after ? `exists (select 1 from ${listed} where ${tuple} ${within} ${bound})` : 'false'} as keyset_before_after,
                    ${before ? `exists (select 1 from ${listed} where ${tuple} ${reach} ${bound})` : 'false'} as keyset_after_before,
                    ${beside ? `(select row_to_json(beside_row) from (${beside.sql}) as beside_row)` : 'null'} as keyset_beside
            ) counted
       left join page on true
      order by page.keyset_rank`,
    [
      ...list.params,
      ...pageParams,
      ...list.params,
      ...(after ? [...list.params, ...after] : []),
      ...(before ? [...list.params, ...before] : []),
      ...(beside?.params ?? []),
    ],
  );
  return { page: assemblePage(plan, list.name, found), besideRow: found[0]?.keyset_beside ?? null };
}

/**
 * The same page of each group of a list (a page of projects' notes, say) in one statement: the list's
 * rows also name their group (`keyset_group`), and each group is paged, counted and placed as
 * `readKeysetRows` does one list. A group with no rows gets an empty page. A cursor names its group
 * too, and another group's cursor is that group's BAD_USER_INPUT, not the others'.
 */
export async function readKeysetGroups(
  em: EntityManager,
  list: KeysetList,
  groups: readonly string[],
  request: PageRequest,
): Promise<Map<string, Page<KeysetRow> | ValidationError>> {
  // A group's cursor names its group: another group's cursor is refused for that group only.
  const cursorGroup: Partial<Record<'after' | 'before', string>> = {};
  const plan = planPage(list, request, (cursor, field) => {
    const [group, ...values] = decodeCursor(cursor, list.name, ['text', ...list.keys], field);
    cursorGroup[field] = group;
    return values;
  });
  const { keyNames, tuple, bound, after, before, within, reach, order, conditions, pageParams, size } = plan;
  const listed = `(${list.sql}) as list_rows`;
  const found = await em.execute<Record<string, unknown>[]>(
    `with ranked as (
       select list_rows.*, row_number() over (partition by keyset_group order by ${order}) as keyset_rank
         from ${listed} where ${conditions}
     ),
     counted as (
       select keyset_group as keyset_counted_group, count(*) as keyset_total,
              ${after ? `coalesce(bool_or(${tuple} ${within} ${bound}), false)` : 'false'} as keyset_before_after,
              ${before ? `coalesce(bool_or(${tuple} ${reach} ${bound}), false)` : 'false'} as keyset_after_before
         from ${listed} group by keyset_group
     )
     select ranked.*, counted.keyset_total, counted.keyset_before_after, counted.keyset_after_before,
            counted.keyset_counted_group::text as keyset_group_text, ranked.keyset_id::text as keyset_id,
            ${keyNames.map((name, index) => `ranked.${name}::text as keyset_text_${index}`).join(', ')}
       from counted
       left join ranked on ranked.keyset_group = counted.keyset_counted_group and ranked.keyset_rank <= ${size + 1}
      order by counted.keyset_counted_group, ranked.keyset_rank`,
    [...list.params, ...pageParams, ...(after ?? []), ...(before ?? []), ...list.params],
  );
  const byGroup = new Map<string, Record<string, unknown>[]>();
  for (const row of found) {
    const group = String(row.keyset_group_text);
    byGroup.set(group, [...(byGroup.get(group) ?? []), row]);
  }
  return new Map<string, Page<KeysetRow> | ValidationError>(
    groups.map((group) => {
      const foreign = (['after', 'before'] as const).find(
        (field) => cursorGroup[field] !== undefined && cursorGroup[field] !== group,
      );
      if (foreign) return [group, new ValidationError(STALE_CURSOR, { field: foreign })];
      return [group, assemblePage(plan, list.name, byGroup.get(group) ?? [], group)];
    }),
  );
}

interface PagePlan {
  keyNames: string[];
  tuple: string;
  bound: string;
  after: string[] | undefined;
  before: string[] | undefined;
  within: string;
  reach: string;
  order: string;
  conditions: string;
  pageParams: string[];
  size: number;
  backwards: boolean;
}

/**
 * The page's clauses, built from the key count and types only (never from input): the cursors'
 * values, checked, go in as parameters.
 */
function planPage(
  list: KeysetList,
  request: PageRequest,
  decode: (cursor: string, field: 'after' | 'before') => string[] = (cursor, field) =>
    decodeCursor(cursor, list.name, list.keys, field),
): PagePlan {
  const after = request.after ? decode(request.after, 'after') : undefined;
  const before = request.before ? decode(request.before, 'before') : undefined;
  const backwards = request.last != null;
  const size = Math.trunc(request.last ?? request.first ?? 0);
  const keyNames = list.keys.map((_, index) => `keyset_${index}`);
  const tuple = `(${keyNames.join(', ')})`;
  const bound = `(${list.keys.map((type) => `?::${type}`).join(', ')})`;
  const ascending = (list.order ?? 'asc') === 'asc';
  // Past a cursor in the list's order, and at it or before it.
  const [beyond, within] = ascending ? ['>', '<='] : ['<', '>='];
  const [short, reach] = ascending ? ['<', '>='] : ['>', '<='];
  const pageParams: string[] = [];
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
  return {
    keyNames,
    tuple,
    bound,
    after,
    before,
    within,
    reach,
    order,
    conditions: conditions.join(' and '),
    pageParams,
    size,
    backwards,
  };
}

/** One page from the rows read for it (its own, in reading order, with the counts beside each). */
function assemblePage(
  plan: PagePlan,
  name: string | undefined,
  found: Record<string, unknown>[],
  group?: string,
): Page<KeysetRow> {
  const { keyNames, size, backwards } = plan;
  const counted = found[0] ?? {};
  const onPage = found.filter((row) => row.keyset_rank != null);
  const overflow = onPage.length > size;
  const kept = onPage.slice(0, size);
  if (backwards) kept.reverse();
  const cursors = new Map<KeysetRow, string>();
  for (const read of kept) {
    const row = Object.fromEntries(
      Object.entries(read).filter(([column]) => !column.startsWith('keyset_')),
    ) as KeysetRow;
    row.keyset_id = String(read.keyset_id);
    const values = keyNames.map((_, index) => String(read[`keyset_text_${index}`]));
    cursors.set(row, encodeCursor(name, group === undefined ? values : [group, ...values]));
  }
  const earlier = counted.keyset_before_after === true;
  const later = counted.keyset_after_before === true;
  return {
    items: [...cursors.keys()],
    totalCount: Number(counted.keyset_total ?? 0),
    hasNextPage: backwards ? later : overflow || later,
    hasPreviousPage: backwards ? overflow || earlier : earlier,
    cursorOf: (row) => cursors.get(row) ?? '',
  };
}

import { describe, expect, it } from 'vitest';
import { Note } from '../modules/notes/note.entity.js';
import { Project } from '../modules/projects/project.entity.js';
import { Track } from '../modules/tracks/track.entity.js';
import { useTestDatabase } from '../test/database.js';
import { findPage } from './entity-page.js';
import { type KeysetList, readKeysetGroups, readKeysetPage } from './keyset-page.js';
import { type Page, type PagingArgs, pageRequest } from './paging.js';

const db = useTestDatabase();

/** Ten rows, ids ...01 to ...10, sorted by a bucket that rises with the id, ties broken by the id. */
const TEN_ROWS = `select format('00000000-0000-0000-0000-%s', lpad(n::text, 12, '0'))::uuid as keyset_id,
         (n + 2) / 4 + case when n >= 8 then 1 else 0 end as keyset_0,
         format('00000000-0000-0000-0000-%s', lpad(n::text, 12, '0'))::uuid as keyset_1
    from generate_series(1, 10) as n where n between ? and ?`;
const idOf = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

function read(list: Partial<KeysetList>, args: PagingArgs): Promise<Page<string>> {
  return readKeysetPage(
    db.fork(),
    { sql: TEN_ROWS, params: [1, 10], keys: ['bigint', 'uuid'], ...list },
    pageRequest(args),
  );
}

/** Every page of the list, walked with `first`/`after` (or `last`/`before` from the end). */
async function walk(list: Partial<KeysetList>, size: number, backwards = false): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await read(
      list,
      backwards ? { last: size, before: cursor } : { first: size, after: cursor },
    );
    pages.push(page.items);
    const more = backwards ? page.hasPreviousPage : page.hasNextPage;
    const edge = backwards ? page.items[0] : page.items.at(-1);
    if (!more || !edge) return pages;
    cursor = page.cursorOf(edge);
  }
}

describe('the one pager, over a list in SQL', () => {
  it('walks forwards and backwards through ties, each row once, in either order', async () => {
    const ascending = Array.from({ length: 10 }, (_, index) => idOf(index + 1));
    expect((await walk({}, 3)).flat()).toEqual(ascending);
    expect((await walk({}, 3, true)).reverse().flat()).toEqual(ascending);
    expect((await walk({ order: 'desc' }, 4)).flat()).toEqual([...ascending].reverse());
    expect((await walk({ order: 'desc' }, 4, true)).reverse().flat()).toEqual([...ascending].reverse());
  });

  it('says exactly whether rows lie before and after the page, whichever way it was read', async () => {
    const first = await read({}, { first: 3 });
    expect(first).toMatchObject({ totalCount: 10, hasPreviousPage: false, hasNextPage: true });

    const middle = await read({}, { first: 3, after: first.cursorOf(idOf(3)) });
    expect(middle).toMatchObject({
      items: [idOf(4), idOf(5), idOf(6)],
      hasPreviousPage: true,
      hasNextPage: true,
    });

    const back = await read({}, { last: 5, before: middle.cursorOf(idOf(4)) });
    expect(back).toMatchObject({
      items: [idOf(1), idOf(2), idOf(3)],
      hasPreviousPage: false,
      hasNextPage: true,
    });

    const between = await read(
      {},
      { first: 10, after: first.cursorOf(idOf(3)), before: middle.cursorOf(idOf(6)) },
    );
    expect(between).toMatchObject({ items: [idOf(4), idOf(5)], hasPreviousPage: true, hasNextPage: true });

    const last = await read({}, { last: 2 });
    expect(last).toMatchObject({ items: [idOf(9), idOf(10)], hasPreviousPage: true, hasNextPage: false });
  });

  it('keeps a cursor when rows around it go, and refuses one that does not fit the list', async () => {
    const first = await read({}, { first: 5 });
    // Rows 6 to 10 are gone: the cursor still places the page, past the end.
    const rest = await read({ params: [1, 5] }, { first: 5, after: first.cursorOf(idOf(5)) });
    expect(rest).toMatchObject({ items: [], totalCount: 5, hasPreviousPage: true, hasNextPage: false });
    // Row 1 is gone: nothing lies before the page any more.
    const fromTwo = await read({ params: [2, 10] }, { first: 3, after: first.cursorOf(idOf(1)) });
    expect(fromTwo).toMatchObject({
      items: [idOf(2), idOf(3), idOf(4)],
      hasPreviousPage: false,
      hasNextPage: true,
    });

    const named = await read({ name: 'BY_BUCKET' }, { first: 1 });
    const cursor = named.cursorOf(idOf(1));
    await expect(read({ name: 'BY_NAME' }, { first: 1, after: cursor })).rejects.toThrow('no longer exists');
    await expect(read({}, { first: 1, after: cursor })).rejects.toThrow('no longer exists');
    await expect(read({}, { first: 1, after: 'WyIxIiwibm90LWEtdXVpZCJd' })).rejects.toThrow(
      'no longer exists',
    );
    await expect(read({}, { first: 1, before: 'not base64 json' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'before',
    });
  });
});

describe('the one pager, over groups of a list', () => {
  /** The ten rows again, odd ids in group odd, even ones in group even. */
  const GROUPED = `select rows.*, case when n % 2 = 1 then 'odd' else 'even' end as keyset_group
       from (${TEN_ROWS}) rows
       cross join lateral (select right(rows.keyset_id::text, 2)::int as n) numbered`;
  const readGroups = (args: PagingArgs) =>
    readKeysetGroups(
      db.fork(),
      { sql: GROUPED, params: [1, 10], keys: ['bigint', 'uuid'] },
      ['odd', 'even', 'none'],
      pageRequest(args),
    );
  const ids = (page: Page<{ keyset_id: string }> | undefined) => page?.items.map((row) => row.keyset_id);

  it('pages each group as one list, in one statement, and gives a group with no rows an empty page', async () => {
    const first = await readGroups({ first: 2 });
    expect(ids(first.get('odd') as Page<{ keyset_id: string }>)).toEqual([idOf(1), idOf(3)]);
    expect(ids(first.get('even') as Page<{ keyset_id: string }>)).toEqual([idOf(2), idOf(4)]);
    expect(first.get('odd')).toMatchObject({ totalCount: 5, hasPreviousPage: false, hasNextPage: true });
    expect(first.get('none')).toMatchObject({ items: [], totalCount: 0, hasNextPage: false });

    const odd = first.get('odd') as Page<{ keyset_id: string }>;
    const next = await readGroups({ first: 2, after: odd.cursorOf(odd.items[1] as never) });
    expect(ids(next.get('odd') as Page<{ keyset_id: string }>)).toEqual([idOf(5), idOf(7)]);
    expect(next.get('odd')).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    // A cursor names its group: another group refuses it, for that group only.
    expect(next.get('even')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });

    const last = await readGroups({ last: 2 });
    expect(ids(last.get('even') as Page<{ keyset_id: string }>)).toEqual([idOf(8), idOf(10)]);
    expect(last.get('even')).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });
});

describe('a page of entities', () => {
  it('refuses an order that mixes directions, skips the id, or uses a property that may be null or has no cursor form', async () => {
    const em = db.fork();
    const owner = { owner: idOf(1) };
    const request = pageRequest({ first: 1 });
    await expect(findPage(em, Track, owner, [{ createdAt: 'desc' }, { id: 'asc' }], request)).rejects.toThrow(
      'one direction',
    );
    await expect(findPage(em, Track, owner, [{ createdAt: 'desc' }], request)).rejects.toThrow(
      'ending in the id',
    );
    await expect(
      findPage(em, Note, owner, [{ audioDurationSeconds: 'asc' }, { id: 'asc' }], request),
    ).rejects.toThrow('cannot order a page');
    await expect(findPage(em, Project, owner, [{ status: 'asc' }, { id: 'asc' }], request)).rejects.toThrow(
      'has no cursor form',
    );
  });
});

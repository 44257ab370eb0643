import { describe, expect, it } from 'vitest';
import { pageOfList, pageRequest } from './paging.js';

describe('paging arguments', () => {
  it('pages forwards by 50 when neither first nor last is given', () => {
    expect(pageRequest({})).toEqual({ first: 50 });
    expect(pageRequest({ last: 5, before: 'x' })).toEqual({ last: 5, before: 'x' });
  });

  it('refuses both first and last, and sizes outside 1 to 100', () => {
    expect(() => pageRequest({ first: 1, last: 1 })).toThrow('not both');
    expect(() => pageRequest({ first: 0 })).toThrow('first must be between 1 and 100.');
    expect(() => pageRequest({ last: 101 })).toThrow('last must be between 1 and 100.');
  });
});

describe('a page of a list in memory', () => {
  const letters = ['a', 'b', 'c', 'd', 'e'];
  const page = (args: Parameters<typeof pageRequest>[0]) => pageOfList(letters, pageRequest(args), (l) => l);

  it('walks forwards with first/after and backwards with last/before', () => {
    const first = page({ first: 2 });
    expect(first).toMatchObject({
      items: ['a', 'b'],
      hasPreviousPage: false,
      hasNextPage: true,
      totalCount: 5,
    });

    const second = page({ first: 2, after: first.cursorOf('b') });
    expect(second).toMatchObject({ items: ['c', 'd'], hasPreviousPage: true, hasNextPage: true });

    const back = page({ last: 2, before: second.cursorOf('c') });
    expect(back).toMatchObject({ items: ['a', 'b'], hasPreviousPage: false, hasNextPage: true });

    expect(page({ last: 2 })).toMatchObject({ items: ['d', 'e'], hasPreviousPage: true, hasNextPage: false });
  });

  it('refuses a cursor that names nothing in the list', () => {
    expect(() => page({ first: 2, after: 'bm90LWEtY3Vyc29y' })).toThrow('no longer exists');
  });
});

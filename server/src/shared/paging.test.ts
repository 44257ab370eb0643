import { describe, expect, it } from 'vitest';
import { pageRequest } from './paging.js';

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

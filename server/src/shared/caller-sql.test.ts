import { describe, expect, it } from 'vitest';
import { CALLER, callerSql } from './caller-sql.js';

const ME = '11111111-1111-4111-8111-111111111111';
const FRAGMENT = 'and kind = ?';

describe('a caller statement', () => {
  it('puts the caller at every place marked, and the other values around it in order', () => {
    const statement = callerSql`select ? from a where owner_id = ${CALLER} ${FRAGMENT} and b.to_id = ${CALLER} limit ?`;
    expect(statement.paramCount).toBe(3);
    expect(statement.bind(ME, ['first', 'kind', 5])).toEqual({
      sql: 'select ? from a where owner_id = ? and kind = ? and b.to_id = ? limit ?',
      params: ['first', ME, 'kind', ME, 5],
    });
  });

  it('cannot be written without the caller, nor run without one or with the wrong values', () => {
    expect(() => callerSql`select * from tracks where id = ?`).toThrow('must use the caller');
    const statement = callerSql`select * from tracks where owner_id = ${CALLER} and id = ?`;
    expect(() => statement.bind('', ['x'])).toThrow('signed-in caller');
    expect(() => statement.bind(ME)).toThrow('takes 1 values besides the caller, not 0');
    expect(Object.keys(statement)).toEqual(['paramCount']);
  });
});

import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from './ids.js';

/** Marks where a `callerSql` statement takes the caller's id. */
export const CALLER: unique symbol = Symbol('the caller');

/** A statement with its `?` placeholders' values in order, ready for `em.execute`. */
export interface BoundStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/**
 * Raw SQL about one caller's data. Its text cannot be read apart from a caller: the only way to run
 * it is `bind` (or `executeForCaller`), which puts the caller's id at every place the statement
 * marked with `CALLER`, so a service cannot run it for nobody, or leave the caller out of one clause.
 */
export class CallerStatement {
  readonly #text: string;
  readonly #callerAt: ReadonlySet<number>;
  /** How many values besides the caller the statement takes, in order. */
  readonly paramCount: number;

  constructor(text: string, callerAt: readonly number[], placeholderCount: number) {
    if (callerAt.length === 0) throw new Error('A caller statement must use the caller');
    this.#text = text;
    this.#callerAt = new Set(callerAt);
    this.paramCount = placeholderCount - callerAt.length;
  }

  /** The statement for this caller, with its other values in order. */
  bind(callerId: string, params: readonly unknown[] = []): BoundStatement {
    if (!isUuid(callerId)) throw new Error('A caller statement runs for a signed-in caller');
    if (params.length !== this.paramCount) {
      throw new Error(
        `This statement takes ${this.paramCount} values besides the caller, not ${params.length}`,
      );
    }
    const values = [...params];
    const bound = Array.from({ length: this.paramCount + this.#callerAt.size }, (_, index) =>
      this.#callerAt.has(index) ? callerId : values.shift(),
    );
    return { sql: this.#text, params: bound };
  }
}

/**
 * Writes a `CallerStatement`: `?` for each value, `${CALLER}` wherever the caller's id goes, and
 * other `${...}` for SQL fragments kept as constants (never input).
 */
export function callerSql(
  parts: TemplateStringsArray,
  ...inserts: (string | typeof CALLER)[]
): CallerStatement {
  let text = parts[0] ?? '';
  const callerAt: number[] = [];
  inserts.forEach((insert, index) => {
    if (insert === CALLER) {
      callerAt.push(placeholders(text));
      text += '?';
    } else {
      text += insert;
    }
    text += parts[index + 1] ?? '';
  });
  return new CallerStatement(text, callerAt, placeholders(text));
}

function placeholders(text: string): number {
  return text.split('?').length - 1;
}

/** Runs a caller statement for this caller. */
export function executeForCaller<Row>(
  em: EntityManager,
  statement: CallerStatement,
  callerId: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  const { sql, params: values } = statement.bind(callerId, params);
  return em.execute<Row[]>(sql, [...values]);
}

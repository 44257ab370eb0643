import { DriverException } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { stdSerializers } from 'pino';
import { describe, expect, it } from 'vitest';
import { serializeErrorForLog } from './error-log-serializer.js';

const SECRET = 'someone@example.com';

/** What pg raises, after knex put the failed SQL (values inlined by MikroORM) in front of its message. */
function pgError(): Error {
  return Object.assign(
    new Error(
      `insert into "users" ("email") values ('${SECRET}') - duplicate key value violates unique constraint`,
    ),
    {
      severity: 'ERROR',
      code: '23505',
      detail: `Key (email)=(${SECRET}) already exists.`,
      table: 'users',
      constraint: 'users_email_unique',
      routine: '_bt_check_unique',
    },
  );
}

const logged = (value: unknown) => JSON.stringify(serializeErrorForLog(value));

describe('serializeErrorForLog', () => {
  it('keeps the class, SQLSTATE and schema names of a database error, not its SQL, values or detail', () => {
    const serialized = serializeErrorForLog(new DriverException(pgError())) as Record<string, unknown>;
    expect(JSON.stringify(serialized)).not.toContain(SECRET);
    expect(serialized).toMatchObject({
      type: 'DriverException',
      code: '23505',
      table: 'users',
      constraint: 'users_email_unique',
      message:
        'database error 23505 (table users, constraint users_email_unique); the SQL and its values are not logged',
    });
    expect(logged(pgError())).not.toContain(SECRET);
  });

  it('redacts database errors wrapped as a cause or by GraphQL, and what the wrapper repeats of them', () => {
    const database = new DriverException(pgError());
    expect(logged(new Error('saving failed', { cause: database }))).not.toContain(SECRET);
    const wrapped = logged(
      new GraphQLError(`Unexpected error: ${database.message}`, { originalError: database }),
    );
    expect(wrapped).not.toContain(SECRET);
    expect(wrapped).toContain('Unexpected error: [database error text not logged]');
  });

  it("accepts pino-http's already serialized error and leaves other errors as pino would", () => {
    expect(logged(stdSerializers.err(new DriverException(pgError())))).not.toContain(SECRET);
    const plain = new TypeError('not a database error');
    expect(serializeErrorForLog(plain)).toEqual(stdSerializers.err(plain));
  });
});

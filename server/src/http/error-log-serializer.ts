import { DriverException } from '@mikro-orm/core';
import { stdSerializers } from 'pino';

/** The parts of a PostgreSQL error that name a place in the schema, never a value. */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/**
 * pino's `err` serializer without SQL parameter values. MikroORM inlines the values into the SQL it
 * sends, and knex prefixes a failed query's SQL to the error message; PostgreSQL's `detail` and
 * `where` repeat values too ("Key (email)=(...) already exists"). A database error is logged as its
 * class, SQLSTATE and schema names, with its stack frames; errors wrapping one lose its text too.
 * Accepts an error or pino-http's already serialized one (which keeps the error as `raw`).
 */
export function serializeErrorForLog(value: unknown): unknown {
  const raw = (value as { raw?: unknown } | null)?.raw;
  const error = raw instanceof Error ? raw : value;
  return stdSerializers.err(withoutQueryValues(error, new Map()) as Error);
}

/** A database error, from MikroORM or straight from pg (rate-limiter-flexible's queries). */
function isDatabaseError(error: Error): boolean {
  if (error instanceof DriverException) return true;
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * The error graph (causes, GraphQL's originalError, aggregated errors, any enumerable error-valued
 * property) with every database error replaced by its redacted copy. Unchanged parts are returned as
 * they are; `copies` holds what was already visited, so cycles end.
 */
function withoutQueryValues(value: unknown, copies: Map<Error, { copy: Error; texts: string[] }>): unknown {
  if (!(value instanceof Error)) return value;
  const known = copies.get(value);
  if (known) return known.copy;
  if (isDatabaseError(value)) {
    const copy = redactedDatabaseError(value);
    copies.set(value, { copy, texts: [value.message] });
    return copy;
  }
  copies.set(value, { copy: value, texts: [] });
  const replaced = new Map<string, unknown>();
  // GraphQL's originalError and an Error's cause are not enumerable, but their text shows up anyway.
  for (const key of new Set([...Object.keys(value), 'cause', 'originalError', 'errors'])) {
    const inner = (value as unknown as Record<string, unknown>)[key];
    const safe = Array.isArray(inner)
      ? inner.map((item) => withoutQueryValues(item, copies))
      : withoutQueryValues(inner, copies);
    const changed =
      Array.isArray(inner) && Array.isArray(safe)
        ? safe.some((item, i) => item !== inner[i])
        : safe !== inner;
    if (changed) replaced.set(key, safe);
  }
  if (!replaced.size) return value;
  // Wrappers (GraphQL's, Apollo's) often repeat the database error's message: leave it out of theirs.
  const leaked = [...copies.values()].flatMap((entry) => entry.texts).filter(Boolean);
  const scrub = (text: string | undefined) =>
    leaked.reduce(
      (result, secret) => result.split(secret).join('[database error text not logged]'),
      text ?? '',
    );
  const copy = Object.assign(Object.create(Object.getPrototypeOf(value)), value) as Error;
  setHidden(copy, 'message', scrub(value.message));
  setHidden(copy, 'stack', scrub(value.stack));
  for (const [key, safe] of replaced) {
    Object.defineProperty(copy, key, {
      value: safe,
      enumerable: Object.prototype.propertyIsEnumerable.call(value, key),
      writable: true,
      configurable: true,
    });
  }
  copies.set(value, { copy, texts: [] });
  return copy;
}

function redactedDatabaseError(error: Error): Error {
  const copy = Object.create(Object.getPrototypeOf(error)) as Error;
  const source = error as unknown as Record<string, unknown>;
  const safe: Record<string, string> = {};
  for (const field of SAFE_DATABASE_FIELDS) {
    if (typeof source[field] === 'string') safe[field] = source[field];
  }
  Object.assign(copy, safe);
  const place = [safe.table && `table ${safe.table}`, safe.constraint && `constraint ${safe.constraint}`]
    .filter(Boolean)
    .join(', ');
  const message = `database error ${safe.code ?? 'without SQLSTATE'}${place ? ` (${place})` : ''}; the SQL and its values are not logged`;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
  setHidden(copy, 'name', error.name);
  setHidden(copy, 'message', message);
  setHidden(copy, 'stack', [`${error.name}: ${message}`, ...frames].join('\n'));
  return copy;
}

function setHidden(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: false, writable: true, configurable: true });
}

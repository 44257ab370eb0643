/**
 * A JSON token written into a request body as it is, for what JSON.stringify cannot produce:
 * numbers out of double range (1e999 parses as Infinity), huge integers, nesting thousands deep.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text.length > 40 ? `RawJson(${this.text.slice(0, 20)}…${this.text.length} chars)` : this.text;
  }
}

/** JSON text of a value that may hold RawJson tokens; undefined members are left out, as JSON.stringify does. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

import { ArrayType, type Platform, type TransformContext } from '@mikro-orm/core';

/**
 * A PostgreSQL text[] column whose every element is written quoted. MikroORM's ArrayType leaves an
 * element unquoted unless it holds a quote, brace, comma or backslash, and PostgreSQL reads an
 * unquoted NULL (in any case) as SQL NULL: a tag spelled "null" was stored as NULL. Quoting every
 * element (escaping only `"` and `\`, as the array syntax requires) stores exactly the strings given.
 * Every text[] property of the entities uses this type; the tables also refuse NULL elements.
 */
export class TextArrayType extends ArrayType<string> {
  override convertToDatabaseValue(
    value: string[] | null,
    platform: Platform,
    context?: TransformContext,
  ): string | null {
    if (!Array.isArray(value)) return super.convertToDatabaseValue(value, platform, context);
    return `{${value.map(quotedElement).join(',')}}`;
  }
}

function quotedElement(element: string): string {
  if (typeof element !== 'string') throw new TypeError('A text[] element must be a string.');
  return `"${element.replace(/["\\]/g, '\\$&')}"`;
}

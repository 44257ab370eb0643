import fc from 'fast-check';
import { RawJson, toJsonText } from '../raw-json.js';

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\ufeff',
  '\u202eevil',
  '\ud800',
  'a\udfff',
  '\uffff\ufffe',
  '😀🎸🎹',
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '%00',
  '%zz',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as plain text on purpose.
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  'true',
  '[]',
  '{}',
  '0x10',
  ' 12 ',
  'A minor',
  'House',
  'Electronic',
  'CREATED_AT',
];

/** Strings that have broken servers: control characters, lone surrogates, injections, numbers as text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', 'é', '😀', ' ', '\u0000', '%'),
        fc.constantFrom(256, 1_001, 20_001, 200_001),
      )
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** Numbers at and past every edge: 32-bit and 53-bit limits, -0, tiny, huge, and raw JSON out of range. */
export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      0,
      -0,
      -1,
      1,
      0.5,
      -0.5,
      1e-7,
      2 ** 31 - 1,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 53),
      1e21,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      Number.MIN_VALUE,
    ),
  },
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('1e999', '-1e999', '1e-999', '123456789012345678901234567890', '-0.0', '0e0', '1E+2')
      .map((text) => new RawJson(text)),
  },
);

/** Arrays or objects nested thousands deep, as raw JSON (building them as values would cost the fuzz its stack). */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.constantFrom(64, 1_000, 10_000, 40_000))
  .map(([open, depth]) => {
    const close = open === '[' ? ']' : '}';
    return new RawJson(`${open.repeat(depth)}${open === '[' ? '' : '1'}${close.repeat(depth)}`);
  });

/** Any JSON value, well-formed or not what anyone expects: for "wrong type" inputs. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
);

/** Ids: the caller's own, well-formed UUIDs of nothing, and malformed ones. */
export function idValue(ownIds: readonly string[]): fc.Arbitrary<unknown> {
  const malformed = fc.oneof(
    fc.constantFrom(
      '',
      'abc',
      '1',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '00000000-0000-4000-8000-00000000000g',
      '{00000000-0000-4000-8000-000000000000}',
      '00000000000040008000000000000000',
      'cover:00000000-0000-4000-8000-000000000000',
      '-1',
    ),
    fc.uuid().map((uuid) => uuid.toUpperCase()),
    fc.uuid().map((uuid) => ` ${uuid}\u0000`),
    fc.integer(),
    hostileString,
  );
  const own = ownIds.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...ownIds) }] : [];
  return fc.oneof(...own, { weight: 3, arbitrary: fc.uuid() }, { weight: 3, arbitrary: malformed });
}

/** Page cursors: base64url JSON as the app writes them, with hostile members, and plain garbage. */
export function cursorValue(sorts: readonly string[], ownIds: readonly string[]): fc.Arbitrary<string> {
  const member = fc.oneof(
    hostileString,
    hostileNumber,
    fc.constant(null),
    dateText,
    fc.jsonValue({ maxDepth: 2 }),
  );
  const shaped = fc
    .tuple(fc.oneof(fc.constantFrom(...sorts), hostileString), member, idValue(ownIds))
    .map((parts) => Buffer.from(toJsonText(parts)).toString('base64url'));
  const anyJson = hostileJson.map((value) => Buffer.from(toJsonText(value)).toString('base64url'));
  return fc.oneof(shaped, anyJson, fc.base64String({ maxLength: 80 }), hostileString);
}

/** Date-time texts: valid ones, and ones no calendar or PostgreSQL holds. */
export const dateText: fc.Arbitrary<string> = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-02-30T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '0000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '2026-13-01',
    'yesterday',
    '1700000000000',
  ),
);

/** Header values fetch will send (visible Latin-1, no CR, LF or NUL), some of them long. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '').trim()),
  fc.constantFrom('', '*', 'x'.repeat(8_000), '\u00e9t\u00e9', 'en-US,en;q=0.9', 'bytes=0-', 'null'),
);

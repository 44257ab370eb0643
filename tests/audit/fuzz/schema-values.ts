import fc from 'fast-check';
import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { RawJson, toJsonText } from '../raw-json.js';
import {
  cursorValue,
  dateText,
  hostileJson,
  hostileNumber,
  hostileString,
  idValue,
} from './hostile-values.js';

/** What the fuzz knows of the signed-in artist's data, so valid-shaped inputs reach real rows. */
export interface FuzzKnowledge {
  /** Every id the artist owns or uses, of any type (a wrong type's id is a good input too). */
  readonly ownIds: readonly string[];
  readonly email: string;
  readonly trackSorts: readonly string[];
}

/** Valid-looking text for inputs the app checks by name (emails, passwords, genres, cursors). */
function textFor(name: string, knowledge: FuzzKnowledge): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  if (lower === 'after') return cursorValue(knowledge.trackSorts, knowledge.ownIds);
  if (lower.includes('email')) return fc.oneof(fc.emailAddress(), fc.constant(knowledge.email));
  if (lower.includes('password')) return fc.string({ minLength: 6, maxLength: 80 });
  if (lower.includes('token'))
    return fc.oneof(fc.base64String({ maxLength: 120 }), fc.stringMatching(/^[0-9a-f]{0,80}$/));
  if (lower === 'genre') return fc.constantFrom('House', 'Electronic', 'Hip Hop', 'Rock', 'Pop', '');
  if (lower === 'key') return fc.constantFrom('A minor', 'C', 'F#', 'Unknown', '');
  if (lower === 'website') return fc.oneof(fc.webUrl(), fc.domain());
  if (lower === 'avatar') return fc.constantFrom('🎤', '🎸', '🎹', '🥁', '🎧');
  return fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.lorem({ maxCount: 6 }));
}

/** Valid-looking numbers for the named input (BPM, page sizes, positions, waveform points). */
function numberFor(name: string, integer: boolean): fc.Arbitrary<number> {
  const lower = name.toLowerCase();
  if (lower === 'bpm')
    return integer ? fc.integer({ min: 20, max: 300 }) : fc.double({ min: 20, max: 300, noNaN: true });
  if (lower === 'first') return fc.integer({ min: 1, max: 100 });
  if (lower === 'points') return fc.integer({ min: 1, max: 8000 });
  if (lower === 'toindex' || lower === 'version') return fc.integer({ min: 0, max: 5 });
  return integer ? fc.integer({ min: 0, max: 1_000_000 }) : fc.double({ min: 0, max: 1e6, noNaN: true });
}

/** A value of the right type and plausible content for a scalar input named `name`. */
function scalarValue(typeName: string, name: string, knowledge: FuzzKnowledge): fc.Arbitrary<unknown> {
  switch (typeName) {
    case 'ID':
      return idValue(knowledge.ownIds);
    case 'String':
      return textFor(name, knowledge);
    case 'Int':
      return numberFor(name, true);
    case 'Float':
      return numberFor(name, false);
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return dateText;
    default:
      // A scalar the fuzz has no rule for (Upload outside a multipart request among them): anything.
      return hostileJson;
  }
}

/** A value the type's rules refuse, of roughly the right kind (what a buggy client sends). */
function wrongValue(typeName: string): fc.Arbitrary<unknown> {
  if (typeName === 'Int' || typeName === 'Float') {
    return fc.oneof(
      hostileNumber,
      fc.constantFrom('12', '1.5', '', 'NaN'),
      fc.constant(new RawJson('1e999')),
    );
  }
  if (typeName === 'Boolean') return fc.constantFrom('true', 0, 1, 'yes', null);
  return hostileString;
}

/**
 * Values for a GraphQL input type, from its schema definition: mostly valid-shaped (real ids of the
 * artist, plausible text and numbers, every enum value), often hostile for the type (huge, negative,
 * control characters, malformed ids and cursors), sometimes of a wrong type altogether, null where
 * null is refused, or left out.
 */
export function valueFor(
  type: GraphQLInputType,
  name: string,
  knowledge: FuzzKnowledge,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 30, arbitrary: valueFor(type.ofType, name, knowledge, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  const present = presentValue(type, name, knowledge, depth);
  return fc.oneof(
    { weight: 12, arbitrary: present },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function presentValue(
  type: GraphQLInputType,
  name: string,
  knowledge: FuzzKnowledge,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type, name, knowledge, depth);
  const wrongType = { weight: 1, arbitrary: hostileJson };
  if (isListType(type)) {
    const item = valueFor(type.ofType, name, knowledge, depth + 1);
    return fc.oneof(
      { weight: 8, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 2, arbitrary: item },
      {
        weight: 1,
        // Past the app's list limits; small members only, so the body stays under a few megabytes.
        arbitrary: fc
          .tuple(item, fc.constantFrom(101, 501, 5_000))
          .map(([one, times]) => Array(toJsonText(one).length > 200 ? 2 : times).fill(one)),
      },
      wrongType,
    );
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => value.name);
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...names) },
      { weight: 2, arbitrary: fc.constantFrom(...names).map((value) => value.toLowerCase()) },
      { weight: 1, arbitrary: hostileString },
      wrongType,
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(
      fields.map((field) => [field.name, valueFor(field.type, field.name, knowledge, depth + 1)]),
    );
    const shaped = fc.record(model);
    const withExtra = fc
      .tuple(shaped, hostileString, hostileJson)
      .map(([object, key, extra]) => ({ ...object, [key]: extra }));
    return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: withExtra }, wrongType);
  }
  if (isScalarType(type)) {
    return fc.oneof(
      { weight: 7, arbitrary: scalarValue(type.name, name, knowledge) },
      { weight: 3, arbitrary: wrongValue(type.name) },
      wrongType,
    );
  }
  return hostileJson;
}

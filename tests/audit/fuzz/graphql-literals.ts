import {
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
} from 'graphql';
import { RawJson } from '../raw-json.js';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * A value written as a GraphQL literal, as a hand-written query would hold it: enum values bare when
 * they look like names, strings quoted (JSON escapes are GraphQL escapes), raw tokens as they are.
 */
export function graphqlLiteral(value: unknown, type: GraphQLInputType): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') {
    return isEnumType(getNamedType(type)) && NAME.test(value) ? value : JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NaN';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const nullable = getNullableType(type);
    const itemType = isListType(nullable) ? nullable.ofType : type;
    return `[${value.map((item) => graphqlLiteral(item, itemType)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const named = getNamedType(type);
    const fieldType = (key: string) =>
      (isInputObjectType(named) ? named.getFields()[key]?.type : undefined) ?? type;
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${key}: ${graphqlLiteral(member, fieldType(key))}`);
    return `{${members.join(', ')}}`;
  }
  return JSON.stringify(String(value));
}

import path from 'node:path';
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import type { GraphQLSchema } from 'graphql';

/** The schema as last released to clients (a mobile app in the field keeps using it). */
export const RELEASED_SCHEMA_PATH = path.resolve(import.meta.dirname, '../../../schema.released.graphql');

/** What a client built against the released schema would break on: removed or retyped fields, arguments made required, ... */
export async function breakingChanges(released: GraphQLSchema, current: GraphQLSchema): Promise<Change[]> {
  const changes = await diff(released, current);
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
}

import fs from 'node:fs/promises';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_ARTIFACT_PATH } from '../server/src/graphql/schema-artifact.js';
import { breakingChanges, RELEASED_SCHEMA_PATH } from '../server/src/graphql/schema-compatibility.js';

const HOW =
  'Deprecate first (@deprecated / type-graphql deprecationReason) and remove in a later release; a deliberate ' +
  'breaking release copies schema.graphql over schema.released.graphql in the same commit (README: API changes).';

describe('schema.graphql against the released schema', () => {
  it('has no breaking change for clients built against schema.released.graphql', async () => {
    const released = buildSchema(await fs.readFile(RELEASED_SCHEMA_PATH, 'utf8'));
    const current = buildSchema(await fs.readFile(SCHEMA_ARTIFACT_PATH, 'utf8'));
    const breaking = (await breakingChanges(released, current)).map((change) => change.message);
    expect(breaking, HOW).toEqual([]);
  });

  it('finds a removed field, a field made nullable and a new required argument, and lets a deprecation through', async () => {
    const before = buildSchema(
      'type Query { me: String! track(id: ID!): String! tracks: [String!]! old: Int }',
    );
    const after = buildSchema(
      'type Query { track(id: ID!): String tracks(first: Int!): [String!]! old: Int @deprecated(reason: "Use new.") new: Int }',
    );
    const messages = (await breakingChanges(before, after)).map((change) => change.message);
    expect(messages).toHaveLength(3);
    expect(messages.join('\n')).toMatch(/me/);
    expect(messages.join('\n')).toMatch(/track/);
    expect(messages.join('\n')).toMatch(/first/);
  });
});

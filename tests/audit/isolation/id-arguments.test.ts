import fs from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../schema-walk.js';
import { checkedIdArguments, idArgumentName, idArguments } from './id-arguments.js';

const SEEDED = new Set([
  'Track',
  'Playlist',
  'Project',
  'ProjectTrack',
  'Lyrics',
  'Note',
  'Notification',
  'DirectMessage',
  'Invitation',
  'TrackVersion',
  'Version',
  'Comment',
  'Parent',
  'ManagerTask',
  'ManagerMessage',
  'ClientMutation',
]);

function schemaWith(extension: string) {
  return buildSchema(`${fs.readFileSync(SCHEMA_PATH, 'utf8')}\n${extension}`);
}

describe('the isolation audit finds every id argument', () => {
  it('maps id, *Id and *Ids arguments to the type they name, inside input objects too', () => {
    const schema = schemaWith(`
      input GadgetChangesInput { ownerTrackId: ID, name: String }
      extend type Mutation { updateGadget(id: ID!, input: GadgetChangesInput!, playlistIds: [ID!]): Boolean }
    `);
    const found = idArguments(schema)
      .filter((argument) => argument.root.coordinate === 'Mutation.updateGadget')
      .map((argument) => [idArgumentName(argument), argument.typeName, argument.list]);
    expect(found).toEqual([
      ['Mutation.updateGadget(id)', 'Boolean', false],
      ['Mutation.updateGadget(input.ownerTrackId)', 'OwnerTrack', false],
      ['Mutation.updateGadget(playlistIds)', 'Playlist', true],
    ]);
  });

  it('fails, naming the field, when a new field takes an id of a type the seed does not provide', () => {
    const schema = schemaWith('extend type Query { gadget(gadgetId: ID!): Boolean }');
    expect(() => checkedIdArguments(schema, SEEDED)).toThrow(
      /Query\.gadget\(gadgetId\) takes an id of Gadget/,
    );
  });

  it('probes node(id:) as every type that implements Node', () => {
    const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
    const asTypes = idArguments(schema)
      .filter((argument) => argument.root.coordinate === 'Query.node')
      .map((argument) => idArgumentName(argument));
    expect(asTypes).toEqual(expect.arrayContaining(['Query.node(id) as Track', 'Query.node(id) as Artist']));
    expect(asTypes.length).toBeGreaterThanOrEqual(10);
  });

  it('accepts the committed schema with the seeded types and the allow-list', () => {
    const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
    const all = new Set([...SEEDED, 'Artist', 'Course', 'Lesson']);
    expect(checkedIdArguments(schema, all).length).toBeGreaterThan(30);
  });
});

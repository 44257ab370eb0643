import { type GraphQLObjectType, getNamedType, isListType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeWav } from '../test/audio-fixtures.js';
import { useTestDatabase } from '../test/database.js';
import { uniqueEmail } from '../test/factories.js';
import { graphql } from '../test/http-client.js';
import { useTestServer } from '../test/test-server.js';
import { signUp, uploadTrackOverRest } from '../test/uploads.js';
import { buildAppSchema } from './schema.js';
import { wholeListSchema } from './whole-lists.js';

const db = useTestDatabase();
const server = useTestServer(db);

const WAVEFORM_FIELDS =
  '{ __type(name: "Waveform") { fields { name type { kind ofType { kind ofType { kind ofType { name } } } } } } }';
const FLOAT_LIST = {
  kind: 'NON_NULL',
  ofType: { kind: 'LIST', ofType: { kind: 'NON_NULL', ofType: { name: 'Float' } } },
};

describe("a waveform's lists, completed whole", () => {
  it('are served as the API schema says, [Float!]!, to introspection and to a query asking both', async () => {
    const token = await signUp(server.url, uniqueEmail());
    await uploadTrackOverRest(server.url, token, makeWav({ seconds: 2 }), 'tone.wav');
    const described = await graphql(server.url, WAVEFORM_FIELDS, {}, token);
    expect(described.data?.__type.fields).toEqual([
      { name: 'min', type: FLOAT_LIST },
      { name: 'max', type: FLOAT_LIST },
    ]);
    const types = await graphql(server.url, '{ __schema { types { name } } }', {}, token);
    expect(types.data?.__schema.types.map((type: { name: string }) => type.name)).not.toContain(
      'WholeNumberList',
    );

    const tracks = '{ tracks { nodes { waveform(points: 4) { min max } waveformPeaks(points: 4) } } }';
    const plain = await graphql(server.url, tracks, {}, token);
    const [track] = plain.data?.tracks.nodes ?? [];
    expect(track.waveform.max).toHaveLength(4);
    expect(track.waveform.max.every((level: unknown) => typeof level === 'number')).toBe(true);
    expect(Math.max(...track.waveform.max)).toBeGreaterThan(0);
    // With introspection in the same document, the same answer.
    const both = await graphql(
      server.url,
      `{ __type(name: "Waveform") { name } ${tracks.slice(1)}`,
      {},
      token,
    );
    expect(both.data?.tracks).toEqual(plain.data?.tracks);
  });

  it('reads only the marked fields whole, in an execution schema of its own', async () => {
    const api = await buildAppSchema();
    const executed = wholeListSchema(api);
    const waveform = executed.getType('Waveform') as GraphQLObjectType;
    for (const name of ['min', 'max']) {
      expect(getNamedType(waveform.getFields()[name]?.type)?.name).toBe('WholeNumberList');
    }
    const apiWaveform = api.getType('Waveform') as GraphQLObjectType;
    expect(isListType(getNamedType(apiWaveform.getFields().min?.type))).toBe(false);
    expect(getNamedType(apiWaveform.getFields().min?.type)?.name).toBe('Float');
    // Every other list is still completed item by item.
    const lists = Object.values(executed.getTypeMap()).flatMap((type) =>
      'getFields' in type && !type.name.startsWith('__')
        ? Object.values((type as GraphQLObjectType).getFields()).filter(
            (field) => getNamedType(field.type)?.name === 'WholeNumberList',
          )
        : [],
    );
    expect(lists.map((field) => field.name).sort()).toEqual(['max', 'min']);
  });
});

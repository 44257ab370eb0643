import fs from 'node:fs';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * The rules of docs/api-conventions.md that a machine can check, run over the committed schema
 * artifact: a new field that breaks one fails here, without anyone remembering to look.
 */
const schema = buildSchema(fs.readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

/** Lists of nodes that cannot grow past a small bound, each with the bound its description states. */
const BOUNDED_LISTS = new Set([
  'Query.todaysPlan', // one day's plan: a handful of tasks
  'Project.lyricsRevisions', // at most five
  'Mutation.planToday', // one day's plan, as todaysPlan
  'ProjectTrack.versions', // at most MAX_VERSIONS_PER_SONG (100)
  'Comment.replies', // at most MAX_REPLIES_PER_THREAD (100)
  'Query.projectsWithNews', // at most PROJECTS_WITH_NEWS (10)
  'CareerProgress.milestones', // six
  'Artist.projectsTogether', // at most PROJECTS_TOGETHER_SHOWN (20), for the artist's page
  'Project.invitations', // at most SENT_INVITATIONS_SHOWN (50), the owner's unanswered ones
  'Track.duplicates', // at most MAX_DUPLICATES (20), as issue 32's API names it
  'Query.tracksLikeFile', // at most MAX_DUPLICATES (20): the upload screen's question before an upload
]);

/** Mutation names an issue fixed for outside clients, which the naming rule would otherwise refuse. */
const FIXED_MUTATION_NAMES: Record<string, string> = {
  setCurrentVersion: 'issue 30 names it: the mobile client and outside tools are written against it',
};

// biome-ignore lint/suspicious/noExplicitAny: fields of every object type, whatever their arguments.
type AnyField = GraphQLField<unknown, unknown, any>;

function objectFields(target: GraphQLSchema): [string, AnyField][] {
  return Object.values(target.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values((type as { getFields(): Record<string, AnyField> }).getFields()).map(
        (field) => [`${type.name}.${field.name}`, field] as [string, AnyField],
      ),
    );
}

function implementsNode(type: GraphQLNamedType): boolean {
  return isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node');
}

function isListOf(field: AnyField): boolean {
  const type = isNonNullType(field.type) ? field.type.ofType : field.type;
  return isListType(type);
}

const userTypes = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

describe('the schema follows docs/api-conventions.md', () => {
  it('names no type with a Type suffix, and no New*/ *Changes input', () => {
    const offending = userTypes
      .map((type) => type.name)
      .filter((name) => /Type$/.test(name) || /^New.*Input$/.test(name) || /ChangesInput$/.test(name));
    expect(offending).toEqual([]);
  });

  it('has a Node interface, node(id:) and global ids on every node', () => {
    const node = schema.getType('Node');
    expect(node && isInterfaceType(node)).toBe(true);
    const lookup = schema.getQueryType()?.getFields().node;
    expect(lookup?.type.toString()).toBe('Node');
    expect(lookup?.args.map((arg) => `${arg.name}: ${arg.type}`)).toEqual(['id: ID!']);
    const nodes = userTypes.filter(implementsNode).map((type) => type.name);
    expect(nodes.length).toBeGreaterThanOrEqual(8);
  });

  it('makes every root lookup nullable, so one missing thing does not wipe the answer', () => {
    const lookups = Object.values(schema.getQueryType()?.getFields() ?? {}).filter((field) =>
      field.args.some((arg) => arg.name === 'id' || (arg.name.endsWith('Id') && !isListOf(field))),
    );
    expect(lookups.length).toBeGreaterThan(3);
    expect(lookups.filter((field) => isNonNullType(field.type)).map((field) => field.name)).toEqual([]);
  });

  it('pages every list of nodes that can grow as a Relay connection', () => {
    const unpaged = objectFields(schema)
      .filter(([, field]) => isListOf(field) && implementsNode(getNamedType(field.type)))
      .map(([name]) => name)
      .filter((name) => !BOUNDED_LISTS.has(name) && !/Connection\.nodes$/.test(name) && !/Edge\./.test(name));
    expect(unpaged).toEqual([]);
  });

  it('gives every connection edges, nodes, a full PageInfo, totalCount and first/after/last/before', () => {
    const pageInfo = schema.getType('PageInfo');
    expect(pageInfo && isObjectType(pageInfo) && Object.keys(pageInfo.getFields()).sort()).toEqual([
      'endCursor',
      'hasNextPage',
      'hasPreviousPage',
      'startCursor',
    ]);
    const connections = userTypes.filter((type) => isObjectType(type) && type.name.endsWith('Connection'));
    expect(connections.length).toBeGreaterThanOrEqual(8);
    for (const connection of connections) {
      const fields = isObjectType(connection) ? connection.getFields() : {};
      expect(Object.keys(fields).sort(), connection.name).toEqual([
        'edges',
        'nodes',
        'pageInfo',
        'totalCount',
      ]);
    }
    const connectionFields = objectFields(schema).filter(([, field]) =>
      getNamedType(field.type).name.endsWith('Connection'),
    );
    for (const [name, field] of connectionFields) {
      const args = field.args.map((arg) => arg.name);
      expect(args, name).toEqual(expect.arrayContaining(['first', 'after', 'last', 'before']));
    }
  });

  it('gives every mutation one `input: <Name>Input!` argument, or none', () => {
    const offending = Object.values(schema.getMutationType()?.getFields() ?? {})
      .filter((field) => field.args.length > 0)
      .filter((field) => {
        const expected = `${field.name[0]?.toUpperCase()}${field.name.slice(1)}Input!`;
        return (
          field.args.length !== 1 ||
          field.args[0]?.name !== 'input' ||
          String(field.args[0].type) !== expected
        );
      })
      .map((field) => field.name);
    expect(offending).toEqual([]);
  });

  it('names every id inside an input for what it identifies, never a bare id', () => {
    const inputFields: [string, GraphQLInputField][] = userTypes
      .filter(isInputObjectType)
      .flatMap((type) =>
        Object.values(type.getFields()).map((field): [string, GraphQLInputField] => [
          `${type.name}.${field.name}`,
          field,
        ]),
      );
    const offending = inputFields
      .filter(([, field]) => getNamedType(field.type).name === 'ID')
      .map(([name]) => name)
      .filter((name) => !/\.\w+Ids?$/.test(name));
    expect(offending).toEqual([]);
  });

  it('uses create/update/delete for the life of a thing, with matching inputs', () => {
    const names = Object.keys(schema.getMutationType()?.getFields() ?? {});
    const offending = names.filter((name) => /^(rename|new|edit|set)[A-Z]/.test(name));
    expect(offending.filter((name) => !(name in FIXED_MUTATION_NAMES))).toEqual([]);
    expect(Object.keys(FIXED_MUTATION_NAMES).filter((name) => !offending.includes(name))).toEqual([]);
  });

  it('carries media as signed absolute addresses with their lifetime, not bare strings', () => {
    const bareUrls = objectFields(schema)
      .filter(([name, field]) => /Url$/.test(name) && getNamedType(field.type).name === 'String')
      .map(([name]) => name);
    expect(bareUrls).toEqual([]);
    const signed = schema.getType('SignedUrl');
    expect(signed && isObjectType(signed) && Object.keys(signed.getFields()).sort()).toEqual([
      'expiresAt',
      'url',
    ]);
  });

  it('keeps no deprecated field once its replacement has shipped in this release', () => {
    const deprecated = objectFields(schema)
      .filter(([, field]) => field.deprecationReason)
      .map(([name]) => name);
    expect(deprecated).toEqual([]);
  });
});

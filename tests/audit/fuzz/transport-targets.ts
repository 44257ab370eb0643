import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { type HttpCall, multipartBody } from '../http-call.js';
import { toJsonText } from '../raw-json.js';
import { operationFor, rootFields } from '../schema-walk.js';
import {
  type FuzzContext,
  type FuzzTarget,
  fileBytes,
  fileChoice,
  fileName,
  senderArbitrary,
} from './fuzz-input.js';
import { schemaWords } from './graphql-targets.js';
import { deepNesting, hostileJson, hostileString } from './hostile-values.js';

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/graphql',
  'application/graphql-response+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  '*/*',
  'json',
];

/**
 * Requests to /graphql that no client library would send: bodies of every shape under every content
 * type, documents made of the schema's own words, and multipart requests whose operations and map
 * lie about each other.
 */
export function transportTargets(schema: GraphQLSchema, context: FuzzContext): FuzzTarget[] {
  const sender = senderArbitrary(context);
  const documents = documentText(schema);
  const envelope = fc.record(
    {
      query: fc.oneof(documents, hostileJson),
      variables: hostileJson,
      operationName: fc.oneof(hostileString, fc.constant('Audit')),
      extensions: fc.oneof(
        hostileJson,
        fc.record({ persistedQuery: fc.record({ version: hostileJson, sha256Hash: hostileJson }) }),
      ),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    { weight: 4, arbitrary: envelope.map(toJsonText) },
    { weight: 1, arbitrary: fc.array(envelope, { maxLength: 3 }).map(toJsonText) },
    { weight: 2, arbitrary: hostileJson.map(toJsonText) },
    { weight: 1, arbitrary: deepNesting.map(toJsonText) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"query":', 'null', '[]', 'query { me { id } }') },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }) },
  );
  const bodies = fc
    .record({
      sender,
      contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
      preflight: fc.boolean(),
      body,
    })
    .map(({ sender: who, contentType, preflight, body: payload }) => ({
      sender: who,
      call: {
        method: 'POST',
        path: '/graphql',
        headers: {
          ...(contentType === undefined ? {} : { 'content-type': contentType }),
          ...(preflight ? { 'apollo-require-preflight': 'true' } : {}),
        },
        body: payload,
      } satisfies HttpCall,
    }));
  const documentsOnly = fc.record({ sender, query: documents }).map(({ sender: who, query }) => ({
    sender: who,
    call: {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: toJsonText({ query }),
    } satisfies HttpCall,
  }));
  return [
    { name: 'POST /graphql (bodies)', kind: 'transport', input: bodies },
    { name: 'POST /graphql (documents)', kind: 'transport', input: documentsOnly },
    { name: 'POST /graphql (multipart)', kind: 'transport', input: multipartInput(schema, context) },
  ];
}

/** GraphQL documents: real operations bent out of shape, and token soup of the schema's words. */
function documentText(schema: GraphQLSchema): fc.Arbitrary<string> {
  const operations = rootFields(schema).map((root) => operationFor(root).text);
  const words = [
    ...schemaWords(schema),
    '__typename',
    '__schema',
    '__type',
    'query',
    'mutation',
    'subscription',
    'fragment',
    'on',
  ];
  const punctuation = [
    '{',
    '}',
    '(',
    ')',
    ':',
    '$',
    '!',
    '[',
    ']',
    '...',
    '@include(if: true)',
    '@skip(if: $x)',
    '"s"',
    '1',
    '#',
  ];
  const soup = fc
    .array(fc.constantFrom(...words, ...punctuation), { minLength: 1, maxLength: 40 })
    .map((tokens) => tokens.join(' '));
  const deepSelection = fc
    .constantFrom(10, 100, 3_000)
    .map((depth) => `{ ${'me { '.repeat(depth)}id${' }'.repeat(depth)} }`);
  const aliases = fc
    .constantFrom(20, 1_000)
    .map((count) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
  const fragmentCycle = fc.constant(
    'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
  );
  const deepLiteral = fc
    .constantFrom(100, 5_000)
    .map((depth) => `{ track(id: ${'['.repeat(depth)}1${']'.repeat(depth)}) { id } }`);
  const directives = fc.constant(`{ me @include(if: true) ${'@skip(if: false) '.repeat(500)}{ id } }`);
  const mangled = fc
    .tuple(
      fc.constantFrom(...operations),
      fc.nat(),
      fc.constantFrom('', '{', '}', '$', '"', '\u0000', '\\u0000'),
    )
    .map(([text, at, insert]) => {
      const position = at % (text.length + 1);
      return `${text.slice(0, position)}${insert}${text.slice(position)}`;
    });
  return fc.oneof(
    { weight: 3, arbitrary: mangled },
    { weight: 3, arbitrary: soup },
    { weight: 1, arbitrary: deepSelection },
    { weight: 1, arbitrary: aliases },
    { weight: 1, arbitrary: fragmentCycle },
    { weight: 1, arbitrary: deepLiteral },
    { weight: 1, arbitrary: directives },
    { weight: 1, arbitrary: hostileString },
  );
}

/** GraphQL multipart requests (the upload spec) with operations, map and files out of step. */
function multipartInput(schema: GraphQLSchema, context: FuzzContext) {
  const uploadOperations = rootFields(schema)
    .map((root) => operationFor(root))
    .filter((document) => document.arguments.some((arg) => String(arg.argument.type).includes('Upload')))
    .map((document) => document.text);
  const operations = fc.oneof(
    fc
      .tuple(fc.constantFrom(...uploadOperations), hostileJson)
      .map(([query, variables]) => toJsonText({ query, variables })),
    hostileJson.map(toJsonText),
    hostileString,
  );
  const map = fc.oneof(
    fc.constantFrom(
      '{"0":["variables.file"]}',
      '{"0":["variables.input"]}',
      '{"0":["variables"]}',
      '{}',
      '[]',
      '{"0":"x"}',
    ),
    fc.constantFrom('{"0":["variables.file"],"1":["variables.file"]}', '{"0":["variables.__proto__.x"]}'),
    hostileJson.map(toJsonText),
  );
  return fc
    .record({
      sender: senderArbitrary(context),
      operations,
      map,
      files: fc.array(
        fc.record({ field: fc.constantFrom('0', '1', 'file', ''), name: fileName, file: fileChoice }),
        {
          maxLength: 2,
        },
      ),
      order: fc.constantFrom('operations first', 'files first'),
    })
    .map(({ sender, operations: ops, map: mapped, files, order }) => {
      const fields = [
        { name: 'operations', value: ops },
        { name: 'map', value: mapped },
      ];
      const fileParts = files.map((file) => ({
        name: file.field,
        value: fileBytes(file.file, context.files),
        filename: file.name,
        contentType: 'application/octet-stream',
      }));
      const { body, contentType } = multipartBody(
        order === 'operations first' ? [...fields, ...fileParts] : [...fileParts, ...fields],
      );
      return {
        sender,
        call: {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
          body,
        } satisfies HttpCall,
      };
    });
}

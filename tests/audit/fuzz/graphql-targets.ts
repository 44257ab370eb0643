import fc from 'fast-check';
import { type GraphQLSchema, getNamedType } from 'graphql';
import { graphqlCall, type HttpCall } from '../http-call.js';
import { toJsonText } from '../raw-json.js';
import { type OperationArgument, operationFor, type RootField, rootFields } from '../schema-walk.js';
import {
  type FileChoice,
  type FuzzContext,
  type FuzzTarget,
  fileBytes,
  fileChoice,
  fileName,
  percentEncode,
  senderArbitrary,
} from './fuzz-input.js';
import { graphqlLiteral } from './graphql-literals.js';
import { hostileJson } from './hostile-values.js';
import { valueFor } from './schema-values.js';

/** An Upload argument's value: a file in a multipart request, or a JSON value where a file belongs. */
type UploadValue = { readonly file: FileChoice; readonly name: string } | { readonly json: unknown };

const uploadValue: fc.Arbitrary<UploadValue> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ file: fileChoice, name: fileName }) },
  { weight: 1, arbitrary: hostileJson.map((json) => ({ json })) },
);

const isUpload = (arg: OperationArgument) => getNamedType(arg.argument.type).name === 'Upload';

/** One target per Query and Mutation field of the schema: every argument generated from its type. */
export function graphqlFieldTargets(schema: GraphQLSchema, context: FuzzContext): FuzzTarget[] {
  return rootFields(schema).map((root) => ({
    name: root.coordinate,
    kind: 'graphql field',
    input: fieldInput(root, context),
  }));
}

function fieldInput(root: RootField, context: FuzzContext) {
  const { arguments: args } = operationFor(root);
  const values = args.map((arg) =>
    isUpload(arg) ? uploadValue : valueFor(arg.argument.type, arg.argument.name, context.knowledge),
  );
  const transports =
    root.operation === 'query' ? (['json', 'json', 'json', 'get'] as const) : (['json'] as const);
  return fc
    .record({
      sender: senderArbitrary(context),
      values: fc.tuple(...values),
      style: fc.constantFrom('variables', 'variables', 'variables', 'literals'),
      transport: fc.constantFrom(...transports),
    })
    .map(({ sender, values: generated, style, transport }) => {
      const byVariable = new Map(args.map((arg, index) => [arg.variable, generated[index]]));
      return { sender, call: fieldCall(root, args, byVariable, style, transport, context) };
    });
}

function fieldCall(
  root: RootField,
  args: OperationArgument[],
  values: Map<string, unknown>,
  style: 'variables' | 'literals',
  transport: 'json' | 'get',
  context: FuzzContext,
): HttpCall {
  const uploads = new Set(args.filter(isUpload).map((arg) => arg.variable));
  const typeOf = new Map(args.map((arg) => [arg.variable, arg.argument.type]));
  const { text } = operationFor(root, {
    inline: (variable) => {
      if (style === 'variables' || uploads.has(variable)) return 'variable';
      const value = values.get(variable);
      const type = typeOf.get(variable);
      return value === undefined || !type ? 'omit' : { literal: graphqlLiteral(value, type) };
    },
  });
  const variables: Record<string, unknown> = {};
  const files: { variable: string; filename: string; bytes: Uint8Array }[] = [];
  for (const [variable, value] of values) {
    if (uploads.has(variable)) {
      const upload = value as UploadValue | undefined;
      if (upload && 'file' in upload) {
        files.push({ variable, filename: upload.name, bytes: fileBytes(upload.file, context.files) });
      } else if (upload) variables[variable] = upload.json;
    } else if (style === 'variables' && value !== undefined) variables[variable] = value;
  }
  if (transport === 'get' && files.length === 0) {
    const query = `query=${percentEncode(text)}&variables=${percentEncode(toJsonText(variables))}`;
    return { method: 'GET', path: `/graphql?${query}`, headers: { 'apollo-require-preflight': 'true' } };
  }
  return graphqlCall(text, variables, null, files);
}

/** Queries over every field name of the schema, for the transport targets' document fuzz. */
export function schemaWords(schema: GraphQLSchema): string[] {
  const words = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    words.add(type.name);
    if ('getFields' in type) for (const name of Object.keys(type.getFields())) words.add(name);
  }
  return [...words];
}

import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  BREAK,
  type DocumentNode,
  execute,
  GraphQLNonNull,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  printSchema,
  visit,
} from 'graphql';
import { precomputedJsonOf } from './precomputed-json.js';

/**
 * Marks a `[Float!]!` field whose lists the server makes itself, every item a finite number (a
 * waveform's levels): such a list is completed whole, not item by item (see `wholeListGateway`).
 */
export const WHOLE_NUMBER_LIST = 'wholeNumberList';

/**
 * Executes a marked list as one value: the server made every item a number. The list's JSON text is
 * written once per list and spliced into each answer that holds it (`stringifyAnswer`): the lists are
 * the waveform cache's own, which never change.
 */
const WholeNumberList = new GraphQLScalarType({
  name: 'WholeNumberList',
  serialize: (value) => {
    if (!Array.isArray(value)) throw new TypeError('A whole number list must be a list');
    return precomputedJsonOf(value);
  },
});

/**
 * The schema requests execute against: the API schema, but with each marked field's `[Float!]!` read
 * as one value. graphql-js completes a list item by item (a path, a type check and a serialize each):
 * a page of 10 waveforms of 1,000 points is 20,000 of them, which cost more than the rest of the
 * request. Validation, introspection and the emitted schema keep the API schema.
 */
export function wholeListSchema(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const withScalar = new GraphQLSchema({ ...config, types: [...config.types, WholeNumberList] });
  return mapSchema(withScalar, {
    [MapperKind.OBJECT_FIELD]: (field) =>
      field.extensions?.[WHOLE_NUMBER_LIST] ? { ...field, type: new GraphQLNonNull(WholeNumberList) } : field,
  });
}

/**
 * Apollo Server's one hook for how a validated request executes (its gateway interface, made for
 * federation): the API schema is served as it is, and each operation runs with graphql-js against
 * `wholeListSchema`, but one that asks about the schema itself (`__schema`, `__type`), which runs
 * against the API schema.
 */
export function wholeListGateway(apiSchema: GraphQLSchema): GatewayInterface {
  const executionSchema = wholeListSchema(apiSchema);
  const executor: GatewayExecutor = async (request) =>
    execute({
      schema: asksAboutSchema(request.document) ? apiSchema : executionSchema,
      document: request.document,
      contextValue: request.context,
      variableValues: request.request.variables,
      operationName: request.operationName ?? request.request.operationName,
    });
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema, coreSupergraphSdl: printSchema(apiSchema) });
      return () => undefined;
    },
    load: async () => ({ executor }),
    stop: async () => undefined,
  };
}

const schemaQuestions = new WeakMap<DocumentNode, boolean>();

/** Whether the document reads `__schema` or `__type` anywhere (Apollo keeps one parsed document per query). */
function asksAboutSchema(document: DocumentNode): boolean {
  let asks = schemaQuestions.get(document);
  if (asks === undefined) {
    asks = false;
    visit(document, {
      [Kind.FIELD]: (field) => {
        if (field.name.value !== '__schema' && field.name.value !== '__type') return undefined;
        asks = true;
        return BREAK;
      },
    });
    schemaQuestions.set(document, asks);
  }
  return asks;
}

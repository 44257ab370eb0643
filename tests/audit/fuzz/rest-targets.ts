import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
} from 'graphql';
import { fillPath, type RestRoute, routeName } from '../app-routes.js';
import { type HttpCall, multipartBody } from '../http-call.js';
import { RawJson, toJsonText } from '../raw-json.js';
import { rootFields } from '../schema-walk.js';
import {
  type FuzzContext,
  type FuzzTarget,
  fileBytes,
  fileChoice,
  fileName,
  percentEncode,
  senderArbitrary,
} from './fuzz-input.js';
import { deepNesting, headerValue, hostileJson, hostileString, idValue } from './hostile-values.js';
import { valueFor } from './schema-values.js';

/**
 * The GraphQL field whose arguments describe a REST route's body or query string (the REST adapters
 * call the same services with the same fields): the route's values are generated from the schema.
 * `unwrap` names an input-object argument whose fields are the body; `file` the multipart file field.
 */
const SHAPES_FROM_SCHEMA: Record<string, { field: string; unwrap?: string; file?: string }> = {
  'POST /register': { field: 'Mutation.register', unwrap: 'input' },
  'POST /login': { field: 'Mutation.login', unwrap: 'input' },
  'POST /refresh': { field: 'Mutation.refreshSession', unwrap: 'input' },
  'POST /logout': { field: 'Mutation.logout', unwrap: 'input' },
  'POST /waitlist': { field: 'Mutation.joinWaitlist', unwrap: 'input' },
  'POST /playlists': { field: 'Mutation.createPlaylist' },
  'POST /tracks': { field: 'Mutation.uploadTrack', unwrap: 'input', file: 'track' },
  'GET /tracks': { field: 'Query.tracks' },
};

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
];

const RANGES = [
  'bytes=0-1',
  'bytes=0-',
  'bytes=-100',
  'bytes=999999999-',
  'bytes=10-5',
  'bytes=0-1,4-5',
  'bytes=a-b',
  'items=0-1',
  'bytes=-0',
  'bytes=',
];

/** One target per REST route the app serves: path parameters, query strings, headers and bodies. */
export function restTargets(routes: RestRoute[], schema: GraphQLSchema, context: FuzzContext): FuzzTarget[] {
  return routes.map((route) => ({
    name: routeName(route),
    kind: 'rest route',
    input: routeInput(route, schema, context),
  }));
}

function routeInput(route: RestRoute, schema: GraphQLSchema, context: FuzzContext) {
  const shape = SHAPES_FROM_SCHEMA[routeName(route)];
  const prefix = route.path.split('/:')[0];
  const ownMedia = route.params.length
    ? context.mediaPaths.filter((media) => media.startsWith(`${prefix}/`))
    : [];
  const fields = shape ? shapeFields(schema, shape) : [];
  const shaped = fc.record(
    Object.fromEntries(
      fields.map((field) => [field.name, valueFor(field.type, field.name, context.knowledge)]),
    ),
  );
  const values = fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileJson, { maxKeys: 4 }) },
  );
  const param = fc.oneof(
    idValue(context.knowledge.ownIds).map((id) => percentEncode(String(id))),
    fc.constantFrom('small', 'LARGE', 'huge', '%00', '%', '%2e%2e', '..', 'a'.repeat(5_000)),
  );
  return fc
    .record({
      sender: senderArbitrary(context),
      params: fc.array(param, { minLength: route.params.length, maxLength: route.params.length }),
      query: fc.oneof(
        { weight: 3, arbitrary: values.map(queryString) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...context.mediaPaths).map((path) => path.split('?')[1] ?? ''),
        },
        { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 80 }) },
      ),
      headers: fc.record(
        {
          'content-type': fc.constantFrom(...CONTENT_TYPES),
          'idempotency-key': headerValue,
          range: fc.oneof(fc.constantFrom(...RANGES), headerValue),
          'accept-language': headerValue,
          'x-request-id': headerValue,
        },
        { requiredKeys: [] },
      ),
      body: fc.oneof(
        { weight: 4, arbitrary: values.map(toJsonText) },
        { weight: 1, arbitrary: hostileJson.map(toJsonText) },
        { weight: 1, arbitrary: deepNesting.map(toJsonText) },
        { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', 'email=a@b.c&password=x') },
      ),
      multipart: shape?.file ? fc.option(multipartForm(shape.file, values), { freq: 3 }) : fc.constant(null),
      // For the media routes, now and then the artist's own signed address exactly (the success path).
      exact: ownMedia.length
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.constantFrom(...ownMedia) },
          )
        : fc.constant(null),
    })
    .map(({ sender, params, query, headers, body, multipart, exact }) => {
      const filled = fillPath(
        route,
        Object.fromEntries(route.params.map((name, index) => [name, params[index] ?? ''])),
      );
      const path = exact?.split('?')[0] ?? filled;
      const search = exact ? (exact.split('?')[1] ?? '') : query;
      const call: HttpCall =
        route.method === 'GET'
          ? { method: 'GET', path: search ? `${path}?${search}` : path, headers: withoutBodyHeaders(headers) }
          : multipart
            ? {
                method: 'POST',
                path,
                headers: { ...headers, 'content-type': multipart.contentType },
                body: multipart.body,
              }
            : { method: 'POST', path, headers, body };
      return { sender, call };
    });

  function multipartForm(fileField: string, formValues: fc.Arbitrary<Record<string, unknown>>) {
    return fc
      .record({
        values: formValues,
        file: fc.option(
          fc.record({ field: fc.constantFrom(fileField, 'file', ''), name: fileName, file: fileChoice }),
          {
            freq: 6,
          },
        ),
        fileFirst: fc.boolean(),
      })
      .map(({ values: formFields, file, fileFirst }) => {
        const textParts = Object.entries(formFields)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => ({ name, value: formText(value) }));
        const fileParts = file
          ? [
              {
                name: file.field,
                value: fileBytes(file.file, context.files),
                filename: file.name,
                contentType: 'audio/wav',
              },
            ]
          : [];
        return multipartBody(fileFirst ? [...fileParts, ...textParts] : [...textParts, ...fileParts]);
      });
  }
}

/** The fields a route's body or query string takes, read from the schema's field arguments. */
function shapeFields(
  schema: GraphQLSchema,
  shape: { field: string; unwrap?: string },
): { name: string; type: GraphQLInputType }[] {
  const root = rootFields(schema).find((candidate) => candidate.coordinate === shape.field);
  if (!root) throw new Error(`The REST fuzz reads ${shape.field}, which the schema no longer has.`);
  const args: readonly GraphQLArgument[] = root.field.args;
  if (!shape.unwrap) return args.filter((arg) => getNamedType(arg.type).name !== 'Upload');
  const wrapped = getNamedType(args.find((arg) => arg.name === shape.unwrap)?.type);
  if (!isInputObjectType(wrapped))
    throw new Error(`${shape.field}(${shape.unwrap}) is no input object any more.`);
  return Object.values(wrapped.getFields());
}

/** A query string of the values (lists as repeated keys, objects as JSON), percent-encoded as UTF-8. */
function queryString(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${percentEncode(key)}=${percentEncode(formText(item))}`,
      ),
    )
    .join('&');
}

function formText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  return typeof value === 'object' ? toJsonText(value) : String(value);
}

function withoutBodyHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'content-type': _contentType, 'idempotency-key': _key, ...rest } = headers;
  return rest;
}

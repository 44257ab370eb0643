import {
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import type { SeedFiles } from '../seed.js';

/** Values the services accept for arguments that are no ids, so only the id can decide the answer. */
const VALID_BY_NAME: Record<string, unknown> = {
  toIndex: 0,
  version: 1,
  points: 10,
  title: 'Isolation probe',
  content: 'Isolation probe',
  name: 'Isolation probe',
  body: 'Isolation probe',
};

const VALID_BY_SCALAR: Record<string, unknown> = {
  String: 'Isolation probe',
  Int: 1,
  Float: 120,
  Boolean: true,
  DateTimeISO: '2026-01-01T00:00:00.000Z',
  // A file inside an input: null in the operation, sent as a multipart part (graphql-probes.ts).
  Upload: null,
};

/** Which real file each upload field gets (the others take a WAV). */
const UPLOAD_FIXTURE: Record<string, keyof SeedFiles> = { setTrackCover: 'png', uploadVoiceNote: 'ogg' };

export function uploadFixtureFor(fieldName: string): keyof SeedFiles {
  return UPLOAD_FIXTURE[fieldName] ?? 'wav';
}

/**
 * A valid value for an argument or input field at `path`: the id given for an id argument there
 * (`ids` is keyed by the dotted path), else a value the rules accept (required input-object fields
 * only, the first enum value); undefined leaves an optional one out.
 */
export function probeValue(
  type: GraphQLInputType,
  path: readonly string[],
  ids: ReadonlyMap<string, unknown>,
): unknown {
  const key = path.join('.');
  if (ids.has(key)) return ids.get(key);
  const holdsId = [...ids.keys()].some((idPath) => idPath.startsWith(`${key}.`));
  if (!isNonNullType(type) && !holdsId) return undefined;
  const inner = getNullableType(type);
  const name = path.at(-1) ?? '';
  if (isListType(inner)) return [probeValue(inner.ofType, path, ids)];
  if (isEnumType(inner)) return inner.getValues()[0]?.name;
  if (isInputObjectType(inner)) {
    const entries = Object.values(inner.getFields())
      .map((field) => [field.name, probeValue(field.type, [...path, field.name], ids)] as const)
      .filter(([, value]) => value !== undefined);
    return Object.fromEntries(entries);
  }
  const named = getNamedType(inner).name;
  if (name in VALID_BY_NAME) return VALID_BY_NAME[name];
  if (named in VALID_BY_SCALAR) return VALID_BY_SCALAR[named];
  throw new Error(
    `The isolation audit has no valid value for ${key} of type ${named}: add one to probe-values.ts.`,
  );
}

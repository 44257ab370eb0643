import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { graphqlCall, type HttpCall, send } from '../http-call.js';
import type { SeededArtist, SeedFiles } from '../seed.js';
import {
  checkedIdArguments,
  type IdArgument,
  idArgumentName,
  publicEntryFor,
  SENDER_SCOPED_TYPES,
} from './id-arguments.js';
import { probeValue, uploadFixtureFor } from './probe-values.js';

export type Expectation = 'NOT_FOUND' | 'answers' | 'FORBIDDEN' | 'as for an id of nothing';

/** One call artist B makes with one of artist A's ids, and what it must answer. */
export interface Probe {
  readonly name: string;
  readonly expect: Expectation;
  readonly call: HttpCall;
  /** For the report: why an allow-listed id may answer. */
  readonly reason?: string;
  /** Ids the answer must not name (A's resources, for a sender-scoped value such as an idempotency key). */
  readonly mustNotReturn?: readonly string[];
}

export interface ProbeOutcome {
  readonly probe: Probe;
  readonly ok: boolean;
  readonly got: string;
}

export interface GraphqlPlan {
  readonly probes: Probe[];
  /** Allow-listed arguments not called, with the reason. */
  readonly notCalled: { name: string; reason: string }[];
  readonly fieldsWithIds: number;
  readonly idArguments: number;
}

/**
 * One probe per id argument of every Query and Mutation field: that argument gets artist A's id
 * (in a list, after one of B's own), every other id argument B's own id of its type, the rest valid
 * values, and B sends it. Fails up front, naming them, for id arguments of a type the seed lacks.
 */
export function planGraphqlProbes(
  schema: GraphQLSchema,
  owner: SeededArtist,
  caller: SeededArtist,
  files: SeedFiles,
): GraphqlPlan {
  const seeded = new Set(
    Object.keys(owner.ids).filter((type) => owner.ids[type]?.length && caller.ids[type]?.length),
  );
  const all = checkedIdArguments(schema, seeded);
  const probes: Probe[] = [];
  const notCalled: { name: string; reason: string }[] = [];
  for (const target of all) {
    const name = idArgumentName(target);
    const allowed = publicEntryFor(target);
    if (allowed?.expect === 'not called' || !seeded.has(target.typeName)) {
      notCalled.push({ name, reason: allowed?.reason ?? 'no seeded resource of this type' });
      continue;
    }
    // node(id:) is one argument probed as several types: its other readings are not siblings.
    const samePlace = (argument: IdArgument) => argument.path.join('.') === target.path.join('.');
    const siblings = all.filter(
      (argument) => argument.root === target.root && (argument === target || !samePlace(argument)),
    );
    probes.push({
      name: `${name}: ${target.typeName}`,
      expect: allowed?.expect ?? 'NOT_FOUND',
      reason: allowed?.reason,
      mustNotReturn: target.typeName in SENDER_SCOPED_TYPES ? Object.values(owner.ids).flat() : undefined,
      call: probeCall(target, siblings, owner, caller, files),
    });
  }
  return {
    probes,
    notCalled,
    fieldsWithIds: new Set(all.map((argument) => argument.root.coordinate)).size,
    idArguments: all.length,
  };
}

function probeCall(
  target: IdArgument,
  siblings: IdArgument[],
  owner: SeededArtist,
  caller: SeededArtist,
  files: SeedFiles,
): HttpCall {
  const { root } = target;
  const ids = new Map<string, unknown>();
  for (const argument of siblings) {
    const path = argument.path.join('.');
    const scoped = argument.typeName in SENDER_SCOPED_TYPES;
    if (argument !== target) {
      // B's own value of the type (for an artist, the one B is connected with and may message); a
      // sender-scoped value such as an idempotency key is left out, so no probe reuses one of B's.
      const own = argument.typeName === 'Artist' ? caller.peerId : caller.ids[argument.typeName]?.[0];
      if (!scoped) ids.set(path, argument.list ? [own] : own);
      continue;
    }
    const others = scoped ? owner.idempotencyKeys[root.field.name] : owner.ids[argument.typeName]?.[0];
    if (others === undefined) {
      throw new Error(
        `The seed sends no idempotency key with ${root.coordinate}: key it in tests/audit/seed.ts.`,
      );
    }
    const own = caller.ids[argument.typeName]?.[0];
    ids.set(path, argument.list ? [own, others] : others);
  }
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const passed: string[] = [];
  const uploads: { variable: string; filename: string; bytes: Uint8Array }[] = [];
  for (const arg of root.field.args) {
    const isUpload = getNamedType(arg.type).name === 'Upload';
    const value = isUpload ? null : probeValue(arg.type, [arg.name], ids);
    if (!isUpload && value === undefined) continue;
    declarations.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
    const fixture = uploadFixtureFor(root.field.name);
    if (isUpload) {
      uploads.push({ variable: arg.name, filename: `probe.${fixture}`, bytes: files[fixture] });
    } else {
      variables[arg.name] = value;
      for (const variable of uploadPathsIn(arg.type, value, arg.name)) {
        uploads.push({ variable, filename: `probe.${fixture}`, bytes: files[fixture] });
      }
    }
  }
  const returned = getNamedType(root.field.type);
  const selection =
    isObjectType(returned) || isInterfaceType(returned)
      ? `{ __typename${'id' in returned.getFields() ? ' id' : ''} }`
      : '';
  const header = declarations.length ? `(${declarations.join(', ')})` : '';
  const call = passed.length ? `${root.field.name}(${passed.join(', ')})` : root.field.name;
  const query = `${root.operation} Probe${header} { ${call} ${selection} }`;
  return graphqlCall(query, variables, caller.token, uploads);
}

/** Where files sit inside an argument's probe value, as dotted variable paths ("input.file"). */
function uploadPathsIn(type: GraphQLInputType, value: unknown, path: string): string[] {
  const inner = getNullableType(type);
  if (getNamedType(inner).name === 'Upload') return [path];
  if (!isInputObjectType(inner) || typeof value !== 'object' || value === null) return [];
  const fields = value as Record<string, unknown>;
  return Object.values(inner.getFields())
    .filter((field) => field.name in fields)
    .flatMap((field) => uploadPathsIn(field.type, fields[field.name], `${path}.${field.name}`));
}

/** Sends a GraphQL probe and checks its answer against what it expects. */
export async function runGraphqlProbe(baseUrl: string, probe: Probe): Promise<ProbeOutcome> {
  const answer = await send(baseUrl, probe.call);
  const body = answer.json as
    | {
        data?: Record<string, unknown> | null;
        errors?: { message?: string; extensions?: { code?: string } }[];
      }
    | undefined;
  const errors = body?.errors ?? [];
  const got = errors.length
    ? `${answer.status} ${errors.map((error) => `${error.extensions?.code}: ${error.message}`).join('; ')}`
    : `${answer.status} data ${JSON.stringify(body?.data ?? null).slice(0, 200)}`;
  const named = (probe.mustNotReturn ?? []).filter((id) => answer.text.includes(id));
  const ok =
    answer.status === 200 &&
    named.length === 0 &&
    (probe.expect === 'answers'
      ? errors.length === 0 && !!body?.data
      : errors.length === 1 && errors[0]?.extensions?.code === probe.expect && nothingAnswered(body?.data));
  return { probe, ok, got: named.length ? `${got} (names A's ${named.join(', ')})` : got };
}

/** No data at all, or (a nullable lookup refused) every root field null. */
function nothingAnswered(data: Record<string, unknown> | null | undefined): boolean {
  return !data || Object.values(data).every((value) => value === null);
}

import {
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  isObjectType,
} from 'graphql';
import { Extensions, getMetadataStorage } from 'type-graphql';
import { hasAccessRule } from '../policies/policy.js';
import { UnauthenticatedError } from '../shared/errors.js';
import type { GraphQLContext } from './context.js';

/**
 * Who may use a GraphQL field, declared on the field or, for the plain fields of an object type, on
 * the type. `assembleAccess` refuses to build a schema with a field that declares nothing, so a public
 * field and a forgotten one can no longer look the same.
 */
export type Access =
  /** Anyone, signed in or not. */
  | { readonly who: 'anyone' }
  /** A signed-in caller; what the field reads is scoped to them by its service. */
  | { readonly who: 'signed-in' }
  /** A signed-in caller, and only the records the policy's `read` rule for `resource` lets them see. */
  | { readonly who: 'policy'; readonly resource: string }
  /** A value with no access of its own: whoever may read the field that returns it. */
  | { readonly who: 'holder' };

const ACCESS = 'access';

function declare(access: Access) {
  return Extensions({ [ACCESS]: access });
}

/** Anyone may use this field (or every plain field of this type), signed in or not. */
export const Public = () => declare({ who: 'anyone' });

/** Only a signed-in caller may use this field; anyone else gets UNAUTHENTICATED. */
export const SignedIn = () => declare({ who: 'signed-in' });

/**
 * Objects of this type (or what this field returns) reach a caller only through the policy's `read`
 * rule for the entity named `resource`: the services read them with `scope(resource, caller)`. A name
 * the policy has no rule for stops the schema's assembly.
 */
export const ReadByPolicy = (resource: string) => declare({ who: 'policy', resource });

/** A value type (a page, a count, a signed address): whoever may read the field that returns it. */
export const SeenWithHolder = () => declare({ who: 'holder' });

export function accessOf(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): Access | undefined {
  return (field.extensions[ACCESS] ?? type.extensions[ACCESS]) as Access | undefined;
}

/**
 * Checks that every field of every object type declares who may use it, and applies the declarations:
 * a root field or a field resolver that is not public asks for a signed-in caller before it runs.
 * Plain fields that take their type's declaration resolve as graphql-js does by default (a property
 * read), without type-graphql's per-field wrapper: a page of waveforms has tens of thousands of them.
 * Throws, listing them, when a field declares nothing, so the app cannot start with one.
 */
export function assembleAccess(schema: GraphQLSchema): GraphQLSchema {
  const problems: string[] = [];
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean));
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const isRoot = roots.has(type);
    for (const field of Object.values(type.getFields())) {
      const problem = applyAccess(type, field, isRoot);
      if (problem) problems.push(problem);
    }
  }
  if (problems.length > 0) throw new Error(`GraphQL access not declared:\n${problems.join('\n')}`);
  return schema;
}

function applyAccess(
  type: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  isRoot: boolean,
): string | undefined {
  const own = field.extensions[ACCESS] as Access | undefined;
  const access = accessOf(type, field);
  const name = `${type.name}.${field.name}`;
  if (!access)
    return `${name}: declare @Public(), @SignedIn(), @ReadByPolicy(...) or, on its type, @SeenWithHolder()`;
  if (access.who === 'policy' && !hasAccessRule(access.resource)) {
    return `${name}: the policy has no rule for ${access.resource}`;
  }
  const resolution = isRoot ? 'method' : resolutionOf(type, field.name);
  if (!own && resolution === 'method')
    return `${name}: a root field or a field resolver declares its own access`;
  if (own?.who === 'holder' && resolution === 'method') {
    return `${name}: a root field or a field resolver reads data of its own; @SeenWithHolder() is for value types`;
  }
  if (own && access.who !== 'anyone' && access.who !== 'holder') {
    field.resolve = signedInOnly(field.resolve);
  } else if (!own && resolution === 'property') {
    field.resolve = undefined;
  }
  return undefined;
}

function signedInOnly(
  resolve: GraphQLFieldResolver<unknown, unknown> | undefined,
): GraphQLFieldResolver<unknown, unknown> {
  if (!resolve) throw new Error('A declared field has no resolver');
  return (source, args, context, info) => {
    if (!(context as GraphQLContext).auth) throw new UnauthenticatedError();
    return resolve(source, args, context, info);
  };
}

/**
 * How type-graphql resolves a field: by a resolver method, by reading the property of the same name,
 * or by reading a property of another name (and so through its own wrapper).
 */
function resolutionOf(
  type: GraphQLObjectType,
  fieldName: string,
): 'method' | 'property' | 'renamed-property' {
  const metadata = getMetadataStorage();
  const objectType = metadata.objectTypes.find((candidate) => candidate.name === type.name);
  if (!objectType) return 'method';
  const classes = new Set<unknown>([objectType.target]);
  for (const interfaceType of metadata.interfaceTypes) {
    if (objectType.interfaceClasses?.includes(interfaceType.target)) classes.add(interfaceType.target);
  }
  const hasMethod = metadata.fieldResolvers.some(
    (resolver) => resolver.schemaName === fieldName && classes.has(resolver.getObjectType?.()),
  );
  const field = metadata.fields.find(
    (candidate) => classes.has(candidate.target) && candidate.schemaName === fieldName,
  );
  if (hasMethod || !field) return 'method';
  const wrapped = field.name !== field.schemaName || (field.middlewares?.length ?? 0) > 0 || field.roles;
  return wrapped ? 'renamed-property' : 'property';
}

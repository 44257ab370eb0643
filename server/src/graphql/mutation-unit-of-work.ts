import {
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
} from 'graphql';
import { Extensions } from 'type-graphql';
import { unitOfWork } from '../shared/unit-of-work.js';
import type { GraphQLContext } from './context.js';
import type { Loaders } from './loaders.js';

/**
 * Makes each mutation field run in one unit of work: its writes commit together before its answer
 * is resolved, or none are kept. A mutation that receives a file is the exception: holding a
 * transaction (and a pooled connection) open while the file streams in would let slow uploads starve
 * the pool, so its service opens the unit once the file is stored; so does one marked
 * `@OpensItsOwnUnitOfWork()`. Each mutation also starts with the request's loaders emptied, so its
 * answer reads what it wrote, not what an earlier mutation of the document loaded. Only the mutation
 * fields are wrapped; every other field resolves as type-graphql built it.
 */
export function runMutationsInUnitsOfWork(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    const ownUnit = receivesFile(field) || Boolean(field.extensions[OWN_UNIT_OF_WORK]);
    field.resolve = (source, args, context: GraphQLContext, info) => {
      // Mutations run one after another: what the loaders hold from an earlier one's answer is stale.
      forgetLoaded(context.loaders);
      if (ownUnit) return resolve(source, args, context, info);
      return unitOfWork(context.em, async () => resolve(source, args, context, info));
    };
  }
  return schema;
}

function forgetLoaded(loaders: Loaders): void {
  for (const loader of Object.values(loaders) as { clearAll(): unknown }[]) loader.clearAll();
}

const OWN_UNIT_OF_WORK = 'opensItsOwnUnitOfWork';

/**
 * For a mutation whose service opens its unit of work after slow work that needs no database
 * (hashing a password, asking a chat model), so no pooled connection waits on it; or one that must
 * commit a refusal on its own (a refresh token reused).
 */
export const OpensItsOwnUnitOfWork = () => Extensions({ [OWN_UNIT_OF_WORK]: true });

function receivesFile(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => carriesUpload(arg.type, new Set()));
}

function carriesUpload(type: GraphQLInputType, seen: Set<string>): boolean {
  const named = getNamedType(type);
  if (named.name === 'Upload') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => carriesUpload(field.type, seen));
}

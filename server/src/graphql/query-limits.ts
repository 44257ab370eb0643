import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/**
 * Report a refusal as an ordinary validation error (GRAPHQL_VALIDATION_FAILED, HTTP 400); Armor's
 * default is to throw, which Apollo answers as an internal error.
 */
const asValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  exposeLimits: true,
};

/** Validation rules (GraphQL Armor) that refuse over-deep, alias-stuffed or too costly operations. */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, ...asValidationError }),
    // Armor exempts __typename by default, so 1,000 aliases of it passed; every alias counts here.
    maxAliasesRule({ n: limits.maxAliases, allowList: [], ...asValidationError }),
    // Fragments only organise a client's query; flattened, they cost what the same fields inline would.
    costLimitRule({
      maxCost: limits.maxCost,
      flattenFragments: true,
      ignoreIntrospection: true,
      ...asValidationError,
    }),
  ] as ValidationRule[];
}

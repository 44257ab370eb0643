import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ValidationRule } from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/** Validation rules (GraphQL Armor) that refuse over-deep, alias-stuffed or too costly operations. */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, exposeLimits: true }),
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true }),
    costLimitRule({ maxCost: limits.maxCost, ignoreIntrospection: true, exposeLimits: true }),
  ] as ValidationRule[];
}

import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';

/**
 * Refuses an operation whose root type the schema lacks (there are no subscriptions): a validation
 * error (GRAPHQL_VALIDATION_FAILED, HTTP 400), as graphql-js 17's KnownOperationTypesRule makes it;
 * graphql 16 only finds out while executing, which Apollo answered as an internal error.
 */
export function knownOperationTypesRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  return {
    OperationDefinition(node) {
      if (schema.getRootType(node.operation)) return;
      context.reportError(
        new GraphQLError(`The schema does not support ${node.operation} operations.`, { nodes: node }),
      );
    },
  };
}

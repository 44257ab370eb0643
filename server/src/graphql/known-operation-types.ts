import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';

/** What a subscription sent over HTTP is told. */
export const SUBSCRIPTIONS_OVER_WEBSOCKET =
  'Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP.';

/**
 * For GraphQL over HTTP: refuses a subscription (those are served over WebSocket, graphql/live-server.ts)
 * and an operation whose root type the schema lacks, as a validation error (GRAPHQL_VALIDATION_FAILED,
 * HTTP 400), as graphql-js 17's KnownOperationTypesRule makes it; graphql 16 only finds out while
 * executing, which Apollo answered as an internal error.
 */
export function knownOperationTypesRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  return {
    OperationDefinition(node) {
      if (node.operation === 'subscription') {
        context.reportError(new GraphQLError(SUBSCRIPTIONS_OVER_WEBSOCKET, { nodes: node }));
        return;
      }
      if (schema.getRootType(node.operation)) return;
      context.reportError(
        new GraphQLError(`The schema does not support ${node.operation} operations.`, { nodes: node }),
      );
    },
  };
}

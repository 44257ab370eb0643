import path from 'node:path';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

/** Where the committed schema lives: the repository root. */
export const SCHEMA_ARTIFACT_PATH = path.resolve(import.meta.dirname, '../../../schema.graphql');

/** The text of schema.graphql for a schema: sorted, so the file changes only when the API does. */
export function printSchemaArtifact(schema: GraphQLSchema): string {
  return `# Generated from the server's type-graphql code by \`npm run codegen\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}

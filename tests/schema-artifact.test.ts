import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../server/src/graphql/schema.js';
import { printSchemaArtifact, SCHEMA_ARTIFACT_PATH } from '../server/src/graphql/schema-artifact.js';

describe('schema.graphql', () => {
  it('matches the schema the server code builds (run `npm run codegen` after changing the API)', async () => {
    const committed = await fs.readFile(SCHEMA_ARTIFACT_PATH, 'utf8');
    expect(committed).toBe(printSchemaArtifact(await buildAppSchema()));
  });
});

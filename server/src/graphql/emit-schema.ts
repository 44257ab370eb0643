import fs from 'node:fs/promises';
import { buildAppSchema } from './schema.js';
import { printSchemaArtifact, SCHEMA_ARTIFACT_PATH } from './schema-artifact.js';

await fs.writeFile(SCHEMA_ARTIFACT_PATH, printSchemaArtifact(await buildAppSchema()));
console.log(`wrote ${SCHEMA_ARTIFACT_PATH}`);

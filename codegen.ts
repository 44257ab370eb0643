import type { CodegenConfig } from '@graphql-codegen/cli';

const baseTypes = 'client/src/__generated__/types.ts';
const sharedConfig = {
  scalars: { DateTimeISO: 'string', Upload: 'File', SafeInt: 'number' },
  enumsAsTypes: true,
  useTypeImports: true,
  // Optimistic responses must name their types for the normalized cache to place them.
  nonOptionalTypename: true,
};

/**
 * Client types from the committed schema artifact; `npm run codegen` regenerates both. Each
 * `X.graphql` beside a component becomes `X.generated.ts` beside it (its documents, with the fragments
 * they spread inlined, and their types), so a route's chunk carries only its own operations. The enums
 * and inputs they share are types only, in one file.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    [baseTypes]: {
      plugins: ['typescript-operations'],
      // Only the enums and inputs the documents use, as the operation files below refer to them.
      config: { ...sharedConfig, generateOperationTypes: false },
    },
    'client/src/': {
      preset: 'near-operation-file',
      presetConfig: { baseTypesPath: '__generated__/types.ts', extension: '.generated.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        ...sharedConfig,
        importSchemaTypesFrom: baseTypes,
        // The server's typecheck (NodeNext) reads these through tests/ and bench/, so imports name their extension.
        importExtension: '.js',
      },
    },
  },
};

export default config;

import type { CodegenConfig } from '@graphql-codegen/cli';

/** Client types from the committed schema artifact; `npm run codegen` regenerates both. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTimeISO: 'string', Upload: 'File', SafeInt: 'number' },
        enumsAsTypes: true,
        useTypeImports: true,
        // Optimistic responses must name their types for the normalized cache to place them.
        nonOptionalTypename: true,
      },
    },
  },
};

export default config;

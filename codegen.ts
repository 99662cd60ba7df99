import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client from the checked-in schema. Fragment masking is Apollo Client's
 * (`dataMasking: true` at runtime); the generated types follow it (`inlineFragmentTypes: 'mask'`).
 * `npm run codegen` rewrites client/app/src/__generated__/, which is committed and never edited.
 */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['client/app/src/**/*.{ts,tsx}', '!client/app/src/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'client/app/src/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
        enumsAsTypes: true,
        nonOptionalTypename: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        useTypeImports: true,
      },
    },
  },
};

export default config;

import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web client, from the committed schema and the client's operations.
 * `npm run codegen` writes apps/web/src/gql; `npm test` fails when that output is stale.
 */
const config: CodegenConfig = {
  schema: 'schema.gql',
  documents: ['apps/web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [process.env.CODEGEN_OUT ?? 'apps/web/src/gql/']: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { Upload: 'File', Decimal: 'string', DateTime: 'string' },
        // Enums as const objects (`enumsAsConst` of older releases): the web client lists their values, such as
        // the status filters, from the schema instead of by hand.
        enumType: 'const',
        useTypeImports: true,
      },
    },
  },
};

export default config;

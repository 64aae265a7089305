import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web client, from the committed schema and the client's operations.
 * `npm run codegen` writes apps/web/src/gql (the public site's operations) and apps/web/src/admin/gql (the back
 * office's); `npm test` fails when that output is stale. Two outputs, because a bundler places a module in one chunk
 * whole: with one file of documents, every back-office document travelled in the public pages' initial JavaScript.
 */
const SRC = process.env.CODEGEN_OUT ?? 'apps/web/src/';

const output = (documents: string[]) => ({
  documents,
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    scalars: { Upload: 'File', Decimal: 'string', DateTime: 'string' },
    // Enums as const objects (`enumsAsConst` of older releases): the web client lists their values, such as
    // the status filters, from the schema instead of by hand.
    enumType: 'const',
    useTypeImports: true,
  },
});

const config: CodegenConfig = {
  schema: 'schema.gql',
  ignoreNoDocuments: false,
  generates: {
    [`${SRC}gql/`]: output(['apps/web/src/**/*.graphql', '!apps/web/src/admin/**/*.graphql']),
    [`${SRC}admin/gql/`]: output(['apps/web/src/admin/**/*.graphql']),
  },
};

export default config;

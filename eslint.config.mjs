// ESLint for the whole workspace: `npm run lint` (zero warnings allowed), run first by `npm test`.
// Type-aware rules read the same two tsconfig files that `npm run typecheck` compiles: one program for the server side
// (API, libraries, their tests and the e2e projects), one for the browser side (web, web libraries, GraphiQL).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Which TypeScript program lints which files (each file is in the `include` of its tsconfig). */
const programs = [
  {
    files: ['apps/api/**/*.ts', 'libs/api/**/*.ts', 'libs/shared/**/*.ts', 'apps/web-e2e/**/*.ts', 'apps/cluster-e2e/**/*.ts'],
    project: './tsconfig.spec.json',
  },
  { files: ['apps/web/src/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}', 'apps/graphiql/src/**/*.{ts,tsx}'], project: './apps/web/tsconfig.spec.json' },
];
const typedFiles = programs.flatMap((p) => p.files);

export default tseslint.config(
  { ignores: ['dist/**', 'tmp/**', 'coverage/**', '.nx/**', 'apps/web/src/gql/**', 'apps/web/src/admin/gql/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  // TypeScript: recommended + type-aware recommended on every file a tsconfig compiles.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typedFiles })),
  ...programs.map(({ files, project }) => ({ files, languageOptions: { parserOptions: { project, tsconfigRootDir: root } } })),
  {
    files: typedFiles,
    rules: {
      // `_name` marks a parameter an interface requires but this implementation does not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  // Tests assert on JSON bodies (supertest's `res.body`, GraphQL `data`) that are `any` by nature: the
  // expectation is the type check there. Every other type-aware rule (promises, unbound methods...) still applies.
  {
    files: ['apps/api/test/**/*.ts', 'apps/web-e2e/**/*.ts', 'apps/cluster-e2e/**/*.ts', '**/*.spec.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Config files outside every tsconfig: the syntax rules, without type information.
  {
    files: ['*.ts', 'apps/*/*.mts', 'tools/**/*.d.cts'],
    extends: [tseslint.configs.recommended],
    languageOptions: { globals: globals.node },
  },

  // Plain JavaScript: the tools' scripts, jest's setup and the bench.
  { files: ['**/*.{js,cjs}'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module', globals: globals.node } },

  // React: the rules of hooks (and the compiler-backed checks of eslint-plugin-react-hooks 7).
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts', 'libs/web/**/*.{ts,tsx}', 'apps/graphiql/src/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  // Nx project boundaries on the tags of each project.json.
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allowCircularSelfDependency: false,
          // The browser journeys boot the API through its own test harness and reuse its fixtures.
          allow: ['../../api/test/harness', '../../api/test/support/*'],
          depConstraints: [
            {
              sourceTag: 'scope:shared',
              onlyDependOnLibsWithTags: ['scope:shared'],
              // Shared rules run in the browser and on the server: no framework (Node built-ins: see below).
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'pg', 'react', 'react-dom', 'react-router', '@apollo/*'],
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'],
              bannedExternalImports: ['react', 'react-dom', 'react-router', '@apollo/client'],
            },
            {
              sourceTag: 'scope:web',
              onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
              bannedExternalImports: [
                '@nestjs/*',
                'typeorm',
                'pg',
                'argon2',
                'passport',
                'passport-*',
                'nodemailer',
                'sharp',
                'class-validator',
                'class-transformer',
              ],
            },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The API's layers (the `layer:` tag of each project.json): an import may only go down or sideways, never up.
            // Foundations (common, database, redis, graphql plumbing, shared rules) know nothing of the rest; the platform
            // (jobs, media, auth, cache) serves the features; features (catalog, commerce, ...) may use each other; only the
            // app wires everything. A cycle between any two projects is refused by this rule too.
            { sourceTag: 'layer:foundation', onlyDependOnLibsWithTags: ['layer:foundation'] },
            { sourceTag: 'layer:platform', onlyDependOnLibsWithTags: ['layer:platform', 'layer:foundation'] },
            { sourceTag: 'layer:feature', onlyDependOnLibsWithTags: ['layer:feature', 'layer:platform', 'layer:foundation'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:e2e', 'scope:api', 'scope:web', 'scope:shared'] },
          ],
        },
      ],
    },
  },

  // Node's built-ins are not in the Nx graph: shared code is kept off them here.
  {
    files: ['libs/shared/**/*.ts'],
    ignores: ['libs/shared/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'Shared code runs in the browser too: no Node built-ins.' }] }],
    },
  },

  // The public site never imports the back office: its only door is the router's lazy chunk in app/App.tsx.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/admin/**', 'apps/web/src/testing/admin.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/admin', '**/admin/**'], message: 'Public web code may not import the back office (apps/web/src/admin).' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/admin/**', 'apps/web/src/testing/admin.tsx', 'apps/web/src/app/App.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/(^|\\/)admin(\\/|$)/]', message: 'Only app/App.tsx loads the back office (as a lazy chunk).' },
      ],
    },
  },
);

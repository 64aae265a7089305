// One jest run for the whole workspace: API projects run against a real PostgreSQL
// (started once in global setup, see libs/api/database/src/testing/global-setup.mjs).
const { pathsToModuleNameMapper } = require('./tools/jest/paths');
const fs = require('node:fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));

/** @type {import('jest').Config} */
const api = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/apps/api', '<rootDir>/libs/api', '<rootDir>/libs/shared'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(m?j|t)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] },
  // ESM-only packages the API loads through require() (Node 20.19+ does it natively, jest does not): jest transforms them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|@otplib|@scure/base|@noble/hashes)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: pathsToModuleNameMapper(),
  setupFiles: ['<rootDir>/tools/jest/setup-env.js'],
};

/** The React client's components and rules, in jsdom. */
const web = {
  displayName: 'web',
  testEnvironment: '<rootDir>/tools/jest/jsdom-environment.js',
  rootDir: __dirname,
  roots: ['<rootDir>/apps/web', '<rootDir>/libs/web'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: { '\\.(avif|webp|jpe?g|png)$': '<rootDir>/tools/jest/asset-transform.js', ...api.transform },
  transformIgnorePatterns: ['/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj)/)'],
  moduleFileExtensions: api.moduleFileExtensions,
  moduleNameMapper: { '\\.css$': '<rootDir>/tools/jest/style-stub.js', ...pathsToModuleNameMapper() },
  setupFiles: ['<rootDir>/tools/jest/setup-web.js'],
};

/** Browser journeys: the built site on a real database, driven in Debian's Chromium. */
const e2e = {
  displayName: 'e2e',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/apps/web-e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  moduleFileExtensions: api.moduleFileExtensions,
  moduleNameMapper: api.moduleNameMapper,
  setupFiles: api.setupFiles,
};

module.exports = {
  projects: [api, web, e2e],
  globalSetup: '<rootDir>/libs/api/database/src/testing/global-setup.mjs',
  globalTeardown: '<rootDir>/libs/api/database/src/testing/global-teardown.mjs',
  testTimeout: 60000,
  // Three workers on the 2-core machine: every test file has its own database, data folder, ports and Redis, so files run
  // side by side; with two workers a third of the machine was idle while files waited (job polls, browsers, processes
  // starting), and a third worker took the whole run from 476 to 394 s (2026-11-28, docs/decisions.md).
  maxWorkers: 3,
};

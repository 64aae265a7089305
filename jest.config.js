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
  // ESM-only packages the API loads through require(): jest transforms them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: pathsToModuleNameMapper(),
  setupFiles: ['<rootDir>/tools/jest/setup-env.js'],
};

module.exports = {
  projects: [api],
  globalSetup: '<rootDir>/libs/api/database/src/testing/global-setup.mjs',
  globalTeardown: '<rootDir>/libs/api/database/src/testing/global-teardown.mjs',
  testTimeout: 60000,
};

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
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] },
  moduleNameMapper: pathsToModuleNameMapper(),
  setupFiles: ['<rootDir>/tools/jest/setup-env.js'],
};

module.exports = {
  projects: [api],
  globalSetup: '<rootDir>/libs/api/database/src/testing/global-setup.mjs',
  globalTeardown: '<rootDir>/libs/api/database/src/testing/global-teardown.mjs',
  testTimeout: 60000,
};

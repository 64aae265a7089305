// `npm run test:cluster`: the scaled deployment as real processes (tools/cluster/cluster.mjs): its own
// PostgreSQL, Redis, S3-compatible server and SMTP server, two instances of the built app behind a
// round-robin proxy. Separate from `npm test`'s jest run: it needs the built server and restarts
// PostgreSQL, so it runs alone, one file at a time.
const { pathsToModuleNameMapper } = require('./tools/jest/paths');
const fs = require('node:fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'cluster',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/apps/cluster-e2e'],
  testMatch: ['**/*.cluster.ts'],
  transform: { '^.+\\.(m?j|t)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] },
  transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor|@otplib|@scure/base|@noble/hashes)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: pathsToModuleNameMapper(),
  setupFiles: ['<rootDir>/tools/jest/setup-env.js'],
  maxWorkers: 1,
  testTimeout: 180_000,
};

// The API tests that must hold whatever the server's time zone: run by visit-time-zone.spec.ts in a child jest
// under another TZ (a process's zone is fixed at its start), on the test server the parent run started.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's own jest configuration (its api project), not a library
const root = require('../../../../jest.config.js');
const api = root.projects.find((project) => project.displayName === 'api');

/** @type {import('jest').Config} */
module.exports = { ...api, displayName: 'api-time-zone', roots: [__dirname], testMatch: ['**/*.tz.ts'], testTimeout: 60000 };

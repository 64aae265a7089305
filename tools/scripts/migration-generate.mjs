#!/usr/bin/env node
// Generates a migration from the difference between the entities and the migrated schema:
//   npm run migration:generate -- AddSomething
// It builds the API, migrates a scratch database on DATABASE_URL's server (default: the local
// server at 127.0.0.1:5432) and writes libs/api/database/src/migrations/<timestamp>-<Name>.ts.
// Register the new class in libs/api/database/src/migrations/index.ts.
import { execSync } from 'node:child_process';
const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run migration:generate -- <Name>');
  process.exit(2);
}
const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const scratch = `sawa_migration_${Date.now()}`;
const admin = new URL(server);
admin.pathname = '/postgres';
const target = new URL(server);
target.pathname = `/${scratch}`;
const run = (cmd, env = {}) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } });
run('npx nx run api:build');
run(`psql "${admin}" -c "create database ${scratch}"`);
try {
  run('npx typeorm migration:run -d dist/api/apps/api/src/data-source.js', { DATABASE_URL: target.toString() });
  run(`npx typeorm migration:generate -p -d dist/api/apps/api/src/data-source.js libs/api/database/src/migrations/${name}`, {
    DATABASE_URL: target.toString(),
  });
} finally {
  run(`psql "${admin}" -c "drop database ${scratch}"`);
}

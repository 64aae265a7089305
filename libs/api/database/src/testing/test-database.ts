import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { withDatabase } from '../lib/database-url';

/** A throw-away database on the test server (see global-setup.mjs), dropped by `drop()`. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.SAWA_TEST_SERVER_URL;
  if (!url) throw new Error('SAWA_TEST_SERVER_URL is not set: run the tests through jest (global setup starts PostgreSQL).');
  return url;
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `sawa_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    url: withDatabase(serverUrl(), name),
    drop: () => onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

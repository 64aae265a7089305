// Jest global teardown: this run's test databases and templates go (on a server database they would otherwise stay), with the files
// that go with them, then the embedded PostgreSQL stops.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Drops databases eight at a time: each DROP DATABASE waits for a checkpoint, and drops waiting together are served by
 * the same one (one after another, a few hundred of them would take minutes on a server with fsync).
 */
async function dropAll(url, names) {
  const queue = [...names];
  const dropper = async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, dropper));
}

export default async function globalTeardown() {
  const runId = process.env.SAWA_TEST_RUN_ID;
  if (runId && process.env.SAWA_TEST_SERVER_URL && !globalThis.__SAWA_EMBEDDED_PG__) {
    const url = new URL(process.env.SAWA_TEST_SERVER_URL);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      // The test files' databases (test-database.ts leaves them here), then the templates they were copied from.
      const named = async (prefix) =>
        (await client.query(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [prefix])).rows.map((r) => r.datname);
      await dropAll(url, await named(`sawa_test_${runId}_`));
      await dropAll(url, await named(`sawa_tmpl_${runId}_`));
    } finally {
      await client.end();
    }
  }
  if (runId) rmSync(join(tmpdir(), `sawa-test-run-${runId}`), { recursive: true, force: true });
  await globalThis.__SAWA_EMBEDDED_PG__?.stop();
}

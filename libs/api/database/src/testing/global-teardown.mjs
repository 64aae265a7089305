// Jest global teardown: this run's templates go (on a server database they would otherwise stay), with the files
// that go with them, then the embedded PostgreSQL stops.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const runId = process.env.SAWA_TEST_RUN_ID;
  if (runId && process.env.SAWA_TEST_SERVER_URL && !globalThis.__SAWA_EMBEDDED_PG__) {
    const url = new URL(process.env.SAWA_TEST_SERVER_URL);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`sawa_tmpl_${runId}_%`]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  if (runId) rmSync(join(tmpdir(), `sawa-test-run-${runId}`), { recursive: true, force: true });
  await globalThis.__SAWA_EMBEDDED_PG__?.stop();
}

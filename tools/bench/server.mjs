// The built server on a free loopback port, a fresh DATA_DIR and its embedded PostgreSQL with the
// demo catalogue: what `npm start` runs on a fresh machine. Shared by the bench scripts.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startBuiltServer(env = {}) {
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
  execFileSync('npx', ['nx', 'run', 'api:build'], { stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'sawa-bench-'));
  const server = spawn(process.execPath, ['dist/api/apps/api/src/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', IMAGE_AVIF: 'false', DATABASE_URL: '', NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${origin}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function graphql(origin, query, variables = {}) {
  const res = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

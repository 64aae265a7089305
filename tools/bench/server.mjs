// The built server on a free loopback port, a fresh DATA_DIR and its embedded PostgreSQL with the
// demo catalogue: what `npm start` runs on a fresh machine. Shared by the bench scripts.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `env` is added to the process environment. `options.asNpmStart`: exactly what `npm start` runs
 * (none of the quieter bench defaults below: the app's own NODE_ENV and LOG_LEVEL defaults apply),
 * with its console written to `options.logFile` instead of a terminal. `options.nodeArgs`: flags for
 * node itself (for example `--cpu-prof`).
 */
export async function startBuiltServer(env = {}, options = {}) {
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
  try {
    execFileSync('npx', ['nx', 'run', 'api:build'], { stdio: 'pipe', env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...process.env } });
  } catch (error) {
    throw new Error(`The build failed (npx nx run api:build):\n${error.stdout}${error.stderr}`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sawa-bench-'));
  const defaults = options.asNpmStart ? { DATABASE_URL: '' } : { LOG_LEVEL: 'warn', IMAGE_AVIF: 'false', DATABASE_URL: '', NODE_ENV: 'production' };
  const log = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/api/apps/api/src/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...defaults, ...env },
    stdio: ['ignore', log, log],
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
    pid: server.pid,
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

/**
 * The site exactly as `npm start` runs it (see startBuiltServer's asNpmStart): on the embedded
 * PostgreSQL, or, when DATABASE_URL is set, on a fresh database of that server seeded with the
 * demo catalogue and dropped again by stop(). BENCH_DATABASE_URL runs it on that database as it is, neither seeded nor
 * dropped (the grown catalogue bench:catalogue keeps with BENCH_KEEP_DB=1, to profile it).
 */
export async function startSiteAsNpmStart({ logFile, nodeArgs } = {}) {
  const kept = process.env.BENCH_DATABASE_URL;
  const serverUrl = kept ? undefined : process.env.DATABASE_URL;
  let fresh;
  const { default: pg } = serverUrl ? await import('pg') : { default: undefined };
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (serverUrl) {
    const name = `sawa_bench_${process.pid}_${Date.now()}`;
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    fresh = { name, url: url.toString() };
  }
  const env = kept ? { DATABASE_URL: kept } : fresh ? { DATABASE_URL: fresh.url, SEED_DEMO: 'true' } : {};
  const site = await startBuiltServer(env, { asNpmStart: true, logFile, nodeArgs });
  if (
    !(await fetch(`${site.origin}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    await site.stop();
    throw new Error(`the site did not start${logFile ? `: see ${logFile}` : ''}`);
  }
  return {
    ...site,
    database: kept ? 'the database BENCH_DATABASE_URL, as it is' : fresh ? 'a fresh database on DATABASE_URL' : 'embedded PostgreSQL',
    async stop() {
      await site.stop();
      if (fresh) await onServer(`DROP DATABASE IF EXISTS ${fresh.name} WITH (FORCE)`);
    },
  };
}

// The shop's 9-artwork page with every relation (bench:graphql, bench:load, bench:profile).
export const ARTWORKS_QUERY = `query Page($page: Int!) { artworks(page: $page, pageSize: 9) { totalItems items {
  id name productCode soldOut artist { id name } category { id name } collection { id name }
  coverImage { url width height sources { url width format } } images { url } editions { id type price } } } }`;

/** The routes of issue 15's table, with ids from the demo catalogue. */
export async function issueRoutes(origin) {
  const data = await graphql(
    origin,
    `
      {
        categories(pageSize: 100) {
          items {
            collections(pageSize: 1) {
              items {
                id
              }
            }
          }
        }
        recentArtworks(limit: 1) {
          id
        }
      }
    `,
  );
  const collection = data.categories.items.flatMap((c) => c.collections.items)[0];
  const json = { 'content-type': 'application/json' };
  return [
    { name: '/', kind: 'page', method: 'GET', path: '/' },
    { name: '/shop', kind: 'page', method: 'GET', path: '/shop' },
    { name: '/shop/:id/artworks', kind: 'page', method: 'GET', path: `/shop/${collection.id}/artworks` },
    { name: '/product/:id', kind: 'page', method: 'GET', path: `/product/${data.recentArtworks[0].id}` },
    { name: '/about-sawa', kind: 'page', method: 'GET', path: '/about-sawa' },
    { name: 'GET /api/v1/art', kind: 'rest', method: 'GET', path: '/api/v1/art' },
    {
      name: 'GraphQL artworks p1',
      kind: 'graphql',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: ARTWORKS_QUERY, variables: { page: 1 } }),
    },
    { name: '/robots.txt', kind: 'framework', method: 'GET', path: '/robots.txt' },
  ];
}

/** CPU ticks (1/100 s) the process has used so far (Linux /proc). */
export function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the freshly started server is idle (under 5 % of a core for 2 s, at most 3 min):
 * a first start makes the demo catalogue's AVIF variants in the background, which would be measured too.
 */
export async function settle(pid) {
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  let last = cpuTicks(pid);
  while (quiet < 4 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    quiet = now - last <= 2 ? quiet + 1 : 0;
    last = now;
  }
}

#!/usr/bin/env node
// npm run bench:catalogue — issue 26's reads, one at a time with the public cache bypassed, on the demo catalogue and again
// after the catalogue has grown to BENCH_WORKS works (default 50,000), in the same run. Medians of BENCH_RUNS runs (default
// 25) after 3 warm-ups.
//
// How the cache is bypassed: what a visitor's first read after an edit costs, so anonymously, as a cache miss. Each
// public GraphQL read carries a variable of its own (`bench`, a counter), which the operation does not declare (GraphQL
// ignores it) but which is part of the cache key (public-queries.ts graphqlCacheKey): every request is a new key, a miss
// resolved by the app like any anonymous one. The back office's list search is an admin's read: sent with the admin's
// token. GET /api/v1/art and the server-rendered page are keyed by their address only (cache-keys.ts), so they are sent
// with an `Authorization` header that is no token (`Basic`): the cache leaves requests with credentials to the app, and
// a public route never reads them (what an anonymous miss costs). The page's own GraphQL reads are in-process and still
// answered from the GraphQL cache there (server-graphql.ts): that row is the render's cost.
//
// BENCH_KEEP_DB=1 (with DATABASE_URL) keeps the grown database and prints its name, for EXPLAIN and profiling.
//
// Growth is a bulk SQL insert straight into the database (art rows and one Original Art Work edition each, one in seven
// sold), not the API: 50,000 artworks through the service layer would take the better part of an hour on this machine,
// and these reads do not depend on how a row was written. The works' titles combine 10 words with 20 subjects, so a
// subject word ("gorilla") matches about 1 work in 20.
//
// The built server on a fresh embedded PostgreSQL (DATA_DIR in a temporary folder), or, when DATABASE_URL is set, on a
// fresh database of that server (dropped at the end). Loopback only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBuiltServer } from './server.mjs';

const TARGET = Number(process.env.BENCH_WORKS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const ADMIN = { userName: 'bench-admin', password: 'bench catalogue password' };

const CARD = `id name soldOut onHold coverImage { url width height sources { url width format } } editions { id type price soldOut } artist { id name }`;
const PAGE = (args) => `query { artworks(${args}) { totalItems page pageSize items { ${CARD} } } }`;
const ADMIN_LIST = `query($search: String) { artworks(page: 1, pageSize: 8, filter: { search: $search }) { totalItems items {
  id name productCode soldOut coverImage { url } artist { id name } editions { id type price kind editionSize available } } } }`;

const FACET = `value label count more`;
const FACETS_OF = `artworkFacets(filter: $filter) { artists { ${FACET} } media { ${FACET} } availability { ${FACET} } sizeClasses { ${FACET} } orientations { ${FACET} } editionKinds { ${FACET} } }`;
/** What /search asks (apps/web SearchArtworks): the first page and the facets' counts, in one operation. */
const SEARCH_PAGE = `query($filter: ArtworkFilter!) { artworks(page: 1, pageSize: 9, sort: relevance, filter: $filter) { totalItems page pageSize items { ${CARD} } } ${FACETS_OF} }`;
const FACETS = `query($filter: ArtworkFilter) { ${FACETS_OF} }`;

const dataDir = mkdtempSync(join(tmpdir(), 'sawa-bench-catalogue-'));
let fresh;
const serverUrl = process.env.DATABASE_URL;
async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
if (serverUrl) {
  const name = `sawa_bench_catalogue_${process.pid}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  fresh = { name, url: url.toString() };
}
const site = await startBuiltServer({
  DATA_DIR: dataDir,
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  ...(fresh ? { DATABASE_URL: fresh.url, SEED_DEMO: 'true' } : {}),
});

/** The database the server uses: the fresh one on DATABASE_URL, or the embedded one (its port and password are in DATA_DIR). */
function databaseUrl() {
  if (fresh) return fresh.url;
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/sawa`;
}

try {
  const login = await fetch(`${site.origin}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const auth = { authorization: `Bearer ${(await login.json()).token}` };

  let distinct = 0;
  /** A public read as an anonymous cache miss (a key of its own), or, with `admin`, an admin's read. */
  async function gql(query, variables = {}, { admin = false } = {}) {
    const res = await fetch(`${site.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(admin ? auth : {}) },
      body: JSON.stringify({ query, variables: admin ? variables : { ...variables, bench: ++distinct } }),
    });
    const body = await res.json();
    if (!res.ok || body.errors) throw new Error(JSON.stringify(body.errors ?? body).slice(0, 300));
    return body.data;
  }
  async function get(path) {
    const res = await fetch(`${site.origin}${path}`, { headers: { authorization: 'Basic YmVuY2g6bWlzcw==' } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.text();
  }

  /** The reads of the table, and the search page; each returns something to check it answered. */
  async function reads() {
    const total = (await gql(PAGE('page: 1, pageSize: 9'))).artworks.totalItems;
    const last = Math.max(1, Math.ceil(total / 9));
    return [
      ['artworks(pageSize: 9), newest', () => gql(PAGE('page: 1, pageSize: 9, sort: newest'))],
      ['artworks(page: last, sort: name)', () => gql(PAGE(`page: ${last}, pageSize: 9, sort: name`))],
      ['artworks, price low to high', () => gql(PAGE('page: 1, pageSize: 9, sort: priceAscending'))],
      ['search "gorilla"', () => gql(PAGE('page: 1, pageSize: 9, filter: { search: "gorilla" }'))],
      ['search "gorila" (a typo)', () => gql(PAGE('page: 1, pageSize: 9, filter: { search: "gorila" }'))],
      ['search "elefant" (close spellings)', () => gql(PAGE('page: 1, pageSize: 9, filter: { search: "elefant" }'))],
      ['search page "gorilla" (works and facet counts)', () => gql(SEARCH_PAGE, { filter: { search: 'gorilla', availability: ['forSale'] } })],
      ['facet counts, whole catalogue', () => gql(FACETS, { filter: { availability: ['forSale'] } })],
      ["the back office's list search (admin)", () => gql(ADMIN_LIST, { search: 'gorilla' }, { admin: true })],
      ['GET /api/v1/art (capped at 500)', () => get('/api/v1/art')],
      ['GET /search?q=gorilla (server-rendered)', () => get('/search?q=gorilla')],
    ];
  }

  async function measure() {
    const results = new Map();
    for (const [name, run] of await reads()) {
      for (let i = 0; i < 3; i++) await run();
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      results.set(name, times[Math.floor(times.length / 2)]);
    }
    return results;
  }

  const counts = async () => {
    const data = await gql(`{ all: artworks(pageSize: 1) { totalItems } gorilla: artworks(pageSize: 1, filter: { search: "gorilla" }) { totalItems } }`);
    return `${data.all.totalItems} works (search "gorilla": ${data.gorilla.totalItems})`;
  };
  const smallCount = await counts();
  const small = await measure();

  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  const growStart = performance.now();
  try {
    const [{ n }] = (await client.query('SELECT count(*)::int AS n FROM art')).rows;
    const add = Math.max(0, TARGET - n);
    await client.query(
      `WITH a AS (SELECT array_agg(id ORDER BY id) AS ids FROM artist), c AS (SELECT array_agg(id ORDER BY id) AS ids FROM category),
            w AS (SELECT ARRAY['Study of a','Dawn','Evening','Portrait of a','Silent','Golden','Misty','Wandering','Sleeping','Young'] AS adj,
                         ARRAY['Gorilla','Elephant','Giraffe','Lion','Crane','Zebra','Leopard','Rhino','Buffalo','Chimpanzee','Hippo','Cheetah','Okapi','Flamingo','Volcano','Lake','Forest','Savanna','Monkey','Eagle'] AS subj)
       INSERT INTO art (art_name, product_code, art_description, art_size, art_material, artist_id, category_id, created_at, updated_at)
       SELECT w.adj[1 + i % 10] || ' ' || w.subj[1 + (i / 10) % 20] || ' No. ' || i, 'BENCH-' || i,
              'A work of the grown bench catalogue: ' || lower(w.subj[1 + (i / 10) % 20]) || ' in acrylic on canvas, painted in Musanze.',
              '60 x 80 cm', 'Acrylic on canvas', a.ids[1 + i % cardinality(a.ids)], c.ids[1 + i % cardinality(c.ids)],
              now() - make_interval(secs => i), now()
       FROM generate_series(1, $1::int) AS i, a, c, w`,
      [add],
    );
    await client.query(
      `INSERT INTO edition (art_id, edition_type, price, position, edition_size, sold)
       SELECT id, 'Original Art Work', (50 + abs(hashtext(id::text)) % 5000)::numeric(12, 2), 0, 1, CASE WHEN abs(hashtext(id::text)) % 7 = 0 THEN 1 ELSE 0 END
       FROM art WHERE product_code LIKE 'BENCH-%'`,
    );
    // What autovacuum does soon after such growth (its insert threshold): statistics, and the visibility map that lets a
    // count read an index alone; then what the checkpointer does within minutes: the written pages flushed. Without them
    // every read would measure a table just written, beside a checkpoint's writes, not a grown catalogue.
    await client.query('VACUUM ANALYZE');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
  const growSeconds = ((performance.now() - growStart) / 1000).toFixed(1);
  const largeCount = await counts();
  const large = await measure();

  console.log(
    `bench:catalogue — medians of ${RUNS} runs each, one request at a time, cache bypassed (anonymous misses; the admin's read with its token), ${fresh ? 'server PostgreSQL' : 'embedded PostgreSQL'}`,
  );
  console.log(`  before: ${smallCount}; after: ${largeCount} (grown by bulk SQL in ${growSeconds} s)`);
  console.log('');
  console.log('| read | demo catalogue | grown | growth |');
  console.log('|---|---|---|---|');
  for (const [name, before] of small) {
    const after = large.get(name);
    console.log(`| ${name} | ${before.toFixed(1)} ms | ${after.toFixed(1)} ms | ×${(after / before).toFixed(1)} |`);
  }
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (fresh && process.env.BENCH_KEEP_DB) console.log(`kept the grown database ${fresh.name}`);
  else if (fresh) await onServer(`DROP DATABASE IF EXISTS ${fresh.name} WITH (FORCE)`);
}

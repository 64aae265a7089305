#!/usr/bin/env node
// npm run bench:profile — where the server's time goes, per route (issue 15). Starts the site as
// `npm start` does, under `node --cpu-prof`, then sends each route N requests one after another
// (one client, after a warm-up). For each route it prints:
//   - server CPU per request: the node process's CPU time (from /proc) over the N requests / N
//     (PostgreSQL's own time is not in it);
//   - latency with one client (p50);
//   - from the CPU profile, the samples taken while that route was being requested: the share of
//     each package (or the app's own code) and the functions with the most self time.
// The profile (.cpuprofile, opens in Chrome DevTools or speedscope) is kept in the folder printed.
//
//   npm run bench:profile                          every route of bench:load, 200 requests each
//   npm run bench:profile -- --requests 500 --only /,/shop --top 20
//   npm run bench:profile -- --uncached            pages rendered and GraphQL reads resolved each request
//   npm run bench:profile -- --inclusive renderToString,processGraphQLRequest   time inside these functions
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuTicks, issueRoutes, settle, startSiteAsNpmStart } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    only: { type: 'string' },
    top: { type: 'string', default: '12' },
    uncached: { type: 'boolean', default: false },
    identity: { type: 'boolean', default: false },
    // Function names: the share of the time spent inside each (its whole call tree), per route.
    inclusive: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const ENCODING = args.identity ? {} : { 'accept-encoding': 'gzip, deflate, br' };
const now = () => Number(process.hrtime.bigint() / 1000n); // µs on CLOCK_MONOTONIC, the clock V8's profiler uses

function send(origin, route, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(origin + path, { method: route.method, headers: { ...ENCODING, ...route.headers } }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode >= 200 && res.statusCode < 300 ? resolve(performance.now() - started) : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end(typeof route.body === 'function' ? route.body() : route.body);
  });
}

const profileDir = mkdtempSync(join(tmpdir(), 'sawa-profile-'));
const logFile = join(profileDir, 'server.log');
console.log(`Starting the site as \`npm start\` does, under node --cpu-prof (profile and console in ${profileDir}) ...`);
const site = await startSiteAsNpmStart({ logFile, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=250'] });
const windows = [];
try {
  await settle(site.pid);
  const routes = (await issueRoutes(site.origin)).filter((r) => !args.only || args.only.split(',').includes(r.name) || args.only.split(',').includes(r.path));
  // --uncached: a page or REST read with credentials is answered by the app every time (a new query string no longer is:
  // a cache key holds only the parameters the route reads; a public route never reads the credentials). A GraphQL read
  // carries a variable of its own that the operation does not declare (a new cache key each time, as bench:catalogue
  // does): every request is an anonymous miss.
  let miss = 0;
  const uncached = (route) => {
    if (!args.uncached) return route;
    if (route.kind === 'page' || (route.kind === 'rest' && route.method === 'GET'))
      return { ...route, headers: { ...route.headers, authorization: 'Bearer bench-uncached' } };
    if (route.kind === 'graphql') {
      const body = JSON.parse(route.body);
      return { ...route, body: () => JSON.stringify({ ...body, variables: { ...body.variables, bench: ++miss } }) };
    }
    return route;
  };
  const pathOf = (route) => route.path;
  for (const route of routes) {
    for (let i = 0; i < 20; i++) await send(site.origin, uncached(route), pathOf(route));
    const latencies = [];
    const ticks0 = cpuTicks(site.pid);
    const start = now();
    for (let i = 0; i < REQUESTS; i++) latencies.push(await send(site.origin, uncached(route), pathOf(route)));
    const end = now();
    const cpuMs = ((cpuTicks(site.pid) - ticks0) * 10) / REQUESTS;
    latencies.sort((a, b) => a - b);
    windows.push({ route, start, end, cpuMs, p50: latencies[Math.floor(latencies.length / 2)] });
  }
} finally {
  await site.stop();
}

// ------------------------------------------------------------------ the profile, per window
// The windows (µs, the profile's clock) are kept next to it for further analysis.
writeFileSync(join(profileDir, 'windows.json'), JSON.stringify(windows.map((w) => ({ route: w.route.name, start: w.start, end: w.end, requests: REQUESTS }))));
const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const markers = args.inclusive ? args.inclusive.split(',') : [];
/** The markers found on a sample's stack. */
function markersOn(id) {
  const found = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const name = nodes.get(at).callFrame.functionName;
    if (markers.includes(name)) found.add(name);
  }
  return found;
}
const root = process.cwd();
function packageOf(url) {
  if (!url) return '(node internals)';
  if (url.startsWith('node:')) return 'node core';
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = path.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (path.includes('/dist/web/server/')) return 'app: web (entry-server)';
  if (path.includes('/dist/api/')) return `app: ${relative(join(root, 'dist/api'), path).split('/').slice(0, 3).join('/')}`;
  return relative(root, path) || path;
}

console.log(
  `\n${site.database}; ${REQUESTS} requests per route, one client, Accept-Encoding: ${ENCODING['accept-encoding'] ?? 'none'}${args.uncached ? ', pages and GraphQL reads uncached' : ''}`,
);
console.log(`${'route'.padEnd(24)}${'CPU ms/req'.padStart(11)}${'p50 ms'.padStart(8)}${'profiled ms/req'.padStart(17)}`);
const breakdowns = [];
let t = profile.startTime;
const sampleTimes = profile.timeDeltas.map((delta) => (t += delta));
for (const window of windows) {
  const self = new Map();
  const byPackage = new Map();
  const inside = new Map();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const time = sampleTimes[i];
    if (time < window.start || time > window.end) continue;
    const node = nodes.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    const micros = profile.timeDeltas[i + 1] ?? 0;
    busy += micros;
    const pkg = functionName === '(garbage collector)' ? '(garbage collector)' : functionName === '(program)' ? '(program)' : packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const key = `${functionName || '(anonymous)'}  ${pkg}${url && lineNumber >= 0 ? `:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + micros);
    for (const marker of markersOn(profile.samples[i])) inside.set(marker, (inside.get(marker) ?? 0) + micros);
  }
  console.log(
    `${window.route.name.padEnd(24)}${window.cpuMs.toFixed(1).padStart(11)}${window.p50.toFixed(1).padStart(8)}${(busy / 1000 / REQUESTS).toFixed(1).padStart(17)}`,
  );
  breakdowns.push({ window, busy, self, byPackage, inside });
}
const top = Number(args.top);
for (const { window, busy, self, byPackage, inside } of breakdowns) {
  console.log(`\n${window.route.name}: share of the profiled time by package`);
  for (const [pkg, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1000 / REQUESTS).toFixed(2).padStart(6)} ms/req  ${pkg}`);
  console.log(`  functions with the most self time:`);
  for (const [name, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${name}`);
  if (markers.length) console.log(`  time inside:`);
  for (const marker of markers) {
    const micros = inside.get(marker) ?? 0;
    console.log(`  ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1000 / REQUESTS).toFixed(2).padStart(6)} ms/req  ${marker}`);
  }
}
console.log(`\nProfile: ${join(profileDir, file)}`);

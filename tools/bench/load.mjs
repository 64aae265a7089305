#!/usr/bin/env node
// npm run bench:load — the public site under a crowd (issue 15). Builds and starts the site as
// `npm start` does (the built server, its own NODE_ENV and LOG_LEVEL defaults, the embedded
// PostgreSQL with the demo catalogue; or a fresh database on the server DATABASE_URL names),
// then loads each route with 50 connections (autocannon, in this process). In the same run, a
// bare node:http server in its own process (ceiling-server.mjs) serves the identical bytes of
// each route (status, headers and body as the project sent them) and is loaded the same way:
// the ratio project/ceiling is what stays comparable on a shared machine.
//
//   npm run bench:load                      every route once, 10 s each (+ 2 s warm-up)
//   npm run bench:load -- --rounds 3        three rounds, then the median of each figure
//   npm run bench:load -- --seconds 20 --connections 50 --only /,/shop
//   npm run bench:load -- --identity        no Accept-Encoding (default: gzip, br, as browsers send)
//   npm run bench:load -- --soak 5          then 5 minutes of mixed load (cache churn included), RSS at start and end
//
// "Other load" is the CPU time of every process that is not this benchmark, the server (and its
// embedded PostgreSQL) or the ceiling, in % of the machine's cores during that measurement.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { issueRoutes, settle, startSiteAsNpmStart } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    rounds: { type: 'string', default: '1' },
    only: { type: 'string' },
    identity: { type: 'boolean', default: false },
    soak: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const ENCODING = args.identity ? {} : { 'accept-encoding': 'gzip, deflate, br' };
const CORES = cpus().length;

// Targets of issue 15: share of the ceiling and p99 at 50 connections.
const TARGETS = { page: { ratio: 0.1, p99: 250 }, rest: { ratio: 0.1 }, graphql: { ratio: 0.08 } };

// ---------------------------------------------------------------- CPU accounting (Linux /proc)
const TICKS = 100; // USER_HZ
function machineBusyTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return user + nice + system + irq + softirq + steal;
}
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return table;
}
/** CPU ticks used so far by each of these processes and their descendants. */
function treeTicks(roots) {
  const table = processTable();
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const ticks = new Map();
  const stack = [...roots];
  while (stack.length) {
    const pid = stack.pop();
    if (ticks.has(pid) || !table.has(pid)) continue;
    ticks.set(pid, table.get(pid).ticks);
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks;
}
/** Ticks our processes used between two snapshots (a process started meanwhile counts whole). */
function ticksBetween(before, after) {
  let sum = 0;
  for (const [pid, ticks] of after) sum += Math.max(0, ticks - (before.get(pid) ?? 0));
  return sum;
}
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

// ---------------------------------------------------------------- load
function load(url, request, seconds, extra = {}) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: request.method,
    headers: { ...ENCODING, ...request.headers },
    body: request.body,
    ...extra,
  });
}

/** One measured run: autocannon figures plus how busy the rest of the machine was meanwhile. */
async function measure(url, request, ours, extra) {
  const busy0 = machineBusyTicks();
  const ours0 = treeTicks(ours);
  const started = Date.now();
  const result = await load(url, request, SECONDS, extra);
  const seconds = (Date.now() - started) / 1000;
  const others = Math.max(0, machineBusyTicks() - busy0 - ticksBetween(ours0, treeTicks(ours)));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    // Socket errors and timeouts (autocannon gives up on a request after 10 s).
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    otherLoad: (100 * others) / TICKS / seconds / CORES,
  };
}

function startCeiling() {
  const child = fork(new URL('./ceiling-server.mjs', import.meta.url), { stdio: 'ignore' });
  return new Promise((resolve) => {
    child.once('message', ({ listening }) => {
      resolve({
        pid: child.pid,
        origin: `http://127.0.0.1:${listening}`,
        store: (route) =>
          new Promise((stored) => {
            child.once('message', stored);
            child.send(route);
          }),
        stop: () => child.kill(),
      });
    });
  });
}

/** The exact answer (bytes as sent, still compressed) the project gives one request: what the ceiling will serve. */
function capture(origin, request) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(origin + request.path, { method: request.method, headers: { ...ENCODING, ...request.headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const headers = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) headers[name] = value;
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

// ---------------------------------------------------------------- the run
const logFile = join(tmpdir(), `sawa-bench-load-${process.pid}.log`);
console.log(`Building and starting the site as \`npm start\` does (console in ${logFile}) ...`);
const site = await startSiteAsNpmStart({ logFile });
const ceiling = await startCeiling();
try {
  await settle(site.pid);
  const routes = [
    ...(await issueRoutes(site.origin)),
    // Every request rendered (it carries credentials): what a render costs when the page is not cached.
    { name: '/ (rendered each time)', kind: 'uncached', method: 'GET', path: '/', unique: true },
  ].filter((r) => !args.only || args.only.split(',').includes(r.name) || args.only.split(',').includes(r.path));

  for (const route of routes) {
    const answer = await capture(site.origin, route);
    if (answer.status < 200 || answer.status > 299) throw new Error(`${route.name} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    route.bytes = answer.body.length;
    route.encoding = answer.headers['content-encoding'] ?? 'identity';
    await ceiling.store({ method: route.method, path: route.path, status: answer.status, headers: answer.headers, body: answer.body.toString('base64') });
  }

  console.log(
    `\n${site.database}; ${CONNECTIONS} connections, ${SECONDS} s per measurement after a 2 s warm-up, ${CORES} cores, Accept-Encoding: ${ENCODING['accept-encoding'] ?? 'none'}; load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ours = [process.pid, site.pid, ceiling.pid];
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`\nround ${round} of ${ROUNDS}`);
    console.log(header());
    const rows = [];
    for (const route of routes) {
      // A request with credentials: the page cache never answers nor keeps it, the page renders in full. (A new query
      // string no longer does: a page's cache key holds only the parameters it reads, so `/?v=n` is `/`.)
      const extra = route.unique
        ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: 'Bearer bench-uncached-render' } }) }] }
        : {};
      await load(site.origin + route.path, route, 2, extra);
      const project = await measure(site.origin + route.path, route, ours, extra);
      await load(ceiling.origin + route.path, route, 1);
      const top = await measure(ceiling.origin + route.path, route, ours);
      const row = { route, project, ceiling: top, ratio: project.rps / top.rps };
      rows.push(row);
      console.log(line(row));
    }
    rounds.push(rows);
  }
  if (ROUNDS > 1) {
    console.log(`\nmedian of ${ROUNDS} rounds`);
    console.log(header());
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const medians = routes.map((route, i) => {
      const all = rounds.map((rows) => rows[i]);
      const pick = (side, field) => median(all.map((r) => r[side][field]));
      const summary = (side) => ({
        rps: pick(side, 'rps'),
        p50: pick(side, 'p50'),
        p99: pick(side, 'p99'),
        non2xx: all.reduce((s, r) => s + r[side].non2xx, 0),
        errors: all.reduce((s, r) => s + r[side].errors, 0),
        bytesPerResponse: pick(side, 'bytesPerResponse'),
        otherLoad: pick(side, 'otherLoad'),
      });
      return { route, project: summary('project'), ceiling: summary('ceiling'), ratio: median(all.map((r) => r.ratio)) };
    });
    for (const row of medians) console.log(line(row));
    rounds.push(medians);
  }
  const final = rounds[rounds.length - 1];
  const missed = final.flatMap(({ route, project, ratio }) => {
    const target = TARGETS[route.kind];
    const misses = [];
    if (project.non2xx || project.errors) misses.push(`${route.name}: ${project.non2xx} non-2xx, ${project.errors} errors or timeouts`);
    if (target?.ratio && ratio < target.ratio) misses.push(`${route.name}: ${(ratio * 100).toFixed(1)} % of the ceiling < ${target.ratio * 100} %`);
    if (target?.p99 && project.p99 > target.p99) misses.push(`${route.name}: p99 ${project.p99} ms > ${target.p99} ms`);
    return misses;
  });
  console.log(
    missed.length
      ? `\nTargets missed:\n  ${missed.join('\n  ')}`
      : '\nEvery target met (pages >= 10 % and p99 <= 250 ms, REST >= 10 %, GraphQL >= 8 %, no errors).',
  );
  process.exitCode = missed.length ? 1 : 0;

  if (args.soak) await soak(Number(args.soak) || 5, routes, ours);
} finally {
  ceiling.stop();
  await site.stop();
}

/** Mixed load for minutes: every route in turn, one request in ten a new URL (the cache fills and must evict). */
async function soak(minutes, routes, ours) {
  const requests = routes.filter((r) => !r.unique);
  let n = 0;
  const before = rssMb(site.pid);
  console.log(`\nSoak: ${minutes} min of mixed load (${requests.length} routes in turn, 1 request in 10 a new URL), ${CONNECTIONS} connections`);
  console.log(`  server RSS at start: ${before.toFixed(0)} MB`);
  const samples = [];
  const timer = setInterval(() => samples.push(rssMb(site.pid)), 10_000);
  const busy0 = machineBusyTicks();
  const ours0 = treeTicks(ours);
  const result = await autocannon({
    url: site.origin,
    connections: CONNECTIONS,
    duration: minutes * 60,
    headers: ENCODING,
    requests: [
      {
        setupRequest: (req) => {
          const route = requests[n % requests.length];
          n++;
          const path = route.method === 'GET' && n % 10 === 0 ? `${route.path}${route.path.includes('?') ? '&' : '?'}soak=${n}` : route.path;
          return { ...req, method: route.method, path, headers: { ...req.headers, ...route.headers }, body: route.body };
        },
      },
    ],
  });
  clearInterval(timer);
  const others = Math.max(0, machineBusyTicks() - busy0 - ticksBetween(ours0, treeTicks(ours)));
  const after = rssMb(site.pid);
  console.log(
    `  requests/s ${result.requests.average.toFixed(0)}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors or non-2xx ${result.non2xx + result.errors + result.timeouts}`,
  );
  console.log(
    `  server RSS at end: ${after.toFixed(0)} MB (highest sample ${Math.max(before, ...samples).toFixed(0)} MB; samples every 10 s: ${samples.map((s) => s.toFixed(0)).join(' ')})`,
  );
  console.log(`  other load during the soak: ${((100 * others) / TICKS / (minutes * 60) / CORES).toFixed(0)} %`);
  if (result.non2xx + result.errors + result.timeouts) process.exitCode = 1;
}

function header() {
  return `${'route'.padEnd(26)}${'req/s'.padStart(8)}${'p50'.padStart(7)}${'p99'.padStart(7)}${'non2xx'.padStart(7)}${'errors'.padStart(7)}${'KB'.padStart(7)}  | ${'ceiling'.padStart(8)}${'p50'.padStart(6)}${'p99'.padStart(6)}  | ${'ratio'.padStart(6)}  other load (project, ceiling)`;
}
function line({ route, project, ceiling: top, ratio }) {
  return `${route.name.padEnd(26)}${project.rps.toFixed(0).padStart(8)}${String(project.p50).padStart(7)}${String(project.p99).padStart(7)}${String(project.non2xx).padStart(7)}${String(project.errors).padStart(7)}${(route.bytes / 1024).toFixed(1).padStart(7)}  | ${top.rps.toFixed(0).padStart(8)}${String(top.p50).padStart(6)}${String(top.p99).padStart(6)}  | ${ratio.toFixed(3).padStart(6)}  ${project.otherLoad.toFixed(0)} %, ${top.otherLoad.toFixed(0)} %`;
}

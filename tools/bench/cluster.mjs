#!/usr/bin/env node
// npm run bench:cluster — the load benchmark of issue 15 (bench:load's routes) against the scaled
// deployment of issue 16: two built instances on one PostgreSQL, Redis and S3-compatible store
// (tools/cluster/cluster.mjs, demo catalogue), loaded through the round-robin proxy, and in the same
// run one instance alone (directly), so the two-instance figure is reported against one instance.
// On this project's 2-core machine the instances, PostgreSQL, the proxy and the load generator share
// the same two cores: the ratio says what a second instance buys on one machine, not on two.
//
//   npm run bench:cluster                       every route, 10 s each (+ 2 s warm-up), 50 connections
//   npm run bench:cluster -- --seconds 20 --only /,/shop
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startCluster } from '../cluster/cluster.mjs';
import { issueRoutes } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

function load(url, route, seconds) {
  return autocannon({
    url: `${url}${route.path}`,
    method: route.method,
    headers: { ...ENCODING, ...(route.headers ?? {}) },
    body: route.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

async function measure(url, route) {
  await load(url, route, 2); // warm-up (caches, JIT, connections)
  const r = await load(url, route, SECONDS);
  // Answers per second over the whole measurement (2xx and others), and how many were not 2xx or failed.
  return { rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts };
}

console.log('Building the server (npx nx run api:build)...');
execFileSync('npx', ['nx', 'run', 'api:build'], { stdio: 'ignore', env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...process.env } });
console.log('Starting the cluster: PostgreSQL, Redis, s3rver, 2 instances with the demo catalogue, the proxy...');
const started = Date.now();
const cluster = await startCluster({ instances: 2, env: { SEED_DEMO: 'true', IMAGE_AVIF: 'false', MAIL_WORKER_INTERVAL_SECONDS: '15' } });
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
try {
  const [A] = cluster.instances;
  let routes = await issueRoutes(A.origin);
  if (args.only) routes = routes.filter((r) => args.only.split(',').includes(r.name));
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per measurement, ${new Date().toISOString()}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores\n`,
  );
  const header = ['route', '1 instance req/s', 'p50', 'p99', 'non-2xx', '2 instances req/s', 'p50', 'p99', 'non-2xx', '2 / 1'];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const route of routes) {
    const one = await measure(A.origin, route);
    const two = await measure(cluster.proxy.origin, route);
    const row = [
      route.name,
      one.rps.toFixed(0),
      `${one.p50} ms`,
      `${one.p99} ms`,
      one.non2xx,
      two.rps.toFixed(0),
      `${two.p50} ms`,
      `${two.p99} ms`,
      two.non2xx,
      one.rps > 0 ? (two.rps / one.rps).toFixed(2) : 'n/a',
    ];
    console.log(`| ${row.join(' | ')} |`);
  }
  console.log(`\nRequests answered through the proxy, by instance: ${JSON.stringify(Object.fromEntries(cluster.proxy.served))}`);
} finally {
  await cluster.close();
}

#!/usr/bin/env node
// npm run bench:graphql — latency of the shop's 9-artwork page query (every relation) against
// the built server on a fresh embedded PostgreSQL with the demo catalogue. Loopback only.
import autocannon from 'autocannon';
import { ARTWORKS_QUERY, startBuiltServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const { origin, stop } = await startBuiltServer();
try {
  const body = JSON.stringify({ query: ARTWORKS_QUERY, variables: { page: 1 } });
  const check = await (await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();
  if (check.errors || check.data.artworks.items.length !== 9) throw new Error(`unexpected answer: ${JSON.stringify(check).slice(0, 300)}`);
  await autocannon({ url: `${origin}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body, duration: 2, connections: CONNECTIONS });
  const result = await autocannon({
    url: `${origin}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  const single = await autocannon({
    url: `${origin}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duration: Math.max(3, DURATION / 2),
    connections: 1,
  });
  console.log(`GraphQL 9-artwork page query (${DURATION}s, ${CONNECTIONS} connections, 2-core machine)`);
  console.log(`  requests/s: ${result.requests.average.toFixed(0)}   errors: ${result.errors + result.non2xx}`);
  console.log(`  latency ms under load: p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}`);
  console.log(`  latency ms, one client: p50 ${single.latency.p50}  p90 ${single.latency.p90}  p99 ${single.latency.p99}`);
} finally {
  await stop();
}

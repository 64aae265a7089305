#!/usr/bin/env node
// npm run bench:checkout — checkout latency on the built server (embedded PostgreSQL, demo
// catalogue, built-in IremboPay sandbox over HTTP): each checkout recomputes prices, locks and
// reserves stock per edition, writes the order and creates its invoice. Then two races: N buyers at
// once for one original (one order), and M buyers at once for a limited print of 25 (25 orders).
// Each simulated buyer has its own address (X-Forwarded-For from loopback is trusted), e-mail and
// phone, as real buyers would, so the per-client and per-buyer hold limits do not distort the figures.
import { graphql, startBuiltServer } from './server.mjs';

const SEQUENTIAL = Number(process.env.BENCH_CHECKOUTS ?? 50);
const RACERS = Number(process.env.BENCH_RACERS ?? 20);
const PRINT_RACERS = Number(process.env.BENCH_PRINT_RACERS ?? 30);
const PRINT_EDITION = 25;
const ADMIN = { userName: 'bench', password: 'bench-password-123' };
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber paymentLinkUrl } }`;
const BUYER = { name: 'Bench Buyer', country: 'Rwanda', shippingAddress: 'KN 5 Rd, Kigali' };
/** Buyer number i: an e-mail and a phone of its own. */
const buyer = (i, group = 'seq') => ({ ...BUYER, email: `${group}${i}@example.org`, phone: `+250 78${group.length} ${String(i).padStart(6, '0')}` });

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function call(origin, query, variables, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  return { ms: performance.now() - started, body };
}

const { origin, stop } = await startBuiltServer({ ADMIN_USERNAME: ADMIN.userName, ADMIN_PASSWORD: ADMIN.password });
try {
  const { login } = await graphql(
    origin,
    `
      mutation ($u: String!, $p: String!) {
        login(userName: $u, password: $p) {
          token
        }
      }
    `,
    { u: ADMIN.userName, p: ADMIN.password },
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const data = await graphql(
    origin,
    `
      {
        artists(pageSize: 1) {
          items {
            id
          }
        }
        categories(pageSize: 1) {
          items {
            id
          }
        }
      }
    `,
  );
  /** An original and a print: an open edition (printSize null) or a limited one. */
  const create = async (printSize, code) => {
    const { body } = await call(
      origin,
      `mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id editions { id type price } } }`,
      {
        input: {
          name: `Bench ${code}`,
          productCode: code,
          description: 'Benchmark work',
          size: '10 x 10 cm',
          material: 'Paper',
          artistId: data.artists.items[0].id,
          categoryId: data.categories.items[0].id,
          editions: [
            { type: 'Original Art Work', price: '1200.00' },
            { type: 'Print A4', price: '45.50', editionSize: printSize },
          ],
        },
      },
      auth,
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.createArtwork;
  };

  const stock = await create(null, `BENCH-${Date.now()}`);
  const line = { artworkId: stock.id, editionId: stock.editions[1].id, quantity: 1, unitPrice: '45.50' };
  const times = [];
  for (let i = 0; i < SEQUENTIAL + 3; i++) {
    const { ms, body } = await call(
      origin,
      CHECKOUT,
      { input: { ...buyer(i), lines: [line] } },
      { 'x-forwarded-for': `10.0.${Math.floor(i / 200)}.${i % 200}` },
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    if (i >= 3) times.push(ms); // the first few warm the server up
  }
  console.log(`Checkout latency, one buyer at a time (${SEQUENTIAL} orders: validate, lock, reserve, order, sandbox invoice over HTTP), 2-core machine`);
  console.log(
    `  p50 ${percentile(times, 50).toFixed(1)} ms   p90 ${percentile(times, 90).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   max ${Math.max(...times).toFixed(1)} ms`,
  );

  const original = await create(null, `RACE-${Date.now()}`);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      call(
        origin,
        CHECKOUT,
        {
          input: {
            ...buyer(i, 'racer'),
            lines: [{ artworkId: original.id, editionId: original.editions[0].id, quantity: 1, unitPrice: '1200.00' }],
          },
        },
        {
          'x-forwarded-for': `10.9.0.${i + 1}`,
        },
      ),
    ),
  );
  const won = results.filter((r) => r.body.data?.checkout).length;
  const refused = results.filter((r) => r.body.errors?.[0]?.message?.includes('no longer available')).length;
  console.log(`Last-unit race: ${RACERS} checkouts at once for one original`);
  console.log(
    `  orders: ${won}   refused 'no longer available': ${refused}   other: ${RACERS - won - refused}   all answered in ${(performance.now() - started).toFixed(0)} ms (slowest ${Math.max(...results.map((r) => r.ms)).toFixed(0)} ms)`,
  );
  if (won !== 1 || refused !== RACERS - 1) process.exitCode = 1;

  const prints = await create(PRINT_EDITION, `PRINTS-${Date.now()}`);
  const printStarted = performance.now();
  const printResults = await Promise.all(
    Array.from({ length: PRINT_RACERS }, (_, i) =>
      call(
        origin,
        CHECKOUT,
        { input: { ...buyer(i, 'printer'), lines: [{ artworkId: prints.id, editionId: prints.editions[1].id, quantity: 1, unitPrice: '45.50' }] } },
        { 'x-forwarded-for': `10.8.0.${i + 1}` },
      ),
    ),
  );
  const printOrders = printResults.filter((r) => r.body.data?.checkout).length;
  const soldOut = printResults.filter((r) => r.body.errors?.[0]?.message?.includes('sold out')).length;
  console.log(`Limited-edition race: ${PRINT_RACERS} checkouts at once for a print edition of ${PRINT_EDITION}`);
  console.log(
    `  orders: ${printOrders}   refused 'sold out': ${soldOut}   other: ${PRINT_RACERS - printOrders - soldOut}   all answered in ${(performance.now() - printStarted).toFixed(0)} ms (slowest ${Math.max(...printResults.map((r) => r.ms)).toFixed(0)} ms)`,
  );
  if (printOrders !== Math.min(PRINT_EDITION, PRINT_RACERS) || soldOut !== Math.max(0, PRINT_RACERS - PRINT_EDITION)) process.exitCode = 1;
} finally {
  await stop();
}

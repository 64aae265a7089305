import autocannon from 'autocannon';
import { Client } from 'pg';
import sharp from 'sharp';
import { stringify, LosslessNumber } from 'lossless-json';
import { signPayload } from '@sawa/api/commerce';
import { ORIGINAL_ART_WORK } from '@sawa/shared/domain';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the cluster harness is a plain Node tool (tools/cluster), shared with bench:cluster, not a library
import { CLUSTER_ADMIN, ClusterInstance, RemoteCluster, startRemoteCluster } from '../../../tools/cluster/remote.cjs';

/**
 * The proof of issue 16: two instances of the built app (A and B, real processes) on one PostgreSQL,
 * one Redis and one S3-compatible store, behind a round-robin proxy. Nothing a user does depends on
 * which instance answers, the deployment survives an instance killed and PostgreSQL restarted, and the load
 * benchmark runs through the proxy on two instances, reported against one.
 */

let cluster: RemoteCluster;
let A: ClusterInstance;
let B: ClusterInstance;
let db: Client;

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

let clients = 0;
/** A distinct visitor address (the instances trust the loopback proxy's X-Forwarded-For), so per-address limits of one scenario do not spill into another. */
const visitor = () => `198.51.100.${(clients = (clients % 250) + 1)}`;

async function call(origin: string, path: string, init: RequestInit & { token?: string; from?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  headers.set('x-forwarded-for', init.from ?? visitor());
  const res = await fetch(`${origin}${path}`, { ...init, headers });
  const text = await res.text();
  // JSON answers are read as the test's expectations describe them (untyped, like supertest's res.body).
  const body = (() => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  })();
  return { status: res.status, body, text, headers: res.headers };
}

const json = (value: unknown) => ({ method: 'POST', body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

async function gql(origin: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await call(origin, '/graphql', { ...json({ query, variables }), token });
  if (res.status !== 200) throw new Error(`GraphQL answered ${res.status}: ${res.text}`);
  return res.body;
}

async function login(origin: string): Promise<string> {
  const res = await call(origin, '/api/v1/admin/login', json(CLUSTER_ADMIN));
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text}`);
  return res.body.token as string;
}

let shade = 0;
const picture = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: (shade += 37) % 256, g: (shade * 3) % 256, b: 90 } } })
    .png()
    .toBuffer();

/** A photo-like image (noise): slow to encode as AVIF, as a real photograph is. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: (shade += 41) % 256 }, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(origin: string, token: string, path: string, fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'image.png');
  return call(origin, path, { method: 'POST', body: form, token });
}

/** An artist and a category made through `origin`, then an artwork with an original and a print. */
async function artwork(origin: string, token: string, name: string) {
  const artist = await upload(origin, token, '/api/v1/artist', { name: `Artist of ${name}`, description: 'Painter' }, await picture());
  const category = await upload(origin, token, '/api/v1/category', { name: `Category of ${name}` }, await picture());
  const res = await gql(
    origin,
    `mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id version editions { id type price } } }`,
    {
      input: {
        name,
        productCode: `C-${Math.random().toString(36).slice(2, 9)}`,
        description: 'Cluster test',
        size: '50 x 70 cm',
        material: 'Acrylic',
        artistId: artist.body.data.data._id,
        categoryId: category.body.data.data._id,
        editions: [
          // Shipped at the flat rate: the test buyer is abroad and pays in dollars (issue 22).
          { type: ORIGINAL_ART_WORK, price: '1200.00', shipping: 'flat_rate' },
          { type: 'Print A3', price: '95.50', editionSize: 10, shipping: 'flat_rate' },
        ],
      },
    },
    token,
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const art = res.data.createArtwork;
  return { id: art.id as string, version: art.version as number, original: art.editions[0].id as string, print: art.editions[1].id as string };
}

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber total currency } }`;
const buyer = (n: number | string) => ({
  name: 'Amani Keza',
  email: `buyer-${n}@example.org`,
  phone: `+250 788 ${String(100000 + Number(String(n).replace(/\D/g, '') || 0)).slice(-6)}`,
  // Delivered to Kenya and paid in dollars (a pickup or a Rwandan address is invoiced in francs, issue 22), at the free
  // East African rate set in beforeAll, so an order's total is its work's price.
  address: { countryCode: 'KE', region: 'Nairobi County', city: 'Nairobi', line1: 'Kenyatta Ave 12' },
  delivery: 'shipping',
  currency: 'USD',
});
const available = async (editionId: string) =>
  Number((await sql<{ n: string }>('SELECT edition_size - reserved - sold - withheld AS n FROM edition WHERE id = $1', [editionId]))[0].n);

beforeAll(async () => {
  cluster = await startRemoteCluster({
    instances: 2,
    env: {
      IMAGE_AVIF: 'true',
      // Short, so the test sees a job of a killed instance handed over (the default is 120 s).
      IMAGE_AVIF_TIME_LIMIT_SECONDS: '15',
      RESERVATION_SWEEP_INTERVAL_SECONDS: '60',
    },
  });
  [A, B] = cluster.instances;
  await connectDb();
  await sql(`INSERT INTO shipping_rate (zone, currency, first_item, extra_item) VALUES ('east_africa', 'USD', 0, 0) ON CONFLICT DO NOTHING`);
}, 180_000);

/** The test's own connection to the cluster's database (made again after PostgreSQL restarts). */
async function connectDb() {
  db = new Client({ connectionString: cluster.postgres.url });
  // A restart of PostgreSQL ends this connection too: that is expected, not an error of the test.
  db.on('error', () => undefined);
  await db.connect();
}

afterAll(async () => {
  await db?.end().catch(() => undefined);
  await cluster?.close();
});

describe('two instances, one deployment', () => {
  it('an image uploaded through A is served by B (objects in the shared bucket, nothing on either disk)', async () => {
    const token = await login(A.origin);
    const created = await upload(A.origin, token, '/api/v1/category', { name: 'Seen everywhere' }, await picture(800, 600));
    expect(created.status).toBe(201);
    const image: string = created.body.data.data.image;
    const fromB = await fetch(`${B.origin}${image}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    expect(fromB.headers.get('cache-control')).toContain('immutable');
    const fromA = await fetch(`${A.origin}${image}`);
    expect(Buffer.compare(Buffer.from(await fromB.arrayBuffer()), Buffer.from(await fromA.arrayBuffer()))).toBe(0);
  });

  it('an admin token issued by A works on B, and logout on A revokes it on B', async () => {
    const token = await login(A.origin);
    expect((await call(B.origin, '/api/v1/admin', { token })).status).toBe(200);
    const me = await gql(B.origin, '{ me { userName } }', {}, token);
    expect(me.data).toEqual({ me: { userName: CLUSTER_ADMIN.userName } });
    expect((await call(A.origin, '/api/v1/admin/logout', { method: 'POST', token })).status).toBe(200);
    const after = await call(B.origin, '/api/v1/admin', { token });
    expect(after.status).toBe(401);
    expect(after.body.status).toBe('fail');
  });

  it('disabling a staff member through A refuses their token at its next request on B (and a change of roles too)', async () => {
    const owner = await login(A.origin);
    const email = 'kofi@studio.example';
    const invited = await gql(
      A.origin,
      'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }',
      { input: { email, displayName: 'Kofi', roles: ['catalogue', 'sales'] } },
      owner,
    );
    const id = invited.data.inviteStaff.id as string;
    // The invitation arrives by mail (the outbox worker of either instance sends it); accepted through B.
    const mail = await until('the invitation mail', async () => (await cluster.smtp.received()).find((m) => m.to.includes(email)));
    const token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1];
    const password = 'a long passphrase for Kofi';
    const accepted = await gql(B.origin, 'mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) { token } }', {
      t: token,
      p: password,
    });
    const session = accepted.data.acceptInvitation.token as string;
    expect((await call(B.origin, '/api/v1/admin', { token: session })).status).toBe(200);

    // Roles changed through A: the token made on B is refused by B at once.
    await gql(A.origin, 'mutation($id: ID!) { setStaffRoles(id: $id, roles: [catalogue]) { roles } }', { id }, owner);
    expect((await call(B.origin, '/api/v1/admin', { token: session })).status).toBe(401);

    const again = (await call(B.origin, '/api/v1/admin/login', json({ userName: email, password }))).body.token as string;
    expect((await gql(B.origin, '{ me { roles } }', {}, again)).data.me.roles).toEqual(['catalogue']);
    const disabled = await gql(A.origin, 'mutation($id: ID!) { disableStaff(id: $id) { status } }', { id }, owner);
    expect(disabled.data.disableStaff.status).toBe('disabled');
    const refused = await call(B.origin, '/api/v1/admin', { token: again });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ status: 'fail', message: 'Your session has expired. Please sign in again.' });
    const graphql = await gql(B.origin, '{ me { id } }', {}, again);
    expect(graphql.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await call(B.origin, '/api/v1/admin/login', json({ userName: email, password }))).status).toBe(401);
  });

  it('a checkout through A and its payment notification through B give one paid order, one stock decrement and exactly one mail of each kind', async () => {
    const token = await login(A.origin);
    const art = await artwork(A.origin, token, 'Golden Monkey');
    const bought = await gql(A.origin, CHECKOUT, {
      input: { ...buyer('pay'), lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] },
    });
    expect(bought.errors).toBeUndefined();
    const { orderNumber } = bought.data.checkout;
    expect(await available(art.print)).toBe(9);
    // The buyer opens the payment page through A: the invoice (and the sandbox's key) is made there, not at checkout.
    expect((await call(A.origin, `/api/v1/orders/${orderNumber}/pay`, { redirect: 'manual' })).status).toBe(302);

    // IremboPay's callback, as the load balancer delivers it: to B. Signed with the payment service's
    // key, which every instance shares (the sandbox's, from the shared database).
    const [{ value: key }] = await sql<{ value: string }>(`SELECT value FROM shared_secret WHERE name = 'payments-sandbox'`);
    const body = stringify({
      success: true,
      data: { transactionId: orderNumber, paymentStatus: 'PAID', amount: new LosslessNumber('95.50'), currency: 'USD', paymentReference: 'MP-CLUSTER-1' },
    })!;
    const notify = (origin: string) =>
      call(origin, '/api/v1/payments/notifications', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'irembopay-signature': signPayload(key, body) },
      });
    expect((await notify(B.origin)).status).toBe(200);
    // The same notification again (IremboPay retries), through A this time: nothing more happens.
    expect((await notify(A.origin)).status).toBe(200);

    const [order] = await sql<{ status: string }>('SELECT status FROM customer_order WHERE number = $1', [orderNumber]);
    expect(order.status).toBe('paid');
    expect(await available(art.print)).toBe(9);
    const status = await gql(A.origin, 'query ($n: String!) { order(number: $n) { status } }', { n: orderNumber });
    expect(status.data.order.status).toBe('paid');

    const aboutOrder = async () => (await cluster.smtp.received()).filter((m) => m.raw.includes(orderNumber));
    await until('the buyer and the studio mails', async () => (await aboutOrder()).length >= 2, 30_000);
    // Both instances deliver the outbox every second: wait several more runs, nothing is sent twice.
    await new Promise((r) => setTimeout(r, 4_000));
    const mails = await aboutOrder();
    expect(mails.map((m) => m.to.join(',')).sort()).toEqual(['buyer-pay@example.org', 'studio@sawa.example']);
  });

  it("the payment sandbox's invoice made through A is shown and paid through B, and A reads it back paid", async () => {
    const token = await login(A.origin);
    const art = await artwork(A.origin, token, 'Mountain Gorilla');
    const bought = await gql(A.origin, `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber paymentLinkUrl } }`, {
      input: { ...buyer('sandbox'), lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] },
    });
    expect(bought.errors).toBeUndefined();
    const { orderNumber, paymentLinkUrl } = bought.data.checkout;
    // The shop's payment link, through A (which extends the hold at its sandbox), leads to the invoice's page.
    const toPage = await call(A.origin, new URL(paymentLinkUrl).pathname, { redirect: 'manual' });
    expect(toPage.status).toBe(302);
    const page = new URL(toPage.headers.get('location')!).pathname;
    const invoiceNumber = page.split('/').pop()!;

    const shown = await call(B.origin, page);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(`Invoice ${invoiceNumber}`);
    expect(shown.text).toContain('Pay $95.50');
    const paid = await call(B.origin, page, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/order/${orderNumber}`);
    // B's sandbox notified B's callback, signed with the shared key: the order is paid, its unit sold once.
    await until(
      'the order to be paid',
      async () => (await sql<{ status: string }>('SELECT status FROM customer_order WHERE number = $1', [orderNumber]))[0].status === 'paid',
    );
    expect(await available(art.print)).toBe(9);
    const [{ value: key }] = await sql<{ value: string }>(`SELECT value FROM shared_secret WHERE name = 'payments-sandbox'`);
    const readBack = await call(A.origin, `/sandbox/irembopay/payments/invoices/${invoiceNumber}`, {
      headers: { 'irembopay-secretKey': key, 'X-API-Version': '2' },
    });
    expect(readBack.status).toBe(200);
    expect(readBack.body.data).toMatchObject({ transactionId: orderNumber, paymentStatus: 'PAID', paymentMethod: 'SANDBOX' });
    expect((await call(A.origin, page)).text).toContain('This invoice is paid.');
  });

  it('ten wrong logins spread over both instances hit the throttle', async () => {
    const from = visitor();
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call((i % 2 === 0 ? A : B).origin, '/api/v1/admin/login', { ...json({ userName: 'intruder', password: `guess ${i}` }), from });
      answers.push(res.status);
    }
    expect(answers).toEqual(Array(10).fill(401));
    for (const instance of [A, B]) {
      const res = await call(instance.origin, '/api/v1/admin/login', { ...json({ userName: 'intruder', password: 'one more' }), from });
      expect(res.status).toBe(429);
      expect(res.body.status).toBe('fail');
    }
  });

  it("an artwork edited through A shows its new price on B's public page within one second", async () => {
    const token = await login(A.origin);
    const art = await artwork(A.origin, token, 'Crowned Crane');
    // B has served the page (and the API read) before the edit: whatever it keeps must not outlive the edit.
    for (let i = 0; i < 3; i++) {
      expect((await call(B.origin, `/product/${art.id}`)).text).toContain('95.50');
      await call(B.origin, `/api/v1/art/${art.id}`);
    }
    const edited = await gql(
      A.origin,
      `mutation ($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`,
      {
        id: art.id,
        input: {
          version: art.version,
          editions: [
            { id: art.original, type: ORIGINAL_ART_WORK, price: '1200.00' },
            { id: art.print, type: 'Print A3', price: '97.25', editionSize: 10 },
          ],
        },
      },
      token,
    );
    expect(edited.errors).toBeUndefined();
    const saved = Date.now();
    await until('the new price on B', async () => (await call(B.origin, `/product/${art.id}`)).text.includes('97.25'), 1_000, 50);
    const api = await call(B.origin, `/api/v1/art/${art.id}`);
    expect(JSON.stringify(api.body)).toContain('97.25');
    expect(Date.now() - saved).toBeLessThan(1_500);
  });

  it('20 parallel checkouts for one original, split across both instances, make exactly one order', async () => {
    const token = await login(A.origin);
    const art = await artwork(B.origin, token, 'Silverback');
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql((i % 2 === 0 ? A : B).origin, CHECKOUT, {
          input: { ...buyer(`race-${i}`), lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
        }),
      ),
    );
    const won = attempts.filter((r) => r.data?.checkout);
    const lost = attempts.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.errors[0].message).toBe('"Silverback" is no longer available.');
    expect(await available(art.original)).toBe(0);
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM customer_order o JOIN order_line l ON l.order_id = o.id WHERE l.edition_id = $1`, [
      art.original,
    ]);
    expect(n).toBe(1);
  });
});

describe('the load benchmark', () => {
  it("bench:load's kinds of route through the proxy on two instances, with throughput reported against one instance in the same run", async () => {
    const token = await login(A.origin);
    const art = await artwork(A.origin, token, 'Bench Leopard');
    const routes = [
      { name: '/ (page)', path: '/' },
      { name: '/product/:id (page)', path: `/product/${art.id}` },
      { name: 'GET /api/v1/art', path: '/api/v1/art' },
      {
        name: 'GraphQL artworks p1',
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ artworks(page: 1, pageSize: 12) { totalItems items { id name editions { id type price } } } }' }),
      },
    ];
    const SECONDS = 3;
    const measure = async (origin: string, route: (typeof routes)[number]) => {
      const options = {
        url: `${origin}${route.path}`,
        method: route.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, br', ...route.headers },
        body: route.body,
        connections: 20,
      };
      await autocannon({ ...options, duration: 1 }); // warm-up
      const r = await autocannon({ ...options, duration: SECONDS });
      return { rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
    };
    const lines = ['| route | 1 instance req/s | p50 ms | p99 ms | 2 instances (proxy) req/s | p50 ms | p99 ms | 2 / 1 |', '|---|---|---|---|---|---|---|---|'];
    const servedBefore = await cluster.proxy.served();
    for (const route of routes) {
      const one = await measure(A.origin, route);
      const two = await measure(cluster.proxy.origin, route);
      lines.push(
        `| ${route.name} | ${one.rps.toFixed(0)} | ${one.p50} | ${one.p99} | ${two.rps.toFixed(0)} | ${two.p50} | ${two.p99} | ${(two.rps / one.rps).toFixed(2)} |`,
      );
      // Every answer a success, on one instance and through the proxy.
      expect({ route: route.name, one: one.failed, two: two.failed }).toEqual({ route: route.name, one: 0, two: 0 });
      expect(one.rps).toBeGreaterThan(0);
      expect(two.rps).toBeGreaterThan(0);
    }
    const servedAfter = await cluster.proxy.served();
    const share = [A, B].map((i) => (servedAfter[i.name] ?? 0) - (servedBefore[i.name] ?? 0));
    lines.push(
      '',
      `Answered through the proxy during the runs: A ${share[0]}, B ${share[1]} (on this machine the instances, PostgreSQL, the proxy and the load share the same cores).`,
    );
    process.stdout.write(
      `\nLoad through the proxy on two instances against one instance (${SECONDS} s per measurement, 20 connections):\n${lines.join('\n')}\n\n`,
    );
    // Both instances carried the load, evenly (round robin).
    for (const n of share) expect(n / (share[0] + share[1])).toBeGreaterThan(0.4);
  });
});

describe('faults', () => {
  it('A killed with SIGKILL during a burst: B keeps answering, the jobs A held are done once by B, and no committed write is lost', async () => {
    const token = await login(B.origin);
    // Image variants to make: large photos, whose AVIF encoding keeps each instance's worker busy for seconds.
    const photos = await Promise.all([0, 1, 2, 3].map(() => photo(2400, 1600)));
    const uploads = await Promise.all(photos.map((p, i) => upload(B.origin, token, '/api/v1/category', { name: `Photo ${i}` }, p)));
    for (const u of uploads) expect(u.status).toBe(201);
    const heldBefore = await until(
      'both instances to be making variants',
      async () => {
        const rows = await sql<{ id: string }>(`SELECT id FROM pgboss.job WHERE name = 'media.avif-variants' AND state = 'active'`);
        return rows.length === 2 && rows;
      },
      60_000,
      50,
    );

    // The burst: 150 sign-ups through the proxy, 6 at a time; A dies with SIGKILL a fifth of the way in.
    const outcomes: { email: string; status: number; startedAt: number }[] = [];
    let sent = 0;
    let goneAt = Infinity;
    let killed: ReturnType<ClusterInstance['kill']> | undefined;
    const worker = async () => {
      while (sent < 150) {
        const n = sent++;
        if (n === 30) killed = A.kill('SIGKILL').then((exit) => ((goneAt = Date.now()), exit));
        const email = `burst-${n}@example.org`;
        const startedAt = Date.now();
        const res = await call(cluster.proxy.origin, '/api/v1/mail/subscribe', json({ email })).catch(() => ({ status: 0 }));
        outcomes.push({ email, status: res.status, startedAt });
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(await killed).toMatchObject({ signal: 'SIGKILL' });

    // B kept answering: every request sent once A was gone succeeded (the proxy sends it to B).
    const afterKill = outcomes.filter((o) => o.startedAt > goneAt);
    expect(afterKill.length).toBeGreaterThan(50);
    expect(afterKill.filter((o) => o.status !== 200)).toEqual([]);
    expect((await call(B.origin, '/health')).status).toBe(200);
    // No committed write lost: every sign-up that was answered 200 is in the database.
    const committed = outcomes.filter((o) => o.status === 200).map((o) => o.email);
    const stored = new Set((await sql<{ email: string }>(`SELECT email FROM newsletter_subscriber WHERE email LIKE 'burst-%'`)).map((r) => r.email));
    for (const email of committed) expect(stored.has(email)).toBe(true);
    // Requests cut off by the kill answered 502, never a false success.
    expect(outcomes.every((o) => o.status === 200 || o.status === 502 || o.status === 0)).toBe(true);

    // The variants job A held goes back to the queue after its time limit and B makes it, once.
    await until(
      'every variants job to be done',
      async () =>
        (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'media.avif-variants' AND state <> 'completed'`))[0].n === 0,
      90_000,
      500,
    );
    const held = await sql<{ id: string; state: string; retry_count: number }>(`SELECT id, state, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])`, [
      heldBefore.map((r) => r.id),
    ]);
    expect(held.map((j) => j.state)).toEqual(['completed', 'completed']);
    // One of the two was A's: it ran a second time (on B) after A died.
    expect(held.some((j) => j.retry_count >= 1)).toBe(true);
    const assets = await sql<{ pending: boolean; variants: { width: number; format: string }[] }>(
      `SELECT a.pending, a.variants FROM asset a JOIN category c ON c.image_id = a.id WHERE c.name LIKE 'Photo %'`,
    );
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      expect(asset.pending).toBe(false);
      const avif = asset.variants.filter((v) => v.format === 'avif').map((v) => v.width);
      expect(avif).toEqual([480, 960, 1600, 2400]); // each once
    }
    const [{ dead }] = await sql<{ dead: number }>(`SELECT count(*)::int AS dead FROM pgboss.job WHERE state = 'failed'`);
    expect(dead).toBe(0);

    // A comes back and takes its share again.
    await A.start();
    expect((await call(A.origin, '/health/ready')).status).toBe(200);
    // Encoding 2400 px AVIF variants twice over takes minutes when the machine's two cores are busy.
  }, 420_000);

  it('Redis and the object store restarted while both run: neither instance leaves readiness, reads keep working, /health names them, and both recover', async () => {
    if (!(await A.describe()).running) await A.start();
    await cluster.redis.stop();
    await cluster.objectStore.stop();
    try {
      for (const instance of [A, B]) {
        // The load balancer keeps both: readiness follows the database only.
        const ready = await call(instance.origin, '/health/ready');
        expect([instance.name, ready.status]).toEqual([instance.name, 200]);
        const health = await call(instance.origin, '/health');
        expect(health.status).toBe(503);
        expect(Object.keys(health.body.error).sort()).toEqual(['redis', 'storage']);
        // What needs neither still works: catalogue reads (REST, GraphQL) and a page.
        expect((await call(instance.origin, '/api/v1/art')).status).toBe(200);
        expect((await gql(instance.origin, '{ artworks(page: 1, pageSize: 3) { totalItems } }')).errors).toBeUndefined();
        expect((await call(instance.origin, `/about-artists?while-redis-away=${instance.name}`)).status).toBe(200);
      }
      // Through the proxy too: every answer of the burst is a 200.
      const statuses = await Promise.all(Array.from({ length: 10 }, () => call(cluster.proxy.origin, '/health/ready').then((r) => r.status)));
      expect(statuses).toEqual(Array(10).fill(200));
    } finally {
      await cluster.redis.start();
      await cluster.objectStore.start();
    }
    for (const instance of [A, B])
      await until(`${instance.name}'s /health to be 200 again`, async () => (await call(instance.origin, '/health')).status === 200, 30_000, 250);
  });

  it('PostgreSQL restarted while both run: both answer 503 during the gap and 200 after, without a restart', async () => {
    // Both running, whatever became of the previous test.
    if (!(await A.describe()).running) await A.start();
    const before = await Promise.all([A.describe(), B.describe()]);
    await cluster.postgres.stop();
    for (const instance of [A, B]) {
      const started = Date.now();
      const health = await call(instance.origin, '/health');
      expect(health.status).toBe(503);
      expect(health.body.error.database.status).toBe('down');
      const read = await call(instance.origin, '/api/v1/art');
      expect(read.status).toBe(503);
      expect(read.body).toEqual({ status: 'error', message: 'The database is not available right now. Please try again in a moment.' });
      const query = await gql(instance.origin, '{ artworks(page: 1, pageSize: 3) { totalItems } }');
      expect(query.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // A server-rendered page (an address no cache holds) says so too, and asks no one to keep it.
      const page = await call(instance.origin, `/about-artists?during-restart=${instance.name}`);
      expect(page.status).toBe(503);
      expect(page.text).toContain('Error: The database is not available right now. Please try again in a moment.');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    await cluster.postgres.start();
    await connectDb();
    for (const instance of [A, B]) {
      await until(`${instance.name} to answer 200 again`, async () => (await call(instance.origin, '/health')).status === 200, 30_000, 250);
      expect((await call(instance.origin, '/api/v1/art')).status).toBe(200);
      const page = await call(instance.origin, `/about-artists?during-restart=${instance.name}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('The database is not available right now');
    }
    // The same processes, never restarted.
    expect(await Promise.all([A.describe(), B.describe()])).toEqual(before);
    expect(before.every((i) => i.running)).toBe(true);
  });
});

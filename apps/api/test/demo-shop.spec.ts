import { AddressInfo } from 'node:net';
import { OutboxService } from '@sawa/api/messaging';
import { PAYMENT_PROVIDER, PaymentProvider, signPayload } from '@sawa/api/commerce';
import { DEMO_NOTICE, ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { DemoSeedService } from '../src/seed/demo-seed.service';
import { createTestApp, TestApp } from './harness';
import { notify, paymentPage } from './support/commerce';
import { createArtist } from './support/fixtures';
import { png } from './support/images';
import { startSmtp, TestSmtp, textOf } from './support/smtp';
import { requireBuilt } from './support/built';

/**
 * Demo shop vs selling for real, over real HTTP (the sandbox is reached exactly as IremboPay would be),
 * on real PostgreSQL, with mail through a real SMTP conversation.
 */

const gql = (t: TestApp, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.http().post('/graphql').set('content-type', 'application/json').set(headers).send({ query, variables });
const asAdmin = async (t: TestApp) => ({ authorization: `Bearer ${await t.token()}` });

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber paymentLinkUrl } }`;
const BUYER = {
  name: 'Amani Keza',
  email: 'amani@example.org',
  phone: '+250 788 555 000',
  address: { countryCode: 'RW', region: 'Kigali City', city: 'Gasabo', line1: 'KN 5 Rd' },
  // Collected at the studio: a domestic sale, invoiced in francs at the editions' franc prices (issue 22).
  delivery: 'pickup',
  currency: 'RWF',
};
/**
 * A mail's Subject as its reader sees it: unfolded, and its RFC 2047 words decoded (the studio's subject names the total,
 * and a franc amount's no-break space makes the mailer encode it).
 */
const subjectOf = (raw: string) =>
  (/^Subject: (.*)$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '').replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
const NOT_CONFIGURED_ORDER = 'Payments are not configured on this site, so orders cannot be paid online. Please contact the studio.';
const NOT_CONFIGURED_VISIT = 'Payments are not configured on this site, so visits cannot be booked online. Please contact the studio.';
const SHOP_MODE = `{ shopMode { demo payments paymentsWhenSellingForReal sellingForRealBy testOrders testVisits demoContent { kind id name keptBecause } } }`;
const START = `mutation { startSellingForReal { removed { kind name } kept { kind name keptBecause } testOrdersRemoved testVisitsRemoved shopMode { demo payments } } }`;

/** No IremboPay credentials and no PAYMENTS_SANDBOX, whatever the environment running the tests holds. */
const NO_PAYMENT_SETTINGS = { PAYMENTS_SANDBOX: '', IREMBOPAY_SECRET_KEY: '', IREMBOPAY_BASE_URL: '', IREMBOPAY_ACCOUNT_ID: '' };

async function listening(env: Record<string, string>): Promise<TestApp & { url: string }> {
  const t = await createTestApp({ MAIL_WORKER_INTERVAL_SECONDS: '0', STUDIO_EMAIL: 'studio@sawa.example', ...NO_PAYMENT_SETTINGS, ...env });
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return Object.assign(t, { url: `http://127.0.0.1:${port}` });
}

/** A work of the studio's own, through the legacy REST route (original and an A3 print). */
async function ownWork(
  t: TestApp,
  place: { categories: string } | { collections: string },
  artistId: string,
  quantity = 3,
): Promise<{ id: string; name: string }> {
  const name = `Own work ${Math.random().toString(36).slice(2, 8)}`;
  const req = t
    .http()
    .post('/api/v1/art')
    .set('Authorization', `Bearer ${await t.token()}`)
    .field('artName', name)
    .field('productCode', `OWN-${Math.random().toString(36).slice(2, 10)}`)
    .field('artDescription', 'Painted in the studio')
    .field('artSize', '40 x 50 cm')
    .field('artMaterial', 'Acrylic')
    .field('quantity', String(quantity))
    .field('artists', artistId)
    .field(
      'editions',
      JSON.stringify([
        { editionType: ORIGINAL_ART_WORK, price: 800, prices: [{ currency: 'RWF', amount: '1160000' }] },
        { editionType: 'Print A3', price: 60, prices: [{ currency: 'RWF', amount: '87000' }] },
      ]),
    )
    .attach('artImageCover', await png(), 'cover.png');
  for (const [key, value] of Object.entries(place)) req.field(key, value);
  const res = await req.expect(201);
  return { id: res.body.data.data._id, name };
}

/** The editions of a work, `price` being the franc price the buyer (BUYER: pickup, in RWF) sees. */
async function editionsOf(t: TestApp, artId: string): Promise<{ id: string; type: string; price: string }[]> {
  const res = await gql(t, 'query ($id: ID!) { artwork(id: $id) { editions { id type prices { currency amount } } } }', { id: artId }).expect(200);
  return res.body.data.artwork.editions.map((e: { id: string; type: string; prices: { currency: string; amount: string }[] }) => ({
    id: e.id,
    type: e.type,
    price: e.prices.find((p) => p.currency === 'RWF')?.amount ?? 'no franc price',
  }));
}

async function checkout(t: TestApp, artId: string, edition: 'original' | 'print'): Promise<{ orderNumber: string; paymentLinkUrl: string }> {
  const editions = await editionsOf(t, artId);
  const chosen = edition === 'original' ? editions.find((e) => e.type === ORIGINAL_ART_WORK)! : editions.find((e) => e.type !== ORIGINAL_ART_WORK)!;
  const res = await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: artId, editionId: chosen.id, quantity: 1, unitPrice: chosen.price }] } }).expect(
    200,
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.checkout;
}

/** Pays on the sandbox's own payment page, reached through the shop as a buyer's browser would; returns the page's path. */
async function payOnSandbox(t: TestApp, paymentLinkUrl: string): Promise<string> {
  // An order's link goes through the shop (which extends its hold once); a visit's goes to the payment page itself.
  const path = paymentLinkUrl.includes('/api/v1/orders/') ? await paymentPage(t, paymentLinkUrl) : new URL(paymentLinkUrl).pathname;
  const page = await t.http().get(path).expect(200);
  expect(page.text).toContain(DEMO_NOTICE);
  await t.http().post(path).expect(303);
  return path;
}

/** Units of this work's editions that orders hold (reserved or sold). */
const held = async (t: TestApp, artId: string) =>
  Number((await t.dataSource.query('SELECT coalesce(sum(reserved + sold), 0) AS n FROM edition WHERE art_id = $1', [artId]))[0].n);

/** Every route the sandbox has answers 404 (the sandbox is off), with or without the right headers. */
async function expectSandboxOff(t: TestApp, invoiceNumber = '880000000001'): Promise<void> {
  const secret = await t.app.get<PaymentProvider>(PAYMENT_PROVIDER).secretKey();
  const headers = { 'irembopay-secretkey': secret, 'x-api-version': '2' };
  await t.http().post('/sandbox/irembopay/payments/invoices').set(headers).send({ transactionId: 'SAWA-X' }).expect(404);
  await t.http().get(`/sandbox/irembopay/payments/invoices/${invoiceNumber}`).set(headers).expect(404);
  await t.http().get(`/sandbox/irembopay/pay/${invoiceNumber}`).expect(404);
  await t.http().post(`/sandbox/irembopay/pay/${invoiceNumber}`).expect(404);
  await t.http().post(`/sandbox/irembopay/pay/${invoiceNumber}/cancel`).expect(404);
  await t.http().get('/sandbox/irembopay/anything/else').expect(404);
}

async function expectPaymentsNotConfigured(t: TestApp, artId: string): Promise<void> {
  const editions = await editionsOf(t, artId);
  const print = editions.find((e) => e.type !== ORIGINAL_ART_WORK)!;
  const before = await held(t, artId);
  const res = await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: artId, editionId: print.id, quantity: 1, unitPrice: print.price }] } }).expect(
    200,
  );
  expect(res.body.errors[0]).toMatchObject({ message: NOT_CONFIGURED_ORDER, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  expect(await held(t, artId)).toBe(before);
  const visit = await gql(t, 'mutation { bookStudioVisit(input: { name: "Eric" }) { paymentLinkUrl } }').expect(200);
  expect(visit.body.errors[0]).toMatchObject({ message: NOT_CONFIGURED_VISIT, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  const legacy = await t.http().post('/api/v1/payments/sawatour-invoice').set('X-API-Version', '2').send({}).expect(503);
  expect(legacy.body).toEqual({ status: 'error', message: NOT_CONFIGURED_VISIT });
}

describe('a database that was never seeded as a demo: no sandbox, whatever the database', () => {
  for (const [label, env] of [
    ['a server database (DATABASE_URL)', { DATABASE_URL: 'postgres://unused@127.0.0.1/unused' }],
    // The old rule turned the sandbox on whenever DATABASE_URL was unset; the database's own state decides now.
    ['DATABASE_URL unset, demo not seeded, NODE_ENV=production', { DATABASE_URL: '', NODE_ENV: 'production' }],
  ] as const) {
    it(`${label}: no sandbox route answers, checkout and booking say payments are not configured, no notice`, async () => {
      const t = await listening(env);
      try {
        await expectSandboxOff(t);
        const art = await ownWork(t, { categories: await newCategory(t) }, await createArtist(t));
        await expectPaymentsNotConfigured(t, art.id);
        expect((await gql(t, '{ site { paymentsSimulated } }')).body.data.site.paymentsSimulated).toBe(false);
        const mode = await gql(t, SHOP_MODE, {}, await asAdmin(t)).expect(200);
        expect(mode.body.data.shopMode).toMatchObject({ demo: false, payments: 'off', testOrders: 0, demoContent: [] });
        const start = await gql(t, START, {}, await asAdmin(t)).expect(200);
        expect(start.body.errors[0]).toMatchObject({
          message: 'This shop already sells for real: there is no demo content to remove.',
          extensions: { code: 'CONFLICT' },
        });
      } finally {
        await t.close();
      }
    });
  }

  it('PAYMENTS_SANDBOX=true runs the sandbox on any database, with the notice; IremboPay credentials always win over it', async () => {
    const t = await listening({ PAYMENTS_SANDBOX: 'true' });
    try {
      expect((await gql(t, '{ site { paymentsSimulated } }')).body.data.site.paymentsSimulated).toBe(true);
      await t
        .http()
        .get('/sandbox/irembopay/pay/880000000001')
        .expect(404, /No such invoice/);
    } finally {
      await t.close();
    }
    const live = await createTestApp({
      PAYMENTS_SANDBOX: 'true',
      IREMBOPAY_SECRET_KEY: 'live-secret-1234',
      IREMBOPAY_BASE_URL: 'http://127.0.0.1:9',
      IREMBOPAY_ACCOUNT_ID: 'SAWA-USD',
    });
    try {
      await expectSandboxOff(live);
      expect((await gql(live, '{ site { paymentsSimulated } }')).body.data.site.paymentsSimulated).toBe(false);
    } finally {
      await live.close();
    }
  });
});

async function newCategory(t: TestApp, name = 'Paintings'): Promise<string> {
  const res = await t
    .http()
    .post('/api/v1/category')
    .set('Authorization', `Bearer ${await t.token()}`)
    .field('name', name)
    .attach('image', await png(), 'c.png')
    .expect(201);
  return res.body.data.data._id;
}

describe('a demo shop (the demo catalogue seeded), then selling for real', () => {
  let t: TestApp & { url: string };
  let smtp: TestSmtp;
  let outbox: OutboxService;
  let demoArt: { id: string; name: string };
  beforeAll(async () => {
    requireBuilt('web');
    smtp = await startSmtp();
    // A server database seeded with SEED_DEMO=true: a demo shop, though NODE_ENV says production.
    t = await listening({ SEED_DEMO: 'true', NODE_ENV: 'production', SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: '0', PUBLIC_URL: 'https://sawa.example' });
    outbox = t.app.get(OutboxService);
    const [row] = await t.dataSource.query(`SELECT a.id, a.art_name AS name FROM art a WHERE a.product_code = 'SAWA-L-001'`);
    demoArt = row;
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is a demo shop: the sandbox runs and every public page carries the notice in its server HTML', async () => {
    expect((await gql(t, '{ site { paymentsSimulated } }')).body.data.site.paymentsSimulated).toBe(true);
    const mode = await gql(t, SHOP_MODE, {}, await asAdmin(t)).expect(200);
    expect(mode.body.data.shopMode).toMatchObject({ demo: true, payments: 'sandbox', paymentsWhenSellingForReal: 'off' });
    const paths = [
      '/',
      '/about-sawa',
      '/conservation',
      '/about-artists',
      '/shop',
      `/product/${demoArt.id}`,
      '/cart',
      '/checkout',
      '/services',
      '/commissions',
      '/contact',
      '/sawa/faq',
      '/no/such/page',
    ];
    for (const path of paths) {
      const res = await t.http().get(path);
      expect([200, 404]).toContain(res.status);
      const body = res.text.slice(res.text.indexOf('<body'));
      // Once, in the page's own markup (not only in the state sent for hydration), before the header.
      expect(body.match(new RegExp(`<aside class="demo-notice" aria-label="Demo shop"><p>${DEMO_NOTICE}</p></aside>`, 'g'))).toHaveLength(1);
      expect(body.indexOf('demo-notice')).toBeLessThan(body.indexOf('site-header'));
    }
  });

  it('stores a sandbox payment as SANDBOX, marks it Test payment in the back office, and every mail about it says so (real SMTP)', async () => {
    const { orderNumber, paymentLinkUrl } = await checkout(t, demoArt.id, 'print');
    await payOnSandbox(t, paymentLinkUrl);
    const [order] = await t.dataSource.query('SELECT status, payment_method AS method FROM customer_order WHERE number = $1', [orderNumber]);
    expect(order).toEqual({ status: 'paid', method: 'SANDBOX' });
    const admin = await gql(t, '{ orders(page: 1, pageSize: 10) { items { number paymentMethod testPayment } } }', {}, await asAdmin(t)).expect(200);
    expect(admin.body.data.orders.items).toContainEqual({ number: orderNumber, paymentMethod: 'SANDBOX', testPayment: true });
    const buyerView = await gql(t, 'query ($n: String!) { order(number: $n) { status testPayment } }', { n: orderNumber }).expect(200);
    expect(buyerView.body.data.order).toEqual({ status: 'paid', testPayment: true });

    smtp.received.length = 0;
    expect(await outbox.deliverDue()).toBe(2);
    const toBuyer = smtp.received.find((m) => m.to.includes('amani@example.org'))!;
    const toStudio = smtp.received.find((m) => m.to.includes('studio@sawa.example'))!;
    expect(subjectOf(toBuyer.raw)).toMatch(new RegExp(`^Test payment: Your order ${orderNumber} is paid`));
    expect(subjectOf(toStudio.raw)).toMatch(new RegExp(`^Test payment: Paid order ${orderNumber}`));
    for (const mail of [toBuyer, toStudio]) {
      expect(textOf(mail.raw)).toContain('Test payment: this order was paid in the payment sandbox (payments are simulated on this shop). Nothing was charged');
      expect(textOf(mail.raw)).not.toContain('MTN_MOMO');
    }

    // Whatever method a sandbox notification names, the payment is stored as SANDBOX.
    const second = await checkout(t, demoArt.id, 'print');
    await notify(t, { transactionId: second.orderNumber, paymentMethod: 'MTN_MOMO', paymentReference: 'MP-9' }).expect(200);
    const [notified] = await t.dataSource.query('SELECT payment_method AS method FROM customer_order WHERE number = $1', [second.orderNumber]);
    expect(notified.method).toBe('SANDBOX');

    const visit = await gql(t, 'mutation { bookStudioVisit(input: { name: "Eric", email: "eric@example.org" }) { paymentLinkUrl reference } }').expect(200);
    await payOnSandbox(t, visit.body.data.bookStudioVisit.paymentLinkUrl);
    const bookings = await gql(t, '{ bookings(page: 1, pageSize: 10) { items { reference status paymentMethod testPayment } } }', {}, await asAdmin(t)).expect(
      200,
    );
    expect(bookings.body.data.bookings.items).toContainEqual({
      reference: visit.body.data.bookStudioVisit.reference,
      status: 'paid',
      paymentMethod: 'SANDBOX',
      testPayment: true,
    });
  });

  it("'Start selling for real' removes the demo content and the test orders only, keeps the studio's own, and turns the sandbox off for good", async () => {
    const demoCategory: string = (await t.dataSource.query(`SELECT id FROM category WHERE name = 'Sculptures'`))[0].id;
    const demoArtist: string = (await t.dataSource.query(`SELECT id FROM artist WHERE name = 'Eric Habimana'`))[0].id;
    const demoImage: string = (await t.dataSource.query(`SELECT s.path FROM asset s JOIN team_member m ON m.image_id = s.id LIMIT 1`))[0].path;
    await t.http().get(demoImage).expect(200);

    // The studio's own content, some of it in demo places.
    const ownArtist = await createArtist(t, 'Studio Painter');
    const ownCategory = await newCategory(t, 'Our Paintings');
    const inDemoCategory = await ownWork(t, { categories: demoCategory }, ownArtist);
    const byDemoArtist = await ownWork(t, { categories: ownCategory }, demoArtist);
    await t
      .http()
      .post('/api/v1/team')
      .set('Authorization', `Bearer ${await t.token()}`)
      .field('name', 'Real Curator')
      .field('position', 'Curator')
      .attach('image', await png(), 't.png')
      .expect(201);
    // Test orders on the studio's own works: one waiting for payment, one paid in the sandbox.
    const pending = await checkout(t, inDemoCategory.id, 'print');
    const paid = await checkout(t, byDemoArtist.id, 'original');
    const paidOnSandbox = await payOnSandbox(t, paid.paymentLinkUrl);
    expect(await held(t, inDemoCategory.id)).toBe(1);
    expect(await held(t, byDemoArtist.id)).toBe(1);

    // The demo's sales count towards 'Raised for conservation' while it is a demo (its notice says payments are simulated).
    const TOTALS = '{ conservationTotals { raised { currency amount } worksSold } }';
    expect((await gql(t, TOTALS).expect(200)).body.data.conservationTotals.worksSold).toBe(3);
    const before = (await gql(t, SHOP_MODE, {}, await asAdmin(t)).expect(200)).body.data.shopMode;
    expect(before.testOrders).toBe(4);
    expect(before.testVisits).toBe(1);
    const kept = before.demoContent.filter((i: { keptBecause: string | null }) => i.keptBecause);
    expect(kept).toEqual(
      expect.arrayContaining([
        { kind: 'category', id: demoCategory, name: 'Sculptures', keptBecause: 'it holds works of your own' },
        { kind: 'artist', id: demoArtist, name: 'Eric Habimana', keptBecause: 'works of your own are by this artist' },
      ]),
    );
    expect(kept).toHaveLength(2);

    await gql(t, START)
      .expect(200)
      .expect((res) => expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED'));
    const sandboxKey = await t.app.get<PaymentProvider>(PAYMENT_PROVIDER).secretKey();
    const res = await gql(t, START, {}, await asAdmin(t)).expect(200);
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data.startSellingForReal;
    expect(result.shopMode).toEqual({ demo: false, payments: 'off' });
    expect(result).toMatchObject({ testOrdersRemoved: 4, testVisitsRemoved: 1 });
    expect(result.kept).toHaveLength(2);
    const removedKinds = result.removed.reduce((n: Record<string, number>, i: { kind: string }) => ({ ...n, [i.kind]: (n[i.kind] ?? 0) + 1 }), {});
    expect(removedKinds).toEqual({ artwork: 20, artist: 3, category: 2, collection: 2, teamMember: 4 });

    // Only the studio's own content is left, and what it uses.
    expect((await t.dataSource.query('SELECT art_name FROM art ORDER BY art_name')).map((r: { art_name: string }) => r.art_name)).toEqual(
      [inDemoCategory.name, byDemoArtist.name].sort(),
    );
    expect((await t.dataSource.query('SELECT name FROM artist ORDER BY name')).map((r: { name: string }) => r.name)).toEqual([
      'Eric Habimana',
      'Studio Painter',
    ]);
    expect((await t.dataSource.query('SELECT name FROM category ORDER BY name')).map((r: { name: string }) => r.name)).toEqual(['Our Paintings', 'Sculptures']);
    expect(await t.dataSource.query('SELECT name FROM collection')).toEqual([]);
    expect((await t.dataSource.query('SELECT id, name FROM team_member')).map((r: { name: string }) => r.name)).toEqual(['Real Curator']);
    // Demo images are gone with their files; the test orders and visits are gone; a simulated sale left no own work sold.
    await t.http().get(demoImage).expect(404);
    const [{ assets }] = await t.dataSource.query(
      `SELECT count(*)::int AS assets FROM asset s WHERE NOT EXISTS (SELECT 1 FROM art WHERE cover_image_id = s.id) AND NOT EXISTS (SELECT 1 FROM art_image WHERE asset_id = s.id)
       AND NOT EXISTS (SELECT 1 FROM artist WHERE image_id = s.id) AND NOT EXISTS (SELECT 1 FROM category WHERE image_id = s.id)
       AND NOT EXISTS (SELECT 1 FROM collection WHERE image_id = s.id) AND NOT EXISTS (SELECT 1 FROM team_member WHERE image_id = s.id)`,
    );
    expect(assets).toBe(0);
    expect(await t.dataSource.query('SELECT number FROM customer_order')).toEqual([]);
    expect(await t.dataSource.query('SELECT reference FROM booking')).toEqual([]);
    // Their conservation ledger entries went with them: a simulated sale never inflates the studio's real figure.
    expect(await t.dataSource.query('SELECT id FROM conservation_entry')).toEqual([]);
    expect((await gql(t, TOTALS).expect(200)).body.data.conservationTotals).toEqual({ raised: [], worksSold: 0 });
    expect(await t.dataSource.query('SELECT 1 FROM demo_record')).toEqual([]);
    // The pending test order's print and the paid test order's original are back on the studio's own works.
    expect(pending.orderNumber).toMatch(/^SAWA-/);
    expect(await held(t, inDemoCategory.id)).toBe(0);
    expect(await held(t, byDemoArtist.id)).toBe(0);

    // The sandbox is off for good: no route answers, a notification signed by it is refused, payments are not configured.
    await expectSandboxOff(t, paidOnSandbox.split('/').pop());
    const late = JSON.stringify({ success: true, data: { transactionId: pending.orderNumber, paymentStatus: 'PAID', paymentMethod: 'SANDBOX' } });
    await t
      .http()
      .post('/api/v1/payments/notifications')
      .set('content-type', 'application/json')
      .set('irembopay-signature', signPayload(sandboxKey, late))
      .send(late)
      .expect(401);
    await expectPaymentsNotConfigured(t, inDemoCategory.id);
    expect((await gql(t, '{ site { paymentsSimulated } }')).body.data.site.paymentsSimulated).toBe(false);
    const home = await t.http().get('/').expect(200);
    expect(home.text).not.toContain(DEMO_NOTICE);
    const again = await gql(t, START, {}, await asAdmin(t)).expect(200);
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');

    // The demo never comes back into this database, even with an empty catalogue and SEED_DEMO=true.
    await t.dataSource.query('DELETE FROM art');
    await t.dataSource.query('DELETE FROM collection');
    await t.dataSource.query('DELETE FROM category');
    await t.dataSource.query('DELETE FROM artist');
    await t.app.get(DemoSeedService).onApplicationBootstrap();
    expect(await t.dataSource.query('SELECT 1 FROM art')).toEqual([]);
    expect(await t.dataSource.query('SELECT demo FROM shop_settings')).toEqual([{ demo: false }]);
  });
});

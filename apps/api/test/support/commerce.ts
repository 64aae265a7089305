import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { LosslessNumber, stringify } from 'lossless-json';
import { PAYMENT_PROVIDER, PaymentProvider, signPayload } from '@sawa/api/commerce';
import { ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { createTestApp, TestApp } from '../harness';
import { createArtist } from './fixtures';

/**
 * The app listening on a real port: the sandbox is reached over HTTP, exactly like IremboPay. One
 * test buyer places many orders here, so the per-buyer hold limits are raised unless a test sets them
 * (apps/api/test/holds.spec.ts tests the defaults).
 */
export async function listening(env: Record<string, string> = {}, { freeShippingAbroad = true } = {}): Promise<TestApp & { url: string }> {
  const t = await createTestApp({
    PAYMENTS_SANDBOX: 'true',
    MAIL_WORKER_INTERVAL_SECONDS: '0',
    STUDIO_EMAIL: 'studio@sawa.example',
    HOLDS_PER_EMAIL: '500',
    HOLDS_PER_PHONE: '500',
    ...env,
  });
  // BUYER is in Kenya and pays in dollars (a delivery abroad, issue 22): the studio ships to East Africa at no charge
  // here, so an order's total is its works' prices. delivery.spec.ts and tax.spec.ts test the rates themselves.
  if (freeShippingAbroad) await shipFreeToEastAfrica(t);
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return Object.assign(t, { url: `http://127.0.0.1:${port}` });
}

/** The studio ships to East Africa at no charge in dollars (BUYER is in Kenya): an order's total is its works' prices. */
export const shipFreeToEastAfrica = (t: TestApp) =>
  t.dataSource.query(`INSERT INTO shipping_rate (zone, currency, first_item, extra_item) VALUES ('east_africa', 'USD', 0, 0) ON CONFLICT DO NOTHING`);

export const gql = (t: TestApp, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.http().post('/graphql').set('content-type', 'application/json').set(headers).send({ query, variables });

let clients = 0;
/** A different client address for each call (the app trusts X-Forwarded-For from loopback), so per-address limits do not mix buyers. */
export const newClient = () => ({ 'x-forwarded-for': `203.0.113.${(clients = (clients % 250) + 1)}` });

export const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber paymentLinkUrl total currency } }`;
export const BUYER = {
  name: 'Amani Keza',
  email: 'Amani@Example.org',
  phone: '+250 788 555 000',
  address: { countryCode: 'KE', region: 'Nairobi County', city: 'Nairobi', line1: 'Kenyatta Ave 12' },
  // Delivered abroad and paid in dollars (a delivery in Rwanda or a pickup is invoiced in francs: RWANDAN_BUYER), at
  // the free East African rate listening() sets, so the totals are the works' prices (delivery.spec.ts tests shipping).
  delivery: 'shipping',
  currency: 'USD',
};

/** A buyer collecting at the studio: a domestic sale, invoiced in francs (issue 22); the lines' prices are the RWF ones. */
export const RWANDAN_BUYER = {
  ...BUYER,
  address: { countryCode: 'RW', region: 'Kigali City', city: 'Gasabo', line1: 'KN 5 Rd' },
  delivery: 'pickup',
  currency: 'RWF',
};

/** The fixture artwork's prices in francs (artwork()): the original and the print. */
export const RWF_PRICES = { original: '1740000', print: '138000' };

/** An artwork with an original and a limited print edition of `printSize` (1 unless given). */
export async function artwork(
  t: TestApp,
  printSize: number | null = 1,
  { defaultDelivery = false } = {},
): Promise<{ id: string; original: string; print: string }> {
  // Shipped at the flat rate (so a buyer abroad can have either edition delivered); defaultDelivery: as the form leaves it.
  const shipping = defaultDelivery ? {} : { shipping: 'flat_rate' };
  const res = await gql(
    t,
    `mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id editions { id type } } }`,
    {
      input: {
        name: 'Golden Monkey',
        productCode: `GM-${Math.random().toString(36).slice(2, 8)}`,
        description: 'Bamboo light',
        size: '50 x 70 cm',
        material: 'Acrylic',
        artistId: await createArtist(t),
        categoryId: (
          await t.dataSource.query(`INSERT INTO category (name, image_id) SELECT 'Paintings ' || gen_random_uuid(), id FROM asset LIMIT 1 RETURNING id`)
        )[0]?.id,
        // Priced in both currencies.
        editions: [
          { type: ORIGINAL_ART_WORK, price: '1200.00', prices: [{ currency: 'RWF', amount: RWF_PRICES.original }], ...shipping },
          { type: 'Print A3', price: '95.50', editionSize: printSize, prices: [{ currency: 'RWF', amount: RWF_PRICES.print }], ...shipping },
        ],
      },
    },
    { authorization: `Bearer ${await t.token()}` },
  ).expect(200);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const art = res.body.data.createArtwork;
  return { id: art.id, original: art.editions[0].id, print: art.editions[1].id };
}

/** The key the sandbox signs with now (random for each database, shared by its instances). */
export const sandboxSecret = (t: TestApp) => t.app.get<PaymentProvider>(PAYMENT_PROVIDER).secretKey();

/** A notification signed as the sandbox (IremboPay) signs it. */
/**
 * A PAID notification signed as the sandbox (IremboPay) signs it, for the amount and currency of the
 * order or booking named by `transactionId` unless `data` says otherwise; the amount is written as a
 * JSON number with exactly its digits, as IremboPay writes it.
 */
export const notify = (t: TestApp, data: Record<string, unknown> & { transactionId: string; amount?: string }) => ({
  async expect(status: number) {
    const [due] = await t.dataSource.query(
      `SELECT total::text AS amount, currency FROM customer_order WHERE number = $1 UNION ALL SELECT amount::text, currency FROM booking WHERE reference = $1`,
      [data.transactionId],
    );
    const payload = { paymentStatus: 'PAID', amount: due?.amount, currency: due?.currency, ...data };
    const body = stringify({
      success: true,
      data: { ...payload, ...(payload.amount === undefined ? {} : { amount: new LosslessNumber(payload.amount) }) },
    }) as string;
    return t
      .http()
      .post('/api/v1/payments/notifications')
      .set('content-type', 'application/json')
      .set('irembopay-signature', signPayload(await sandboxSecret(t), body))
      .send(body)
      .expect(status);
  },
});

export const orderRow = async (t: TestApp, number: string) =>
  (
    await t.dataSource.query(
      'SELECT status, staff_note AS "staffNote", paid_at IS NOT NULL AS "hasPaidAt", refund_due AS "refundDue", holds_stock AS "holdsStock" FROM customer_order WHERE number = $1',
      [number],
    )
  )[0];

/** Makes the sandbox's first `failures` notifications never reach the app (lost on the network) while `run` runs, and holds later ones until `retriesWaitFor` settles; other requests pass. */
export async function withLostNotifications<T>(run: () => Promise<T>, failures = Infinity, retriesWaitFor?: Promise<unknown>): Promise<T> {
  const realFetch = globalThis.fetch;
  let lost = 0;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if ((input instanceof Request ? input.url : input.toString()).endsWith('/api/v1/payments/notifications')) {
      if (lost < failures) {
        lost += 1;
        return Promise.reject(new TypeError('fetch failed: connection reset'));
      }
      // A test that reads the state between the lost attempt and the next holds the next one until it has read.
      if (retriesWaitFor) return retriesWaitFor.then(() => realFetch(input, init));
    }
    return realFetch(input, init);
  });
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

export async function until(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Units of an edition the shop can still sell. */
export const stock = async (t: TestApp, editionId: string) =>
  Number((await t.dataSource.query('SELECT edition_size - reserved - sold - withheld AS n FROM edition WHERE id = $1', [editionId]))[0].n);

/** Follows the shop's way to the payment page (which extends the hold once): the sandbox page's path. */
export async function paymentPage(t: TestApp, paymentLinkUrl: string): Promise<string> {
  const res = await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
  return new URL(res.headers.location).pathname;
}

/** A call the IremboPay-like server received. */
export interface FakeIrembopayCall {
  method: string;
  url: string;
  transactionId?: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/**
 * An IremboPay-like server over HTTP: every invoice call gets a new unpaid invoice (in `options.currency`, USD unless
 * said), a mobile-money push answers `options.push` (accepted unless said), and every call is recorded.
 */
export async function fakeIrembopay(
  options: { currency?: string; push?: { status: number; body: unknown } } = {},
): Promise<{ url: string; calls: FakeIrembopayCall[]; close(): Promise<void> }> {
  const calls: FakeIrembopayCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
      calls.push({ method: req.method!, url: req.url!, transactionId: body.transactionId, headers: req.headers, body });
      if (req.url === '/payments/transactions/initiate') {
        const answer = options.push ?? { status: 200, body: { success: true, message: 'Push payment initiated', data: { ...body, paymentStatus: 'PENDING' } } };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
        return;
      }
      const number = `8800${String(calls.length).padStart(8, '0')}`;
      const total = (body.paymentItems ?? []).reduce((n: number, i: { unitAmount: number; quantity: number }) => n + i.unitAmount * i.quantity, 0);
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: true,
          data: {
            invoiceNumber: number,
            transactionId: body.transactionId,
            paymentStatus: 'NEW',
            amount: total.toFixed(2),
            currency: options.currency ?? 'USD',
            expiryAt: body.expiryAt ?? new Date(Date.now() + 900_000).toISOString(),
            paymentLinkUrl: `https://pay.irembopay.example/${number}`,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

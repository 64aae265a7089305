import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, sandboxSecret } from './support/commerce';

/** Holding the shop is not possible: a short first hold extended once, a few open orders per buyer, a sane order size (the defaults). */
describe('holds', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => {
    // The defaults of the README: HOLD_MINUTES 15, HOLD_EXTENSION_MINUTES 15, HOLDS_PER_EMAIL 3, HOLDS_PER_PHONE 3, ORDER_MAX_LINES 10, ORDER_MAX_QUANTITY 10.
    t = await listening({ HOLDS_PER_EMAIL: '', HOLDS_PER_PHONE: '' });
  });
  afterAll(() => t.close());

  let n = 0;
  const unique = () => (n += 1);
  const checkout = (buyer: { email?: string; phone?: string }, lines: { artworkId: string; editionId: string; quantity: number; unitPrice: string }[]) =>
    gql(
      t,
      CHECKOUT,
      {
        input: {
          ...BUYER,
          email: buyer.email ?? `holder${unique()}@example.org`,
          phone: buyer.phone ?? `+250 722 ${String(unique()).padStart(6, '0')}`,
          lines,
        },
      },
      newClient(),
    );
  const printLine = (art: { id: string; print: string }, quantity = 1) => [{ artworkId: art.id, editionId: art.print, quantity, unitPrice: '95.50' }];
  const minutesLeft = async (number: string) =>
    Number((await t.dataSource.query(`SELECT extract(epoch FROM expires_at - now()) / 60 AS m FROM customer_order WHERE number = $1`, [number]))[0].m);
  const invoiceMinutesLeft = async (number: string) => {
    const [{ invoice_number }] = await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [number]);
    const res = await t
      .http()
      .get(`/sandbox/irembopay/payments/invoices/${invoice_number}`)
      .set('irembopay-secretKey', await sandboxSecret(t))
      .set('X-API-Version', '2');
    return (Date.parse(res.body.data.expiryAt) - Date.now()) / 60_000;
  };

  it('at most 3 orders waiting for payment per e-mail, counted one after the other even when sent at once', async () => {
    const art = await artwork(t, 50);
    const email = 'keen.buyer@example.org';
    const attempts = await Promise.all(Array.from({ length: 6 }, () => checkout({ email }, printLine(art))));
    const placed = attempts.filter((r) => r.body.data?.checkout);
    const refused = attempts.filter((r) => r.body.errors);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(r.body.errors[0].message).toBe(
        'You already have 3 orders waiting for payment with this e-mail address. Pay for one of them, or let it lapse, before placing another.',
      );
    }
    // The same address written differently is the same buyer.
    expect((await checkout({ email: 'Keen.Buyer@Example.org' }, printLine(art))).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // One of them ends: room for one more.
    const auth = { authorization: `Bearer ${await t.token()}` };
    await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: placed[0].body.data.checkout.orderNumber }, auth).expect(200);
    expect((await checkout({ email }, printLine(art))).body.errors).toBeUndefined();
  });

  it('at most 3 orders waiting for payment per phone number, whatever its spacing', async () => {
    const art = await artwork(t, 50);
    for (const phone of ['+250 788 123 456', '+250788123456', '+250 (788) 123-456'])
      expect((await checkout({ phone }, printLine(art))).body.errors).toBeUndefined();
    const refused = await checkout({ phone: '+250 788 12 34 56' }, printLine(art));
    expect(refused.body.errors[0].message).toBe(
      'You already have 3 orders waiting for payment with this phone number. Pay for one of them, or let it lapse, before placing another.',
    );
  });

  it('at most 10 different editions and 10 of one edition in one order', async () => {
    const arts = await Promise.all(Array.from({ length: 11 }, () => artwork(t, 20)));
    const eleven = await checkout(
      {},
      arts.flatMap((a) => printLine(a)),
    );
    expect(eleven.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(eleven.body.errors[0].message).toBe('An order can hold at most 10 different editions; please split your cart into several orders.');
    expect(
      (
        await checkout(
          {},
          arts.slice(0, 10).flatMap((a) => printLine(a)),
        )
      ).body.errors,
    ).toBeUndefined();

    const many = await checkout({}, printLine(arts[0], 11));
    expect(many.body.errors[0].message).toBe('An order can hold at most 10 of one edition.');
    // The same edition on two lines counts as one line of both.
    const split = await checkout({}, [...printLine(arts[1], 6), ...printLine(arts[1], 5)]);
    expect(split.body.errors[0].message).toBe('An order can hold at most 10 of one edition.');
    expect(await t.dataSource.query('SELECT reserved FROM edition WHERE id = $1', [arts[0].print])).toEqual([{ reserved: 1 }]);
  });

  it('a first hold of 15 minutes, extended once to 15 minutes from when the buyer opens the payment page (the invoice too)', async () => {
    const art = await artwork(t, 5);
    const { orderNumber, paymentLinkUrl } = (await checkout({}, printLine(art))).body.data.checkout;
    expect(await minutesLeft(orderNumber)).toBeGreaterThan(14.5);
    expect(await minutesLeft(orderNumber)).toBeLessThanOrEqual(15);
    // Checkout makes no invoice: the Pay step does (pay-step.spec.ts).
    expect(await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [orderNumber])).toEqual([{ invoice_number: null }]);

    // Time passes: 2 minutes left. The buyer opens the payment page.
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() + interval '2 minutes' WHERE number = $1`, [orderNumber]);
    const open = await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
    expect(open.headers.location).toMatch(/\/sandbox\/irembopay\/pay\/\d+$/);
    expect(await minutesLeft(orderNumber)).toBeGreaterThan(14.5);
    expect(await invoiceMinutesLeft(orderNumber)).toBeGreaterThan(14);
    const [{ extended }] = await t.dataSource.query('SELECT hold_extended_at IS NOT NULL AS extended FROM customer_order WHERE number = $1', [orderNumber]);
    expect(extended).toBe(true);

    // Once only: opening it again later extends nothing.
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() + interval '2 minutes' WHERE number = $1`, [orderNumber]);
    await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
    expect(await minutesLeft(orderNumber)).toBeLessThan(2.1);
  });

  it('a lapsed hold is not revived by opening the payment page, and an order no longer waiting goes to its order page', async () => {
    const art = await artwork(t, 5);
    const { orderNumber, paymentLinkUrl } = (await checkout({}, printLine(art))).body.data.checkout;
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
    await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
    expect(await minutesLeft(orderNumber)).toBeLessThan(0);
    await t.dataSource.query(`UPDATE customer_order SET status = 'expired', holds_stock = false WHERE number = $1`, [orderNumber]);
    expect((await t.http().get(new URL(paymentLinkUrl).pathname).expect(302)).headers.location).toBe(`/order/${orderNumber}`);
    await t.http().get('/api/v1/orders/SAWA-NOTHERE0/pay').expect(404);
  });
});

import { CHECKOUT_CURRENCY_MESSAGES, formatMoney, ORIGINAL_ART_WORK, PRICE_MESSAGES } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { createArtist } from './support/fixtures';
import { artwork, BUYER, CHECKOUT, fakeIrembopay, gql, listening, newClient, notify, paymentPage, RWANDAN_BUYER, RWF_PRICES, stock } from './support/commerce';

/**
 * Issue 22, item 3: the checkout currency follows the delivery. A pickup or a delivery in Rwanda is invoiced in RWF;
 * a delivery abroad in RWF or USD, where every line has a price in it; the order stores its currency and every amount
 * in it; the invoice goes to the payment account of that currency. Item 6: the race across currencies.
 */
describe('checkout currency', () => {
  let t: TestApp & { url: string };
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await listening();
    auth = { authorization: `Bearer ${await t.token()}` };
    // Delivering in Rwanda costs RWF 5,000 (+1,000 per extra item); East Africa in francs is free, as in dollars (listening()).
    const rates = await gql(
      t,
      `mutation ($input: ShippingRatesInput!) { updateShippingRates(input: $input) { zone currency firstItem } }`,
      {
        input: {
          currency: 'RWF',
          rates: [
            { zone: 'rwanda', firstItem: '5000', extraItem: '1000' },
            { zone: 'east_africa', firstItem: '0', extraItem: '0' },
          ],
        },
      },
      auth,
    ).expect(200);
    expect(rates.body.errors).toBeUndefined();
    expect(rates.body.data.updateShippingRates[0]).toEqual({ zone: 'rwanda', currency: 'RWF', firstItem: '5000.00' });
  });
  afterAll(() => t.close());

  let buyers = 0;
  const checkout = (input: Record<string, unknown>) => {
    buyers += 1;
    return gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, email: `currency${buyers}@example.org`, phone: `+250 788 ${String(600000 + buyers)}`, ...input } },
      newClient(),
    );
  };
  const ordersNow = async () => Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM customer_order`))[0].n);
  const reservedOf = async (artId: string) => (await t.dataSource.query('SELECT sum(reserved)::int AS n FROM edition WHERE art_id = $1', [artId]))[0].n;
  const invoiceOf = async (number: string) =>
    (await t.dataSource.query(`SELECT account, currency, amount::text AS amount, items FROM sandbox_invoice WHERE transaction_id = $1`, [number]))[0];
  const ORDER = `query ($n: String!) { adminOrder(number: $n) { total currency shippingAmount lines { unitPrice lineTotal } } }`;

  it('a pickup is invoiced in francs, at the franc prices, on the RWF payment account; paid, the ledger grows in francs', async () => {
    const art = await artwork(t, 5);
    const res = await checkout({ ...RWANDAN_BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: RWF_PRICES.print }] });
    expect(res.body.errors).toBeUndefined();
    const { orderNumber, paymentLinkUrl, total, currency } = res.body.data.checkout;
    expect({ total, currency }).toEqual({ total: '276000.00', currency: 'RWF' });
    expect((await gql(t, ORDER, { n: orderNumber }, auth)).body.data.adminOrder).toEqual({
      total: '276000.00',
      currency: 'RWF',
      shippingAmount: '0.00',
      lines: [{ unitPrice: '138000.00', lineTotal: '276000.00' }],
    });
    await paymentPage(t, paymentLinkUrl);
    expect(await invoiceOf(orderNumber)).toEqual({
      account: 'SAWA-RWF',
      currency: 'RWF',
      amount: '276000.00',
      items: [{ code: 'SAWA-ART', quantity: 2, unitAmount: '138000.00' }],
    });
    const [{ invoice_number }] = await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [orderNumber]);
    await notify(t, { transactionId: orderNumber, invoiceNumber: invoice_number }).expect(200);
    const [entry] = await t.dataSource.query(
      `SELECT e.currency, sum(e.sale_amount)::text AS sold FROM conservation_entry e JOIN customer_order o ON o.id = e.order_id WHERE o.number = $1 GROUP BY e.currency`,
      [orderNumber],
    );
    expect(entry).toEqual({ currency: 'RWF', sold: '276000.00' });
  });

  it('a delivery in Rwanda is in francs, its shipping at the RWF rate', async () => {
    const art = await artwork(t, 5);
    const res = await checkout({
      ...RWANDAN_BUYER,
      delivery: 'shipping',
      lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: RWF_PRICES.print }],
    });
    expect(res.body.errors).toBeUndefined();
    const { orderNumber, paymentLinkUrl } = res.body.data.checkout;
    expect((await gql(t, ORDER, { n: orderNumber }, auth)).body.data.adminOrder).toMatchObject({
      total: '143000.00',
      currency: 'RWF',
      shippingAmount: '5000.00',
    });
    await paymentPage(t, paymentLinkUrl);
    expect(await invoiceOf(orderNumber)).toMatchObject({ account: 'SAWA-RWF', currency: 'RWF', amount: '143000.00' });
  });

  it('a delivery abroad is the buyer’s choice: dollars on the USD account, or francs on the RWF account', async () => {
    const art = await artwork(t, 5);
    const dollars = await checkout({ currency: 'USD', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] });
    expect(dollars.body.errors).toBeUndefined();
    expect(dollars.body.data.checkout).toMatchObject({ total: '95.50', currency: 'USD' });
    await paymentPage(t, dollars.body.data.checkout.paymentLinkUrl);
    expect(await invoiceOf(dollars.body.data.checkout.orderNumber)).toMatchObject({ account: 'SAWA-USD', currency: 'USD', amount: '95.50' });

    const francs = await checkout({ currency: 'RWF', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: RWF_PRICES.print }] });
    expect(francs.body.errors).toBeUndefined();
    expect(francs.body.data.checkout).toMatchObject({ total: '138000.00', currency: 'RWF' });
    await paymentPage(t, francs.body.data.checkout.paymentLinkUrl);
    expect(await invoiceOf(francs.body.data.checkout.orderNumber)).toMatchObject({ account: 'SAWA-RWF', currency: 'RWF', amount: '138000.00' });
  });

  it('the delivery quote follows the same rule and the same prices', async () => {
    const art = await artwork(t, 5);
    const QUOTE = `query ($input: DeliveryQuoteInput!) { deliveryQuote(input: $input) { works shipping total currency } }`;
    const lines = [{ artworkId: art.id, editionId: art.print, quantity: 1 }];
    const rwanda = await gql(t, QUOTE, { input: { delivery: 'shipping', countryCode: 'RW', currency: 'RWF', lines } }).expect(200);
    expect(rwanda.body.data.deliveryQuote).toEqual({ works: '138000.00', shipping: '5000.00', total: '143000.00', currency: 'RWF' });
    const dollars = await gql(t, QUOTE, { input: { delivery: 'pickup', currency: 'USD', lines } }).expect(200);
    expect(dollars.body.errors?.[0]).toMatchObject({ message: CHECKOUT_CURRENCY_MESSAGES.domestic('USD'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  describe('refusals: a clear message, nothing held, no order', () => {
    /** A work whose print has no franc price (no rate is set, so none is derived). */
    const dollarsOnly = async () => {
      const res = await gql(
        t,
        `mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id editions { id type } } }`,
        {
          input: {
            name: 'Silverback at Dawn',
            productCode: `SD-${Math.random().toString(36).slice(2, 8)}`,
            description: 'Mist',
            size: '40 x 50 cm',
            material: 'Acrylic',
            artistId: await createArtist(t),
            categoryId: (
              await t.dataSource.query(`INSERT INTO category (name, image_id) SELECT 'Paintings ' || gen_random_uuid(), id FROM asset LIMIT 1 RETURNING id`)
            )[0]?.id,
            editions: [
              { type: ORIGINAL_ART_WORK, price: '900.00', prices: [{ currency: 'RWF', amount: '1305000' }], shipping: 'flat_rate' },
              { type: 'Print A4', price: '40.00', editionSize: 5, shipping: 'flat_rate' },
            ],
          },
        },
        auth,
      ).expect(200);
      expect(res.body.errors).toBeUndefined();
      const art = res.body.data.createArtwork;
      return { id: art.id as string, original: art.editions[0].id as string, print: art.editions[1].id as string };
    };

    const refusals: [
      string,
      (art: Awaited<ReturnType<typeof artwork>>) => Record<string, unknown> | Promise<Record<string, unknown>>,
      string | RegExp,
      string,
    ][] = [
      [
        'dollars for a pickup (the rule named)',
        (art) => ({ ...RWANDAN_BUYER, currency: 'USD', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] }),
        CHECKOUT_CURRENCY_MESSAGES.domestic('USD'),
        'BAD_USER_INPUT',
      ],
      [
        'dollars for a delivery in Rwanda (the rule named)',
        (art) => ({
          ...RWANDAN_BUYER,
          delivery: 'shipping',
          currency: 'USD',
          lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }],
        }),
        CHECKOUT_CURRENCY_MESSAGES.domestic('USD'),
        'BAD_USER_INPUT',
      ],
      [
        'no currency for a pickup (left out, a checkout is in dollars: the legacy meaning)',
        (art) => ({ ...RWANDAN_BUYER, currency: undefined, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] }),
        CHECKOUT_CURRENCY_MESSAGES.domestic('USD'),
        'BAD_USER_INPUT',
      ],
      [
        'a currency the shop does not sell in',
        (art) => ({ currency: 'EUR', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] }),
        PRICE_MESSAGES.notSold('EUR', ['USD', 'RWF']),
        'BAD_USER_INPUT',
      ],
      [
        'something that is no currency code',
        (art) => ({ currency: 'R$', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] }),
        PRICE_MESSAGES.badCurrency('R$'),
        'BAD_USER_INPUT',
      ],
      [
        'a line without a price in francs, for a pickup (the work named)',
        async () => {
          const other = await dollarsOnly();
          return { ...RWANDAN_BUYER, lines: [{ artworkId: other.id, editionId: other.print, quantity: 1, unitPrice: '40.00' }] };
        },
        CHECKOUT_CURRENCY_MESSAGES.noPrice('Silverback at Dawn', 'Print A4', 'RWF'),
        'BAD_USER_INPUT',
      ],
      [
        'a line without a price in francs abroad, beside one that has one (the work named)',
        async (art) => {
          const other = await dollarsOnly();
          return {
            currency: 'RWF',
            lines: [
              { artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: RWF_PRICES.print },
              { artworkId: other.id, editionId: other.print, quantity: 1, unitPrice: '40.00' },
            ],
          };
        },
        CHECKOUT_CURRENCY_MESSAGES.noPrice('Silverback at Dawn', 'Print A4', 'RWF'),
        'BAD_USER_INPUT',
      ],
      [
        'a dollar price sent as the franc price seen (the price is checked in the checkout currency)',
        (art) => ({ ...RWANDAN_BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] }),
        `The price of "Golden Monkey" (Print A3) is now ${formatMoney(RWF_PRICES.print, 'RWF')}, not ${formatMoney('95.50', 'RWF')}. Please review your cart.`,
        'CONFLICT',
      ],
    ];
    it.each(refusals)('refuses %s', async (_, make, message, code) => {
      const art = await artwork(t, 5);
      const input = await make(art);
      const before = await ordersNow();
      const res = await checkout(input);
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
      expect(await ordersNow()).toBe(before);
      expect(await reservedOf(art.id)).toBe(0);
    });

    it('refuses fractional francs as the price seen', async () => {
      const art = await artwork(t, 5);
      const res = await checkout({ ...RWANDAN_BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '138000.50' }] });
      expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      expect(res.body.errors[0].message).toContain(`is now ${formatMoney(RWF_PRICES.print, 'RWF')}`);
      expect(await reservedOf(art.id)).toBe(0);
    });
  });

  it('20 simultaneous checkouts for one original, half in francs (pickup, Rwanda) and half in dollars (abroad), make exactly one order', async () => {
    const art = await artwork(t);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const francs = i % 2 === 0;
        const where = francs ? { ...RWANDAN_BUYER, ...(i % 4 === 0 ? { delivery: 'shipping' } : {}) } : { ...BUYER, currency: 'USD' };
        return gql(t, CHECKOUT, {
          input: {
            ...where,
            email: `race${i}@example.org`,
            phone: `+250 788 ${String(610000 + i)}`,
            lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: francs ? RWF_PRICES.original : '1200.00' }],
          },
        });
      }),
    );
    const won = attempts.filter((r) => r.body.data?.checkout);
    const lost = attempts.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.body.errors[0].message).toBe('"Golden Monkey" is no longer available.');
    const winner = won[0].body.data.checkout;
    expect(winner).toMatchObject(winner.currency === 'RWF' ? { total: expect.stringMatching(/^17(40|45)000\.00$/) } : { currency: 'USD', total: '1200.00' });
    expect(await stock(t, art.original)).toBe(0);
    const orders = await t.dataSource.query(`SELECT count(*)::int AS n FROM customer_order o JOIN order_line l ON l.order_id = o.id WHERE l.edition_id = $1`, [
      art.original,
    ]);
    expect(orders[0].n).toBe(1);
  });
});

describe('checkout currency: one IremboPay account per currency', () => {
  it('an order in francs is invoiced on IREMBOPAY_PAYMENT_ACCOUNT_RWF, one in dollars on IREMBOPAY_ACCOUNT_ID (the one account of before)', async () => {
    const irembopay = await fakeIrembopay({ currency: 'RWF' });
    const t = await listening({
      IREMBOPAY_BASE_URL: irembopay.url,
      IREMBOPAY_SECRET_KEY: 'live-secret-1234',
      IREMBOPAY_ACCOUNT_ID: 'SAWA-USD',
      IREMBOPAY_PAYMENT_ACCOUNT_RWF: 'STUDIO-FRANCS',
    });
    try {
      const art = await artwork(t, 5);
      const placed = await gql(
        t,
        CHECKOUT,
        { input: { ...RWANDAN_BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: RWF_PRICES.print }] } },
        newClient(),
      ).expect(200);
      expect(placed.body.errors).toBeUndefined();
      const { orderNumber, paymentLinkUrl } = placed.body.data.checkout;
      const res = await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
      expect(res.headers.location).toMatch(/^https:\/\/pay\.irembopay\.example\//);
      const call = irembopay.calls.find((c) => c.url === '/payments/invoices' && c.transactionId === orderNumber);
      expect(call?.body.paymentAccountIdentifier).toBe('STUDIO-FRANCS');
      // The fake account answers in francs: the RWF order matches, so it stays pending (an account in another currency would end it).
      expect((await t.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [orderNumber]))[0].status).toBe('pending');

      const dollars = await gql(
        t,
        CHECKOUT,
        { input: { ...BUYER, email: 'abroad@example.org', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } },
        newClient(),
      ).expect(200);
      const usd = dollars.body.data.checkout;
      await t.http().get(new URL(usd.paymentLinkUrl).pathname);
      expect(irembopay.calls.find((c) => c.url === '/payments/invoices' && c.transactionId === usd.orderNumber)?.body.paymentAccountIdentifier).toBe(
        'SAWA-USD',
      );
      // This fake account answers in francs, so the dollar order is ended rather than mis-charged (the existing currency check).
      expect((await t.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [usd.orderNumber]))[0].status).toBe('cancelled');
    } finally {
      await t.close();
      await irembopay.close();
    }
  }, 60_000);
});

import { OutboxService } from '@sawa/api/messaging';
import { DELIVERY_MESSAGES, QUOTE_MESSAGES } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, paymentPage, RWF_PRICES, stock, until } from './support/commerce';
import { startSmtp, TestSmtp, textOf } from './support/smtp';

const REQUEST = `mutation ($input: CheckoutInput!) { requestShippingQuote(input: $input) { number email } }`;
const ANSWER = `mutation ($n: String!, $input: ShippingQuoteAnswerInput!) { answerShippingQuote(number: $n, input: $input) {
  number status shipping total currency carrier crateIncluded insuranceIncluded validUntil customerEmail address } }`;
const VIEW = `query ($token: String!) { shippingQuote(token: $token) { number status works shipping total currency carrier crateIncluded
  insuranceIncluded validUntil expired orderNumber destination lines { artName edition quantity unitPrice } } }`;
const TAKE_UP = `mutation ($token: String!) { takeUpShippingQuote(token: $token) { orderNumber paymentLinkUrl total currency } }`;
const QUOTES = `query ($status: ShippingQuoteStatus) { shippingQuotes(status: $status, pageSize: 50) { totalItems items { number status customerEmail } } }`;
const BERLIN = { countryCode: 'DE', region: 'Berlin', city: 'Berlin', postcode: '10115', line1: 'Unter den Linden 1' };
const ANSWERED = { amount: '340.00', currency: 'USD', carrier: 'DHL Express', crateIncluded: true, insuranceIncluded: true };

/**
 * Issue 24 item 4, shipping quotes, on the real database with a real SMTP server: a cart with a work on quote asks for a
 * quote, the studio is mailed, the staff answer, the buyer is mailed a link that opens a checkout of exactly that total
 * (the existing checkout: the hold and the IremboPay invoice, paid here through the sandbox); expired and second take-ups
 * refused; a quote take-up and a checkout racing for the last unit make one order. And the size/weight threshold.
 */
describe('shipping quotes', () => {
  let t: TestApp & { url: string };
  let smtp: TestSmtp;
  let auth: { authorization: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await listening({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.sawa.example' });
    auth = { authorization: `Bearer ${await t.token()}` };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let buyers = 0;
  const buyer = () => {
    buyers += 1;
    return { ...BUYER, email: `collector${buyers}@example.org`, phone: `+49 30 ${String(buyers).padStart(7, '0')}` };
  };
  const original = (art: { id: string; original: string }) => [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }];
  // A pickup is a domestic sale, invoiced in francs (issue 22).
  const originalInFrancs = (art: { id: string; original: string }) => [{ ...original(art)[0], unitPrice: RWF_PRICES.original }];
  const mailsTo = async (email: string) => {
    await t.app.get(OutboxService).deliverDue();
    return smtp.received.filter((m) => m.to.includes(email)).map((m) => textOf(m.raw));
  };
  const tokenOf = async (number: string): Promise<string> =>
    (await t.dataSource.query('SELECT token FROM shipping_quote WHERE number = $1', [number]))[0].token;
  /** A quote for the original of a new artwork, to Berlin, requested and answered. */
  const answeredQuote = async (art?: Awaited<ReturnType<typeof artwork>>, answer: Record<string, unknown> = ANSWERED) => {
    const work = art ?? (await artwork(t, 5, { defaultDelivery: true }));
    const who = buyer();
    const req = await gql(t, REQUEST, { input: { ...who, delivery: 'shipping', address: BERLIN, lines: original(work) } }, newClient()).expect(200);
    if (req.body.errors) throw new Error(req.body.errors[0].message);
    const { number } = req.body.data.requestShippingQuote;
    const res = await gql(t, ANSWER, { n: number, input: answer }, auth).expect(200);
    if (res.body.errors) throw new Error(res.body.errors[0].message);
    return { art: work, number, token: await tokenOf(number), email: who.email };
  };

  it('request, studio mail, staff answer, buyer mail with the link, take-up, payment of exactly the quoted total through the sandbox: paid', async () => {
    const art = await artwork(t, 5, { defaultDelivery: true });
    const who = buyer();
    // The cart's delivery quote says which work is on quote, and the checkout refuses to take payment for it.
    const cart = await gql(t, `query ($input: DeliveryQuoteInput!) { deliveryQuote(input: $input) { works shipping total onQuote } }`, {
      input: { delivery: 'shipping', countryCode: 'DE', lines: [{ artworkId: art.id, editionId: art.original, quantity: 1 }] },
    }).expect(200);
    expect(cart.body.data.deliveryQuote).toEqual({ works: '1200.00', shipping: '0.00', total: '1200.00', onQuote: ['Golden Monkey'] });
    const paying = await gql(t, CHECKOUT, { input: { ...who, delivery: 'shipping', address: BERLIN, lines: original(art) } }, newClient()).expect(200);
    expect(paying.body.errors[0].message).toBe(DELIVERY_MESSAGES.onQuote('Golden Monkey'));

    const req = await gql(t, REQUEST, { input: { ...who, delivery: 'shipping', address: BERLIN, notes: 'Ground floor', lines: original(art) } }, newClient());
    expect(req.body.errors).toBeUndefined();
    const { number, email } = req.body.data.requestShippingQuote;
    expect(number).toMatch(/^QUOTE-[0-9A-Z]{8}$/);
    expect(email).toBe(who.email);
    // Nothing is held by a request.
    expect(await stock(t, art.original)).toBe(1);
    const [studioMail] = await mailsTo('studio@sawa.example');
    expect(studioMail).toContain(`Shipping quote ${number} requested by Amani Keza`);
    expect(studioMail).toContain('1 x Golden Monkey (Original Art Work) - $1,200.00 each');
    expect(studioMail).toContain('Unter den Linden 1');
    expect(studioMail).toContain('Germany');
    expect(studioMail).toContain(who.email);
    expect(studioMail).toContain('https://shop.sawa.example/admin/shipping-quotes');
    expect((await mailsTo(who.email)).join('\n')).toContain('the studio received your request for a shipping quote');

    // The staff see it and answer; the answer is audited.
    const listed = await gql(t, QUOTES, { status: 'requested' }, auth).expect(200);
    expect(listed.body.data.shippingQuotes.items).toContainEqual({ number, status: 'requested', customerEmail: who.email });
    const token = await tokenOf(number);
    expect((await gql(t, TAKE_UP, { token }, newClient())).body.errors[0].message).toBe(QUOTE_MESSAGES.notAnswered);
    const answered = await gql(t, ANSWER, { n: number, input: { ...ANSWERED, insuranceIncluded: false } }, auth).expect(200);
    expect(answered.body.errors).toBeUndefined();
    const quote = answered.body.data.answerShippingQuote;
    expect(quote).toMatchObject({ status: 'answered', shipping: '340.00', total: '1540.00', currency: 'USD', carrier: 'DHL Express', crateIncluded: true });
    // Valid for 30 days by default.
    expect(Math.round((Date.parse(quote.validUntil) - Date.now()) / 86_400_000)).toBe(30);
    const [audit] = await t.dataSource.query(`SELECT action, target_id, changes FROM audit_entry WHERE action = 'shipping-quote.answered' AND target_id = $1`, [
      number,
    ]);
    expect(audit.changes).toEqual(expect.arrayContaining([{ field: 'shipping', before: null, after: '340.00 USD' }]));
    expect((await gql(t, ANSWER, { n: number, input: ANSWERED }, auth)).body.errors[0].message).toBe(QUOTE_MESSAGES.alreadyAnswered);

    // The buyer's mail: the amount, the terms and the private link.
    const buyerMail = (await mailsTo(who.email)).find((m) => m.includes('Your shipping quote')) as string;
    expect(buyerMail).toContain('Shipping: $340.00 by DHL Express');
    expect(buyerMail).toContain('Crate: included');
    expect(buyerMail).toContain('Insurance: not included');
    expect(buyerMail).toContain('Total with the works: $1,540.00');
    const link = buyerMail.match(/https:\/\/shop\.sawa\.example\/shipping-quote\/([A-Za-z0-9_-]+)/);
    expect(link?.[1]).toBe(token);
    const view = await gql(t, VIEW, { token }).expect(200);
    expect(view.body.data.shippingQuote).toMatchObject({
      number,
      status: 'answered',
      works: '1200.00',
      shipping: '340.00',
      total: '1540.00',
      expired: false,
      orderNumber: null,
      destination: 'Berlin, Germany',
      lines: [{ artName: 'Golden Monkey', edition: 'Original Art Work', quantity: 1, unitPrice: '1200.00' }],
    });

    // Taking it up is the usual checkout: the work is held now, the order's total is exactly the quoted one.
    const taken = await gql(t, TAKE_UP, { token }, newClient()).expect(200);
    expect(taken.body.errors).toBeUndefined();
    const { orderNumber, paymentLinkUrl, total } = taken.body.data.takeUpShippingQuote;
    expect(total).toBe('1540.00');
    expect(await stock(t, art.original)).toBe(0);
    const order = await gql(
      t,
      `query ($n: String!) { adminOrder(number: $n) { delivery shippingAmount total address { countryCode city } } }`,
      { n: orderNumber },
      auth,
    );
    expect(order.body.data.adminOrder).toEqual({
      delivery: 'shipping',
      shippingAmount: '340.00',
      total: '1540.00',
      address: { countryCode: 'DE', city: 'Berlin' },
    });
    expect((await gql(t, VIEW, { token })).body.data.shippingQuote).toMatchObject({ status: 'taken', orderNumber });

    // The IremboPay (sandbox) invoice: the work and the quoted shipping as its own item; paid through the sandbox's page.
    const path = await paymentPage(t, paymentLinkUrl);
    const [invoice] = await t.dataSource.query(`SELECT items, amount::text AS amount FROM sandbox_invoice WHERE transaction_id = $1`, [orderNumber]);
    expect(invoice).toEqual({
      amount: '1540.00',
      items: [
        { code: 'SAWA-ART', quantity: 1, unitAmount: '1200.00' },
        { code: 'SAWA-SHIPPING', quantity: 1, unitAmount: '340.00' },
      ],
    });
    expect((await t.http().get(path).expect(200)).text).toContain('Pay $1,540.00');
    await t.http().post(path).expect(303);
    await until(async () => (await t.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [orderNumber]))[0].status === 'paid');
    expect(await stock(t, art.original)).toBe(0);
  });

  it('an expired quote is refused with a clear message, and holds nothing', async () => {
    const { art, number, token } = await answeredQuote();
    await t.dataSource.query(`UPDATE shipping_quote SET valid_until = now() - interval '1 minute' WHERE number = $1`, [number]);
    const res = await gql(t, TAKE_UP, { token }, newClient()).expect(200);
    expect(res.body.errors[0].message).toMatch(/^This quote expired on \d{1,2} [A-Z][a-z]+ \d{4}\. Ask the studio for a new quote\.$/);
    expect((await gql(t, VIEW, { token })).body.data.shippingQuote).toMatchObject({ status: 'answered', expired: true });
    expect(await stock(t, art.original)).toBe(1);
  });

  it('a quote is taken up once: a second take-up, even at the same moment, is refused', async () => {
    const { art, token } = await answeredQuote();
    const both = await Promise.all([gql(t, TAKE_UP, { token }, newClient()), gql(t, TAKE_UP, { token }, newClient())]);
    const won = both.filter((r) => r.body.data?.takeUpShippingQuote);
    expect(won).toHaveLength(1);
    expect(both.find((r) => r.body.errors)?.body.errors[0].message).toBe(QUOTE_MESSAGES.taken);
    expect((await gql(t, TAKE_UP, { token }, newClient())).body.errors[0].message).toBe(QUOTE_MESSAGES.taken);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM order_line WHERE edition_id = $1`, [art.original]);
    expect(n).toBe(1);
  });

  it('Races: two buyers racing for the last unit of an edition, one through a quote take-up and one through checkout, make exactly one order', async () => {
    for (let round = 0; round < 8; round++) {
      const { art, token } = await answeredQuote();
      const rival = buyer();
      const [quoted, direct] = await Promise.all([
        gql(t, TAKE_UP, { token }, newClient()),
        gql(t, CHECKOUT, { input: { ...rival, delivery: 'pickup', address: null, currency: 'RWF', lines: originalInFrancs(art) } }, newClient()),
      ]);
      const orders = [quoted.body.data?.takeUpShippingQuote, direct.body.data?.checkout].filter(Boolean);
      expect(orders).toHaveLength(1);
      const loser = quoted.body.errors ?? direct.body.errors;
      expect(loser[0].message).toBe('"Golden Monkey" is no longer available.');
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM order_line WHERE edition_id = $1`, [art.original]);
      expect(n).toBe(1);
      expect(await stock(t, art.original)).toBe(0);
      // A quote whose take-up lost stays answered: nothing was taken up.
      const [{ status }] = await t.dataSource.query('SELECT status FROM shipping_quote WHERE token = $1', [token]);
      expect(status).toBe(quoted.body.errors ? 'answered' : 'taken');
    }
  });

  it('a work sold since the answer is refused at take-up with a clear message', async () => {
    const { art, token } = await answeredQuote();
    const sold = await gql(
      t,
      CHECKOUT,
      { input: { ...buyer(), delivery: 'pickup', address: null, currency: 'RWF', lines: originalInFrancs(art) } },
      newClient(),
    ).expect(200);
    expect(sold.body.errors).toBeUndefined();
    expect((await gql(t, TAKE_UP, { token }, newClient())).body.errors[0].message).toBe('"Golden Monkey" is no longer available.');
  });

  it('a cart with nothing on quote, a currency the checkout cannot take, and an unknown link are refused clearly', async () => {
    const art = await artwork(t, 5, { defaultDelivery: true });
    const print = [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }];
    const res = await gql(t, REQUEST, { input: { ...buyer(), delivery: 'shipping', address: BERLIN, lines: print } }, newClient()).expect(200);
    expect(res.body.errors[0].message).toBe(QUOTE_MESSAGES.nothingOnQuote);
    const req = await gql(t, REQUEST, { input: { ...buyer(), delivery: 'shipping', address: BERLIN, lines: original(art) } }, newClient()).expect(200);
    const number = req.body.data.requestShippingQuote.number;
    const rwf = await gql(t, ANSWER, { n: number, input: { ...ANSWERED, currency: 'RWF' } }, auth).expect(200);
    expect(rwf.body.errors[0].message).toBe(QUOTE_MESSAGES.currency('USD', 'RWF'));
    const days = await gql(t, ANSWER, { n: number, input: { ...ANSWERED, validDays: 0 } }, auth).expect(200);
    expect(days.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const [{ status }] = await t.dataSource.query('SELECT status FROM shipping_quote WHERE number = $1', [number]);
    expect(status).toBe('requested');
    expect((await gql(t, VIEW, { token: 'x'.repeat(32) })).body.errors[0].message).toBe(QUOTE_MESSAGES.notFound);
    // Answering needs a staff account with the shipping permission.
    expect((await gql(t, ANSWER, { n: number, input: ANSWERED })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("the studio's weight threshold puts a heavy print on quote: refused at checkout, listed by the cart's delivery quote, accepted as a quote request", async () => {
    const THRESHOLD = `mutation ($input: QuoteThresholdInput!) { updateQuoteThreshold(input: $input) { longestSideCm weightKg } }`;
    const art = await artwork(t, 5, { defaultDelivery: true });
    await t.dataSource.query(
      `INSERT INTO shipping_rate (zone, currency, first_item, extra_item) VALUES ('europe', 'USD', 40, 10) ON CONFLICT (zone, currency) DO NOTHING`,
    );
    const version = (await gql(t, `query ($id: ID!) { artwork(id: $id) { version } }`, { id: art.id }).expect(200)).body.data.artwork.version;
    const update = await gql(
      t,
      `mutation ($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { editions { type weightKg } } }`,
      {
        id: art.id,
        input: {
          version,
          editions: [
            { id: art.original, type: 'Original Art Work', price: '1200.00' },
            { id: art.print, type: 'Print A3', price: '95.50', editionSize: 5, weightKg: '32.50' },
          ],
        },
      },
      auth,
    ).expect(200);
    expect(update.body.errors).toBeUndefined();
    expect(update.body.data.updateArtwork.editions[1]).toEqual({ type: 'Print A3', weightKg: '32.50' });
    const print = [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }];
    const shipPrint = () => gql(t, CHECKOUT, { input: { ...buyer(), delivery: 'shipping', address: BERLIN, lines: print } }, newClient()).expect(200);
    expect((await shipPrint()).body.errors).toBeUndefined(); // no threshold yet: the flat rate

    expect((await gql(t, THRESHOLD, { input: { longestSideCm: 150, weightKg: 30 } }, auth).expect(200)).body.data.updateQuoteThreshold).toEqual({
      longestSideCm: 150,
      weightKg: 30,
    });
    const [audit] = await t.dataSource.query(`SELECT changes FROM audit_entry WHERE action = 'settings.quote-threshold-changed'`);
    expect(audit.changes).toEqual([
      { field: 'on quote over longest side', before: 'no limit', after: '150 cm' },
      { field: 'on quote over weight', before: 'no limit', after: '30 kg' },
    ]);
    expect((await shipPrint()).body.errors[0].message).toBe(DELIVERY_MESSAGES.onQuote('Golden Monkey'));
    const cart = await gql(t, `query ($input: DeliveryQuoteInput!) { deliveryQuote(input: $input) { shipping onQuote } }`, {
      input: { delivery: 'shipping', countryCode: 'DE', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1 }] },
    }).expect(200);
    expect(cart.body.data.deliveryQuote).toEqual({ shipping: '0.00', onQuote: ['Golden Monkey'] });
    // Pickup is unaffected by the threshold.
    expect(
      (
        await gql(
          t,
          CHECKOUT,
          { input: { ...buyer(), delivery: 'pickup', currency: 'RWF', lines: [{ ...print[0], unitPrice: RWF_PRICES.print }] } },
          newClient(),
        )
      ).body.errors,
    ).toBeUndefined();
    const req = await gql(t, REQUEST, { input: { ...buyer(), delivery: 'shipping', address: BERLIN, lines: print } }, newClient()).expect(200);
    expect(req.body.errors).toBeUndefined();
    // Back under the threshold: the flat rate again.
    await gql(t, THRESHOLD, { input: { longestSideCm: null, weightKg: 50 } }, auth).expect(200);
    expect((await shipPrint()).body.errors).toBeUndefined();
    expect((await gql(t, THRESHOLD, { input: { longestSideCm: null, weightKg: -1 } }, auth)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
  it("the studio's size threshold puts a large work on quote by its longest side (its numeric dimensions in cm)", async () => {
    const THRESHOLD = `mutation ($input: QuoteThresholdInput!) { updateQuoteThreshold(input: $input) { longestSideCm weightKg } }`;
    const art = await artwork(t, 5, { defaultDelivery: true });
    await t.dataSource.query(
      `INSERT INTO shipping_rate (zone, currency, first_item, extra_item) VALUES ('europe', 'USD', 40, 10) ON CONFLICT (zone, currency) DO NOTHING`,
    );
    const print = [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }];
    const shipPrint = () => gql(t, CHECKOUT, { input: { ...buyer(), delivery: 'shipping', address: BERLIN, lines: print } }, newClient()).expect(200);
    await gql(t, THRESHOLD, { input: { longestSideCm: 100, weightKg: null } }, auth).expect(200);
    // Not measured: compared by its weight alone (none), so the flat rate.
    expect((await shipPrint()).body.errors).toBeUndefined();
    // 120 × 90 cm: over 100 cm on its longest side, so on quote.
    await t.dataSource.query(`UPDATE art SET width_cm = 120, height_cm = 90 WHERE id = $1`, [art.id]);
    expect((await shipPrint()).body.errors[0].message).toBe(DELIVERY_MESSAGES.onQuote('Golden Monkey'));
    const cart = await gql(t, `query ($input: DeliveryQuoteInput!) { deliveryQuote(input: $input) { onQuote } }`, {
      input: { delivery: 'shipping', countryCode: 'DE', currency: 'USD', lines: [{ artworkId: art.id, editionId: art.print, quantity: 1 }] },
    }).expect(200);
    expect(cart.body.data.deliveryQuote).toEqual({ onQuote: ['Golden Monkey'] });
    // Exactly 100 cm is not over it: the flat rate again.
    await t.dataSource.query(`UPDATE art SET width_cm = 100, height_cm = 70, depth_cm = 4 WHERE id = $1`, [art.id]);
    expect((await shipPrint()).body.errors).toBeUndefined();
  });
});

import { OutboxService } from '@sawa/api/messaging';
import { kigaliToday } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify } from './support/commerce';
import { startSmtp, TestSmtp, textOf } from './support/smtp';

const SHIP = `mutation ($n: String!, $s: ShipOrderInput!) { markOrderShipped(number: $n, shipment: $s) { status carrier carrierLabel trackingNumber trackingUrl shippedAt } }`;
const DELIVER = 'mutation ($n: String!) { markOrderDelivered(number: $n) { status deliveredAt } }';
const CANCEL = 'mutation ($n: String!) { cancelOrder(number: $n) { status refundDue } }';
const REFUND = `mutation ($n: String!, $i: RecordRefundInput!) { recordOrderRefund(number: $n, input: $i) {
  refundDue refundedAt refundedAmount refundableAmount refunds { amount method reference reason refundedOn } } }`;
const MARK_REFUNDED = 'mutation ($n: String!) { markOrderRefunded(number: $n) { refundDue refundedAt refundableAmount refunds { amount method } } }';
const BUYER_VIEW = `query ($n: String!) { order(number: $n) { status carrier carrierLabel trackingNumber trackingUrl shippedAt deliveredAt
  refunded refundedAmount refunds { amount refundedOn } } }`;
const LEDGER = '{ conservationLedger(page: 1, pageSize: 100) { items { kind orderNumber edition quantity saleAmount amount } } }';

type Entry = { kind: string; orderNumber: string; edition: string; quantity: number; saleAmount: string; amount: string };

/**
 * After the sale, on real PostgreSQL and a real SMTP server: 'Mark shipped' takes a carrier and a tracking
 * number (the buyer's page and mail show them, with the carrier's tracking link), a shipped order is marked
 * delivered, and refunds are records: partial, completing, never more than was paid (even two at once), with
 * the conservation ledger reversing each refund's part of the share.
 */
describe('shipping and refunds', () => {
  let t: TestApp & { url: string };
  let smtp: TestSmtp;
  let auth: { authorization: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await listening({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.sawa.example' });
    auth = { authorization: `Bearer ${await t.token()}` };
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => (smtp.received.length = 0));

  let buyers = 0;
  /** A paid order of the given lines (paid through the sandbox, then recorded as mobile money: a real payment). */
  const paidOrder = async (lines: (art: Awaited<ReturnType<typeof artwork>>) => object[], pay = true) => {
    const art = await artwork(t, 10);
    buyers += 1;
    const email = `aftersale${buyers}@example.org`;
    const input = { ...BUYER, email, phone: `+250 788 ${String(buyers).padStart(6, '0')}`, lines: lines(art) };
    const res = await gql(t, CHECKOUT, { input }, newClient()).expect(200);
    if (res.body.errors) throw new Error(res.body.errors[0].message);
    const number = res.body.data.checkout.orderNumber as string;
    if (pay) {
      await notify(t, { transactionId: number }).expect(200);
      await t.dataSource.query(`UPDATE customer_order SET payment_method = 'MTN_MOMO' WHERE number = $1`, [number]);
      await t.app.get(OutboxService).deliverDue();
      smtp.received.length = 0;
    }
    return { number, email };
  };
  const original = (art: { id: string; original: string }) => [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }];
  const mailsTo = async (email: string) => {
    await t.app.get(OutboxService).deliverDue();
    return smtp.received.filter((m) => m.to.includes(email)).map((m) => textOf(m.raw));
  };
  const view = async (number: string) => (await gql(t, BUYER_VIEW, { n: number }).expect(200)).body.data.order;
  const status = async (number: string) => (await t.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [number]))[0].status;
  const entriesOf = async (number: string): Promise<Entry[]> =>
    (await gql(t, LEDGER, {}, auth).expect(200)).body.data.conservationLedger.items.filter((e: Entry) => e.orderNumber === number);
  const summary = (entries: Entry[]) => entries.map((e) => [e.kind, e.edition, e.quantity, e.saleAmount, e.amount]).sort();

  it("'Mark shipped' without a tracking number is refused; with one the buyer's page and mail show the carrier, the number and the link", async () => {
    const { number, email } = await paidOrder(original);

    // Left out: the request itself is refused (400, BAD_USER_INPUT), naming the missing field.
    const missing = await gql(t, SHIP, { n: number, s: { carrier: 'dhl' } }, auth).expect(400);
    expect(missing.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(missing.body.errors[0].message).toContain('Field "trackingNumber" of required type "String!" was not provided');
    // Blank, or text that is no tracking number: refused with the shop's message; 'other' needs the carrier's name.
    for (const [s, message] of [
      [{ carrier: 'dhl', trackingNumber: '   ' }, 'A tracking number is required to mark an order shipped.'],
      [{ carrier: 'ups', trackingNumber: '1Z<script>' }, 'trackingNumber may hold only letters, digits, spaces and dashes.'],
      [{ carrier: 'other', trackingNumber: 'KP-123' }, "carrierName is required when the carrier is 'other'."],
    ] as const) {
      const refused = await gql(t, SHIP, { n: number, s }, auth).expect(200);
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors[0].message).toContain(message);
    }
    expect((await gql(t, SHIP, { n: number, s: { carrier: 'pigeon', trackingNumber: '1' } }, auth).expect(400)).body.errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await status(number)).toBe('paid');
    expect(await mailsTo(email)).toEqual([]);

    const shipped = (await gql(t, SHIP, { n: number, s: { carrier: 'dhl', trackingNumber: ' JD014600006543210987 ' } }, auth).expect(200)).body.data
      .markOrderShipped;
    const link = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006543210987';
    expect(shipped).toMatchObject({
      status: 'shipped',
      carrier: 'dhl',
      carrierLabel: 'DHL Express',
      trackingNumber: 'JD014600006543210987',
      trackingUrl: link,
    });
    expect(await view(number)).toMatchObject({
      status: 'shipped',
      carrierLabel: 'DHL Express',
      trackingNumber: 'JD014600006543210987',
      trackingUrl: link,
      deliveredAt: null,
    });
    const [mail] = await mailsTo(email);
    expect(mail).toContain(`Your order ${number} has left the studio.`);
    expect(mail).toContain('Carrier: DHL Express. Tracking number: JD014600006543210987.');
    expect(mail).toContain(`Follow it here: ${link}`);
    // Shipped once: a second 'Mark shipped' is refused.
    expect((await gql(t, SHIP, { n: number, s: { carrier: 'dhl', trackingNumber: 'X1' } }, auth)).body.errors[0].message).toBe(
      `Only a paid order can be shipped; ${number} is shipped.`,
    );
  });

  it('a carrier with no known tracking page (or one the staff name) gets no link; the number is still given', async () => {
    const post = await paidOrder(original);
    await gql(t, SHIP, { n: post.number, s: { carrier: 'iposita', trackingNumber: 'EE123456789RW' } }, auth).expect(200);
    expect(await view(post.number)).toMatchObject({ carrierLabel: 'EMS / Rwanda Post (Iposita)', trackingNumber: 'EE123456789RW', trackingUrl: null });
    const [mail] = await mailsTo(post.email);
    expect(mail).toContain('Carrier: EMS / Rwanda Post (Iposita). Tracking number: EE123456789RW.');
    expect(mail).not.toContain('Follow it here');

    const other = await paidOrder(original);
    const res = await gql(t, SHIP, { n: other.number, s: { carrier: 'other', carrierName: ' Kenya Post ', trackingNumber: 'KP 42' } }, auth).expect(200);
    expect(res.body.data.markOrderShipped).toMatchObject({ carrier: 'other', carrierLabel: 'Kenya Post', trackingUrl: null });
  });

  it('a shipped order is marked delivered (once), with its date for the staff and the buyer; only a shipped one', async () => {
    const { number } = await paidOrder(original);
    expect((await gql(t, DELIVER, { n: number }, auth)).body.errors[0].message).toBe(`Only a shipped order can be marked delivered; ${number} is paid.`);
    await gql(t, SHIP, { n: number, s: { carrier: 'fedex', trackingNumber: '794612345678' } }, auth).expect(200);
    const delivered = (await gql(t, DELIVER, { n: number }, auth).expect(200)).body.data.markOrderDelivered;
    expect(delivered.status).toBe('delivered');
    expect(Date.parse(delivered.deliveredAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await view(number)).toMatchObject({
      status: 'delivered',
      deliveredAt: delivered.deliveredAt,
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794612345678',
    });
    expect((await gql(t, DELIVER, { n: number }, auth)).body.errors[0].message).toBe(`Only a shipped order can be marked delivered; ${number} is delivered.`);
    expect((await gql(t, CANCEL, { n: number }, auth)).body.errors[0].message).toBe('A delivered order cannot be cancelled.');
    // Still a sale: the dashboard counts it.
    const sales = (await gql(t, '{ sales { paidOrders } }', {}, auth).expect(200)).body.data.sales;
    expect(sales.paidOrders).toBeGreaterThan(0);
    const history = (await gql(t, 'query ($n: String!) { orderHistory(number: $n) { items { action } } }', { n: number }, auth)).body.data.orderHistory.items;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['order.delivered', 'order.shipped', 'order.paid']);
  });

  it('partial refunds, a refund that completes them, an over-refund refused; the ledger reverses each in proportion, exact to the cent', async () => {
    // 1200.00 + 2 x 95.50 = 1391.00 paid; 10 % set aside: 120.00 and 19.10.
    const { number, email } = await paidOrder((art) => [
      { artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' },
      { artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '95.50' },
    ]);
    const worksSold = async () => (await gql(t, '{ conservationTotals { worksSold } }').expect(200)).body.data.conservationTotals.worksSold;
    const soldBefore = await worksSold();

    // 556.40 is 40 % of 1391.00: 40 % of each line's share goes back (48.00 and 7.64).
    const first = await gql(
      t,
      REFUND,
      { n: number, i: { amount: '556.40', method: 'mobile_money', reference: 'MP-REF-1', reason: 'Frame damaged in transit' } },
      auth,
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.recordOrderRefund).toEqual({
      refundDue: false,
      refundedAt: null,
      refundedAmount: '556.40',
      refundableAmount: '834.60',
      refunds: [{ amount: '556.40', method: 'mobile_money', reference: 'MP-REF-1', reason: 'Frame damaged in transit', refundedOn: kigaliToday() }],
    });
    expect(summary(await entriesOf(number))).toEqual(
      [
        ['refund', 'Original Art Work', 0, '-480.00', '-48.00'],
        ['refund', 'Print A3', 0, '-76.40', '-7.64'],
        ['sale', 'Original Art Work', 1, '1200.00', '120.00'],
        ['sale', 'Print A3', 2, '191.00', '19.10'],
      ].sort(),
    );
    const [partial] = await mailsTo(email);
    expect(partial).toContain(`We have refunded $556.40 for your order ${number} by mobile money.`);
    expect(partial).toContain('This is part of the $1,391.00 you paid.');

    // More than is left (834.60): refused, nothing recorded.
    const over = await gql(t, REFUND, { n: number, i: { amount: '900.00', method: 'bank_transfer' } }, auth).expect(200);
    expect(over.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(over.body.errors[0].message).toBe(
      `A refund of $900.00 is more than what is left to refund on order ${number}: $834.60 ($1,391.00 paid, $556.40 refunded).`,
    );
    // Not an amount, nothing, or a day still to come: refused with the field's message.
    for (const [i, message] of [
      [{ amount: '12.345', method: 'cash' }, 'amount must be an amount of at least 0 with at most two decimals'],
      [{ amount: '0', method: 'cash' }, 'amount must be more than 0'],
      [{ amount: '1.00', method: 'cash', refundedOn: '2999-01-01' }, 'refundedOn cannot be in the future'],
      [{ amount: '1.00', method: 'cash', refundedOn: '27/11/2026' }, 'refundedOn must be a date written YYYY-MM-DD'],
    ] as const) {
      const refused = await gql(t, REFUND, { n: number, i }, auth).expect(200);
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.body.errors[0].message).toContain(message);
    }

    // 300.00 more: the reversed share stands at 120.00 x 856.40 / 1391.00 = 73.8806 -> 73.88 (and 19.10 -> 11.7593 -> 11.76),
    // so this refund's entries are what that adds to the first's: 25.88 and 4.12.
    await gql(t, REFUND, { n: number, i: { amount: '300', method: 'card', refundedOn: '2026-11-20' } }, auth).expect(200);
    // The last 534.60 completes it: the order is refunded, and the share is reversed exactly (46.12 and 7.34).
    const done = (await gql(t, REFUND, { n: number, i: { amount: '534.60', method: 'bank_transfer', reference: 'TRF-9' } }, auth).expect(200)).body.data
      .recordOrderRefund;
    expect(done).toMatchObject({ refundDue: false, refundedAmount: '1391.00', refundableAmount: '0.00' });
    expect(Date.parse(done.refundedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(done.refunds.map((r: { amount: string; refundedOn: string }) => [r.amount, r.refundedOn])).toEqual([
      ['556.40', kigaliToday()],
      ['300.00', '2026-11-20'],
      ['534.60', kigaliToday()],
    ]);
    const refunds = (await entriesOf(number)).filter((e) => e.kind === 'refund');
    const byEdition = (edition: string) =>
      refunds
        .filter((e) => e.edition === edition)
        .map((e) => e.amount)
        .sort();
    expect(byEdition('Original Art Work')).toEqual(['-25.88', '-46.12', '-48.00']);
    expect(byEdition('Print A3')).toEqual(['-4.12', '-7.34', '-7.64']);
    const cents = (entries: Entry[], field: 'amount' | 'saleAmount') => entries.reduce((sum, e) => sum + Math.round(Number(e[field]) * 100), 0);
    expect(cents(await entriesOf(number), 'amount')).toBe(0);
    expect(cents(await entriesOf(number), 'saleAmount')).toBe(0);
    // The works stay sold: a refund is money, not units.
    expect(await worksSold()).toBe(soldBefore);
    expect(await view(number)).toMatchObject({ status: 'paid', refunded: true, refundedAmount: '1391.00' });
    expect((await mailsTo(email)).slice(-1)[0]).not.toContain('This is part of');

    const again = await gql(t, REFUND, { n: number, i: { amount: '0.01', method: 'cash' } }, auth).expect(200);
    expect(again.body.errors[0].message).toBe(`Order ${number} is already refunded in full ($1,391.00).`);

    // The partner's CSV carries each refund's entries.
    const csv = (await t.http().get('/api/v1/conservation/ledger.csv').set(auth).expect(200)).text.split('\r\n').filter((r) => r.includes(number));
    expect(csv.filter((r) => r.includes(`,${number},refund,`))).toHaveLength(6);
    expect(csv).toContainEqual(expect.stringMatching(new RegExp(`,${number},refund,Golden Monkey,Original Art Work,0,-480\\.00,10\\.00,-48\\.00,USD,yes$`)));
  });

  it('a partial refund, then the order cancelled: the reversal takes back only what is left; Mark refunded records the rest', async () => {
    const { number } = await paidOrder((art) => [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    await gql(t, REFUND, { n: number, i: { amount: '50.00', method: 'cash' } }, auth).expect(200);
    expect((await gql(t, CANCEL, { n: number }, auth).expect(200)).body.data.cancelOrder).toEqual({ status: 'cancelled', refundDue: true });
    // 9.55 x 50.00 / 95.50 = 5.00 went back with the refund; the cancel takes back the other 4.55, and the unit.
    expect(summary(await entriesOf(number))).toEqual([
      ['refund', 'Print A3', 0, '-50.00', '-5.00'],
      ['reversal', 'Print A3', -1, '-45.50', '-4.55'],
      ['sale', 'Print A3', 1, '95.50', '9.55'],
    ]);
    const marked = (await gql(t, MARK_REFUNDED, { n: number }, auth).expect(200)).body.data.markOrderRefunded;
    expect(marked).toMatchObject({
      refundDue: false,
      refundableAmount: '0.00',
      refunds: [
        { amount: '50.00', method: 'cash' },
        { amount: '45.50', method: null },
      ],
    });
    // The share was reversed whole by the cancel: the last refund adds nothing to the ledger.
    expect(await entriesOf(number)).toHaveLength(3);
    expect((await gql(t, MARK_REFUNDED, { n: number }, auth)).body.errors[0].message).toBe(`Order ${number} has no refund due.`);
  });

  it('an order with no payment recorded cannot be refunded', async () => {
    const { number } = await paidOrder(original, false);
    const res = await gql(t, REFUND, { n: number, i: { amount: '10.00', method: 'cash' } }, auth).expect(200);
    expect(res.body.errors[0].message).toBe(`Order ${number} has no payment recorded: there is nothing to refund.`);
  });

  it('two refunds recorded at once that together exceed what was paid: exactly one is recorded (the order row is locked)', async () => {
    for (let round = 0; round < 6; round++) {
      const { number } = await paidOrder(original);
      const results = await Promise.all(
        ['700.00', '600.00'].map((amount) => gql(t, REFUND, { n: number, i: { amount, method: 'mobile_money' } }, auth).expect(200)),
      );
      const won = results.filter((r) => !r.body.errors);
      expect(won).toHaveLength(1);
      const lost = results.find((r) => r.body.errors)!;
      expect(lost.body.errors[0].message).toMatch(
        new RegExp(`^A refund of \\$(700|600)\\.00 is more than what is left to refund on order ${number}: \\$(500|600)\\.00`),
      );
      const [{ n, total }] = await t.dataSource.query(
        `SELECT count(*)::int AS n, sum(r.amount)::text AS total FROM order_refund r JOIN customer_order o ON o.id = r.order_id WHERE o.number = $1`,
        [number],
      );
      expect(n).toBe(1);
      expect(['700.00', '600.00']).toContain(total);
      // One refund's entry on the one line: its share (120.00) in proportion, 70.00 or 60.00 of it.
      expect((await entriesOf(number)).filter((e) => e.kind === 'refund').map((e) => e.amount)).toEqual([total === '700.00' ? '-70.00' : '-60.00']);
    }
  });

  it('the return policy per kind of work is a studio setting: public to read, shown in the paid mail for the kinds bought', async () => {
    const POLICIES = '{ returnPolicies { original limited open } }';
    const UPDATE = 'mutation ($i: ReturnPoliciesInput!) { updateReturnPolicies(input: $i) { original limited open } }';
    expect((await gql(t, POLICIES).expect(200)).body.data.returnPolicies).toEqual({ original: '', limited: '', open: '' });
    const input = { original: ' Originals may be returned within 14 days of delivery, in their crate. ', limited: 'Limited prints are final sale.' };
    expect((await gql(t, UPDATE, { i: input })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const tooLong = await gql(t, UPDATE, { i: { open: 'x'.repeat(2001) } }, auth).expect(200);
    expect(tooLong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const saved = (await gql(t, UPDATE, { i: input }, auth).expect(200)).body.data.updateReturnPolicies;
    expect(saved).toEqual({
      original: 'Originals may be returned within 14 days of delivery, in their crate.',
      limited: 'Limited prints are final sale.',
      open: '',
    });
    expect((await gql(t, POLICIES).expect(200)).body.data.returnPolicies).toEqual(saved);
    const [entry] = await t.dataSource.query(`SELECT target_id FROM audit_entry WHERE action = 'settings.return-policy-changed'`);
    expect(entry).toEqual({ target_id: 'return policy' });

    // An order of an original and a limited print: the paid mail states both policies (an open print's is empty: nothing said).
    const art = await artwork(t, 10);
    const input2 = {
      ...BUYER,
      email: 'returns@example.org',
      lines: [
        { artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' },
        { artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' },
      ],
    };
    const number = (await gql(t, CHECKOUT, { input: input2 }, newClient()).expect(200)).body.data.checkout.orderNumber as string;
    await notify(t, { transactionId: number }).expect(200);
    const [paid] = await mailsTo('returns@example.org');
    expect(paid.replace(/\r\n/g, '\n')).toContain(
      'Returns:\nOriginals: Originals may be returned within 14 days of delivery, in their crate.\nLimited prints: Limited prints are final sale.\n',
    );

    // Shipped, then delivered: the buyer is mailed that it arrived, whom to write to, and the same policies again.
    await gql(t, SHIP, { n: number, s: { carrier: 'dhl', trackingNumber: '1234567890' } }, auth).expect(200);
    await mailsTo('returns@example.org');
    smtp.received.length = 0;
    await gql(t, DELIVER, { n: number }, auth).expect(200);
    const [delivered, ...more] = await mailsTo('returns@example.org');
    expect(more).toEqual([]);
    const text = delivered.replace(/\r\n/g, '\n');
    expect(text).toContain(`Your order ${number} has arrived`);
    expect(text).toContain(`Your order ${number} has been delivered by DHL Express.`);
    expect(text).toContain('Returns, Originals: Originals may be returned within 14 days of delivery, in their crate.');
    expect(text).toContain('Returns, Limited prints: Limited prints are final sale.');
  });
});

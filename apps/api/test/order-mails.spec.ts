import { ReservationWorker } from '@sawa/api/commerce';
import { OutboxService } from '@sawa/api/messaging';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify } from './support/commerce';
import { startSmtp, TestSmtp, textOf } from './support/smtp';

/**
 * The buyer hears of every change to their order after checkout, through the outbox and a real SMTP server:
 * paid (already), shipped, cancelled (and what happens to the money), refunded, and expired unpaid.
 */
describe('order mails to the buyer', () => {
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
  const buy = async () => {
    const art = await artwork(t);
    buyers += 1;
    const email = `buyer${buyers}@example.org`;
    const res = await gql(
      t,
      CHECKOUT,
      {
        input: {
          ...BUYER,
          email,
          phone: `+250 788 ${String(buyers).padStart(6, '0')}`,
          lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }],
        },
      },
      newClient(),
    );
    expect(res.body.errors).toBeUndefined();
    return { number: res.body.data.checkout.orderNumber as string, email };
  };
  /** Sends what the outbox holds; returns the text of each mail to `email`. */
  const mailsTo = async (email: string) => {
    await t.app.get(OutboxService).deliverDue();
    return smtp.received.filter((m) => m.to.includes(email)).map((m) => textOf(m.raw));
  };
  // Headers unfolded (a long subject is folded over lines).
  const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const ORDER_DATES = 'query ($n: String!) { order(number: $n) { status paidAt shippedAt cancelledAt refunded } }';

  it('a paid order cancelled: the buyer is told it is cancelled and that the full amount will be refunded; then that the refund was made', async () => {
    const { number, email } = await buy();
    await notify(t, { transactionId: number }).expect(200);
    expect((await mailsTo(email)).map(subjectOf)).toEqual([`Test payment: Your order ${number} is paid - Sawa Art Studio`]);
    // As if paid by mobile money at IremboPay (this test app takes payments in its sandbox).
    await t.dataSource.query(`UPDATE customer_order SET payment_method = 'MTN_MOMO' WHERE number = $1`, [number]);
    smtp.received.length = 0;

    expect((await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: number }, auth)).body.errors).toBeUndefined();
    const [cancelled] = await mailsTo(email);
    expect(subjectOf(cancelled)).toBe(`Your order ${number} was cancelled - Sawa Art Studio`);
    expect(cancelled).toContain('The studio has cancelled your order');
    expect(cancelled).toContain('You paid $1,200.00: it will be refunded in full, to the account or card you paid with.');
    expect(cancelled).toContain(`https://shop.sawa.example/order/${number}`);
    const view = (await gql(t, ORDER_DATES, { n: number })).body.data.order;
    expect(view).toEqual({ status: 'cancelled', paidAt: expect.any(String), shippedAt: null, cancelledAt: expect.any(String), refunded: null });
    expect(Date.parse(view.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);

    smtp.received.length = 0;
    await gql(t, 'mutation ($n: String!) { markOrderRefunded(number: $n) { refundDue } }', { n: number }, auth).expect(200);
    const [refund] = await mailsTo(email);
    expect(subjectOf(refund)).toBe(`Your refund for order ${number} - Sawa Art Studio`);
    expect(refund).toContain(`We have refunded $1,200.00 for your order ${number}`);
    expect((await gql(t, ORDER_DATES, { n: number })).body.data.order.refunded).toBe(true);
  });

  it('a test payment (the sandbox) cancelled: the mail says nothing was charged and nothing is to be refunded', async () => {
    const { number, email } = await buy();
    await notify(t, { transactionId: number }).expect(200);
    await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: number }, auth).expect(200);
    const cancelled = (await mailsTo(email))[1];
    expect(subjectOf(cancelled)).toBe(`Test payment: Your order ${number} was cancelled - Sawa Art Studio`);
    expect(cancelled).toContain('It was a test payment: nothing was charged, so there is nothing to refund.');
  });

  it('with a mail server set, the back office is told mail leaves (no warning)', async () => {
    const status = (await gql(t, '{ mailStatus { configured failed } }', {}, auth)).body.data.mailStatus;
    expect(status).toEqual({ configured: true, failed: 0 });
  });

  it('an unpaid order cancelled by the studio: the buyer is told nothing was charged', async () => {
    const { number, email } = await buy();
    await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: number }, auth).expect(200);
    const [mail] = await mailsTo(email);
    expect(subjectOf(mail)).toBe(`Your order ${number} was cancelled - Sawa Art Studio`);
    expect(mail).toContain('It had not been paid, so nothing was charged.');
  });

  it('an order that expires unpaid: the buyer learns the works are no longer held and can put them back in the cart', async () => {
    const { number, email } = await buy();
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [number]);
    await t.app.get(ReservationWorker).sweepOnce();
    expect((await gql(t, ORDER_DATES, { n: number })).body.data.order.status).toBe('expired');
    const [mail] = await mailsTo(email);
    expect(subjectOf(mail)).toBe(`Your order ${number} was not paid in time - Sawa Art Studio`);
    expect(mail).toContain('nothing was charged');
    expect(mail).toContain('put them back in your cart from your order page');
    // A second sweep writes nothing more.
    await t.app.get(ReservationWorker).sweepOnce();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a paid order marked shipped: the buyer gets the promised mail with where it goes, and the order shows when it was shipped', async () => {
    const { number, email } = await buy();
    await notify(t, { transactionId: number }).expect(200);
    await gql(
      t,
      'mutation ($n: String!) { markOrderShipped(number: $n, shipment: { carrier: dhl, trackingNumber: "1234567890" }) { status } }',
      { n: number },
      auth,
    ).expect(200);
    const texts = await mailsTo(email);
    expect(texts.map(subjectOf)).toEqual([
      `Test payment: Your order ${number} is paid - Sawa Art Studio`,
      `Test payment: Your order ${number} is on its way - Sawa Art Studio`,
    ]);
    expect(texts[1]).toContain('It goes to: Kenyatta Ave 12, Nairobi, Nairobi County, Kenya.');
    const view = (await gql(t, ORDER_DATES, { n: number })).body.data.order;
    expect(view.status).toBe('shipped');
    expect(Date.parse(view.shippedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

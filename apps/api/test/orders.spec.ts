import { CANCELLED_AFTER_PAYMENT_NOTE, ORDER_TRANSITIONS, PaymentsSettings, PAYMENT_PROVIDER, PaymentProvider, ReservationWorker } from '@sawa/api/commerce';
import { ConfigService } from '@nestjs/config';
import { ShopModeService } from '@sawa/api/shop';
import { Environment, validateEnvironment } from '@sawa/api/common';
import { TestApp } from './harness';
import {
  artwork,
  BUYER,
  CHECKOUT,
  gql,
  listening,
  newClient,
  notify,
  orderRow,
  sandboxSecret,
  stock,
  withLostNotifications,
  paymentPage,
} from './support/commerce';

/** Orders that know what they hold, one transition table, and payments checked against the order. */
describe('orders', () => {
  let t: TestApp & { url: string };
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await listening();
    auth = { authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  let buyers = 0;
  const buy = async (lines: { artworkId: string; editionId: string; quantity: number; unitPrice: string }[]) => {
    buyers += 1;
    const res = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, email: `orders${buyers}@example.org`, phone: `+250 788 ${String(buyers).padStart(6, '0')}`, lines } },
      newClient(),
    );
    if (res.body.errors) throw new Error(res.body.errors[0].message);
    return res.body.data.checkout as { orderNumber: string; paymentLinkUrl: string };
  };
  const original = (art: { id: string; original: string }) => [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }];
  const counts = async (editionId: string) => (await t.dataSource.query('SELECT reserved, sold FROM edition WHERE id = $1', [editionId]))[0];
  const CANCEL = 'mutation ($n: String!) { cancelOrder(number: $n) { status refundDue staffNote holdsStock } }';
  const SHIP = 'mutation ($n: String!) { markOrderShipped(number: $n, shipment: { carrier: dhl, trackingNumber: "1234567890" }) { status } }';
  const expire = (number: string) => t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [number]);
  const invoice = async (number: string) =>
    t
      .http()
      .get(`/sandbox/irembopay/payments/invoices/${number}`)
      .set('irembopay-secretKey', await sandboxSecret(t))
      .set('X-API-Version', '2');
  const mailsAbout = (reference: string) =>
    t.dataSource.query(`SELECT "to", subject, text FROM outbox_message WHERE subject LIKE $1 ORDER BY created_at`, [`%${reference}%`]);

  it('has one transition table: pending → paid → shipped → delivered; paid → ready for pickup → collected; pending → expired or cancelled; paid or ready → cancelled', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      pending: ['paid', 'expired', 'cancelled'],
      paid: ['shipped', 'ready_for_pickup', 'cancelled'],
      shipped: ['delivered'],
      delivered: [],
      ready_for_pickup: ['collected', 'cancelled'],
      collected: [],
      expired: [],
      cancelled: [],
    });
  });

  it('late payment, then cancel: the stock is unchanged; a paid order cancelled puts its unit back once and is flagged refund due', async () => {
    const art = await artwork(t);
    const late = await buy(original(art));
    await expire(late.orderNumber);
    await t.app.get(ReservationWorker).sweepOnce();
    const sold = await buy(original(art));
    await notify(t, { transactionId: sold.orderNumber }).expect(200);
    expect(await counts(art.original)).toEqual({ reserved: 0, sold: 1 });

    expect((await notify(t, { transactionId: late.orderNumber }).expect(200)).body.message).toBe('Payment recorded after the order had ended: refund due');
    // The staff's Cancel of the late-paid order cannot put the sold original back on sale.
    expect((await gql(t, CANCEL, { n: late.orderNumber }, auth)).body.errors[0].message).toBe('A expired order cannot be cancelled.');
    expect((await gql(t, SHIP, { n: late.orderNumber }, auth)).body.errors[0].message).toBe(
      `Only a paid order can be shipped; ${late.orderNumber} is expired.`,
    );
    expect(await counts(art.original)).toEqual({ reserved: 0, sold: 1 });
    expect(await stock(t, art.original)).toBe(0);

    // The paid order is cancelled (to refund): its original goes back on sale, once.
    expect((await gql(t, CANCEL, { n: sold.orderNumber }, auth)).body.data.cancelOrder).toEqual({
      status: 'cancelled',
      refundDue: true,
      staffNote: CANCELLED_AFTER_PAYMENT_NOTE,
      holdsStock: false,
    });
    expect(await counts(art.original)).toEqual({ reserved: 0, sold: 0 });
    expect((await gql(t, CANCEL, { n: sold.orderNumber }, auth)).body.errors[0].message).toBe('A cancelled order cannot be cancelled.');
    expect((await notify(t, { transactionId: sold.orderNumber }).expect(200)).body.message).toBe('Payment already recorded');
    expect(await counts(art.original)).toEqual({ reserved: 0, sold: 0 });

    // Refunded: the flag clears, the date stays.
    const REFUNDED = 'mutation ($n: String!) { markOrderRefunded(number: $n) { refundDue refundedAt } }';
    const refunded = (await gql(t, REFUNDED, { n: sold.orderNumber }, auth)).body.data.markOrderRefunded;
    expect(refunded.refundDue).toBe(false);
    expect(Date.parse(refunded.refundedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await gql(t, REFUNDED, { n: sold.orderNumber }, auth)).body.errors[0].message).toBe(`Order ${sold.orderNumber} has no refund due.`);
  });

  it('ship and cancel racing for the same paid order: exactly one wins, and the stock matches the winner', async () => {
    const art = await artwork(t, 10);
    for (let round = 0; round < 8; round++) {
      const { orderNumber } = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
      await notify(t, { transactionId: orderNumber }).expect(200);
      const before = await counts(art.print);
      const [ship, cancel] = await Promise.all([gql(t, SHIP, { n: orderNumber }, auth), gql(t, CANCEL, { n: orderNumber }, auth)]);
      const won = [ship, cancel].filter((r) => !r.body.errors);
      expect(won).toHaveLength(1);
      const [{ status }] = await t.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [orderNumber]);
      if (ship.body.errors) {
        expect(status).toBe('cancelled');
        expect(ship.body.errors[0].message).toBe(`Only a paid order can be shipped; ${orderNumber} is cancelled.`);
        expect(await counts(art.print)).toEqual({ reserved: 0, sold: before.sold - 1 });
      } else {
        expect(status).toBe('shipped');
        expect(cancel.body.errors[0].message).toBe('A shipped order cannot be cancelled.');
        expect(await counts(art.print)).toEqual(before);
      }
    }
  });

  it('a cancelled or expired order’s invoice is ended at the payment service: it can no longer be paid', async () => {
    const art = await artwork(t, 2);
    const cancelled = await buy(original(art));
    // Its buyer opened the payment page: it has an invoice (checkout makes none).
    await t.http().get(new URL(cancelled.paymentLinkUrl).pathname).expect(302);
    await gql(t, CANCEL, { n: cancelled.orderNumber }, auth).expect(200);
    const [{ invoice_number: cancelledInvoice }] = await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [
      cancelled.orderNumber,
    ]);
    const endedInvoice = await invoice(cancelledInvoice);
    expect(endedInvoice.status).toBe(200);
    const ended = endedInvoice.body.data;
    expect(Date.parse(ended.expiryAt)).toBeLessThanOrEqual(Date.now());
    const [{ payment_link_url: providerLink }] = await t.dataSource.query('SELECT payment_link_url FROM customer_order WHERE number = $1', [
      cancelled.orderNumber,
    ]);
    const page = new URL(providerLink).pathname;
    expect((await t.http().get(page).expect(200)).text).toContain('This invoice has expired.');
    await t.http().post(page).expect(303);
    expect((await invoice(cancelledInvoice)).body.data.paymentStatus).toBe('NEW');
    expect(await stock(t, art.original)).toBe(1);

    const expired = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    await t.http().get(new URL(expired.paymentLinkUrl).pathname).expect(302);
    await expire(expired.orderNumber);
    await t.app.get(ReservationWorker).sweepOnce();
    const [{ invoice_number: expiredInvoice }] = await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [expired.orderNumber]);
    expect(Date.parse((await invoice(expiredInvoice)).body.data.expiryAt)).toBeLessThanOrEqual(Date.now());
  });

  describe('payments checked against the order', () => {
    it('a notification whose amount is not the order total is never paid: flagged, logged, mailed to the studio; the right one then pays', async () => {
      const art = await artwork(t, 3);
      const { orderNumber } = await buy([{ artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '95.50' }]);
      const message = (await notify(t, { transactionId: orderNumber, amount: '191.0001', paymentReference: 'MP-SHORT' }).expect(200)).body.message;
      expect(message).toBe('Payment does not match the order: not recorded as paid, the studio has been told');
      const [row] = await t.dataSource.query('SELECT status, paid_at, payment_issue, refund_due FROM customer_order WHERE number = $1', [orderNumber]);
      expect(row).toEqual({
        status: 'pending',
        paid_at: null,
        payment_issue: 'A payment did not match the order (expected 191.00 USD, the payment service says 191.0001 USD); it was not taken as paid.',
        refund_due: true,
      });
      expect(await counts(art.print)).toEqual({ reserved: 2, sold: 0 });
      const mails = await mailsAbout(orderNumber);
      expect(mails).toHaveLength(1);
      // The sandbox took it (PAYMENTS_SANDBOX=true): every mail about it says 'Test payment'.
      expect(mails[0]).toMatchObject({ to: 'studio@sawa.example', subject: `Test payment: Payment to check: order ${orderNumber} - Sawa Art Studio` });
      expect(mails[0].text).toContain('Payment reference: MP-SHORT');
      // The same wrong notification again: nothing more (no second mail).
      await notify(t, { transactionId: orderNumber, amount: '191.0001', paymentReference: 'MP-SHORT' }).expect(200);
      expect(await mailsAbout(orderNumber)).toHaveLength(1);
      // The exact amount, written with other trailing zeros, pays.
      expect((await notify(t, { transactionId: orderNumber, amount: '191.000' }).expect(200)).body.message).toBe('Payment recorded');
      expect(await counts(art.print)).toEqual({ reserved: 0, sold: 2 });
    });

    it('a notification in another currency is never paid', async () => {
      const art = await artwork(t);
      const { orderNumber } = await buy(original(art));
      await notify(t, { transactionId: orderNumber, currency: 'RWF' }).expect(200);
      expect(await orderRow(t, orderNumber)).toMatchObject({ status: 'pending', hasPaidAt: false });
      const [{ payment_issue }] = await t.dataSource.query('SELECT payment_issue FROM customer_order WHERE number = $1', [orderNumber]);
      expect(payment_issue).toBe('A payment did not match the order (expected 1200.00 USD, the payment service says 1200.00 RWF); it was not taken as paid.');
    });

    it('a notification that does not say the amount is checked against the invoice read back', async () => {
      const art = await artwork(t);
      const { orderNumber, paymentLinkUrl } = await buy(original(art));
      // Paid at the sandbox, its own notification lost: a bare one (no amount, no currency) arrives.
      await withLostNotifications(async () =>
        t
          .http()
          .post(await paymentPage(t, paymentLinkUrl))
          .expect(303),
      );
      const [{ invoice_number }] = await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [orderNumber]);
      expect(
        (await notify(t, { transactionId: orderNumber, invoiceNumber: invoice_number, amount: undefined, currency: undefined }).expect(200)).body.message,
      ).toBe('Payment recorded');
    });

    it('a booking paid with another amount is never paid either: flagged refund due, as an order is', async () => {
      const booked = await t.http().post('/api/v1/payments/sawatour-invoice').set('x-forwarded-for', newClient()['x-forwarded-for']).send({}).expect(200);
      const reference = booked.body.data.transactionId;
      expect((await notify(t, { transactionId: reference, amount: '150.00' }).expect(200)).body.message).toBe(
        'Payment does not match the visit: not recorded as paid, the studio has been told',
      );
      const [booking] = await t.dataSource.query('SELECT status, refund_due, payment_issue FROM booking WHERE reference = $1', [reference]);
      expect(booking).toEqual({
        status: 'pending',
        refund_due: true,
        payment_issue: 'A payment did not match the visit (expected 15000.00 RWF, the payment service says 150.00 RWF); it was not taken as paid.',
      });
      expect(await mailsAbout(reference)).toEqual([
        expect.objectContaining({ subject: `Test payment: Payment to check: studio visit ${reference} - Sawa Art Studio` }),
      ]);
    });

    it('the sandbox takes and answers amounts as exact decimals', async () => {
      const payments = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
      const made = await payments.createInvoice({
        transactionId: `SAWA-DEC${Date.now().toString(36).toUpperCase().slice(-4)}`,
        items: [
          { code: 'SAWA-ART', quantity: 3, unitAmount: '0.10' },
          { code: 'SAWA-ART', quantity: 1, unitAmount: '0.20' },
        ],
        description: 'exact',
        expiryAt: new Date(Date.now() + 600_000),
        language: 'EN',
      });
      // 0.1 * 3 + 0.2 in floating point is 0.5000000000000001.
      expect(made).toMatchObject({ amount: '0.50', currency: 'USD' });
      expect((await payments.getInvoice(made.invoiceNumber)).amount).toBe('0.50');
    });
  });
});

describe('payment accounts checked at start', () => {
  // The settings are made while the app starts: throwing there stops the start with the message.
  const settings = (env: Record<string, string>) => () => {
    const config = new ConfigService<Environment, true>(validateEnvironment({ PAYMENTS_SANDBOX: 'true', ...env }));
    // The shop's state is not read here (no database): PAYMENTS_SANDBOX=true decides.
    // Nor the shared sandbox key (read in onModuleInit).
    return new PaymentsSettings(config, new ShopModeService(null as never, config), undefined as never);
  };

  it('refuses to start when the sandbox account cannot take the shop currency', () => {
    expect(settings({ IREMBOPAY_ACCOUNT_ID: 'SAWA-RWF', SHOP_CURRENCY: 'USD' })).toThrow(
      /IREMBOPAY_ACCOUNT_ID="SAWA-RWF": the payment sandbox's account is in RWF, but SHOP_CURRENCY is USD/,
    );
    expect(settings({ IREMBOPAY_VISIT_ACCOUNT_ID: 'SAWA', VISIT_CURRENCY: 'RWF' })).toThrow(
      /IREMBOPAY_VISIT_ACCOUNT_ID="SAWA": the payment sandbox's account names no currency/,
    );
    expect(settings({ SHOP_CURRENCY: 'EUR', SHOP_CURRENCIES: 'USD,RWF,EUR' })().artAccount).toBe('SAWA-EUR');
  });
});

import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { LATE_PAYMENT_NOTE, ReservationWorker, signPayload, verifySignature } from '@sawa/api/commerce';
import { fromCents, ORIGINAL_ART_WORK, toCents } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import {
  artwork,
  BUYER,
  CHECKOUT,
  gql,
  listening,
  notify,
  orderRow,
  sandboxSecret,
  stock,
  until,
  withLostNotifications,
  paymentPage,
} from './support/commerce';

describe('notification signatures', () => {
  const body = Buffer.from(JSON.stringify({ data: { transactionId: 'SAWA-1', paymentStatus: 'PAID' } }));
  it('accepts a genuine one and refuses a forged, tampered, stale or malformed one', () => {
    const header = signPayload('secret-key-1', body);
    expect(verifySignature('secret-key-1', body, header)).toEqual({ ok: true });
    expect(verifySignature('another-key', body, header)).toEqual({ ok: false, reason: 'signature does not match' });
    expect(verifySignature('secret-key-1', Buffer.from(body.toString().replace('PAID', 'NEW')), header).ok).toBe(false);
    const old = signPayload('secret-key-1', body, Date.now() - 10 * 60_000);
    expect(verifySignature('secret-key-1', body, old)).toEqual({ ok: false, reason: 'stale signature timestamp' });
    expect(verifySignature('secret-key-1', body, 't=abc,s=zz').ok).toBe(false);
    expect(verifySignature('secret-key-1', body, undefined).ok).toBe(false);
  });
});

describe('checkout and payment through the sandbox, over HTTP', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => (t = await listening()));
  afterAll(() => t.close());

  it('buys an original: order and reservation, sandbox payment page, Pay, signed notification, paid order, mails to buyer and studio', async () => {
    const art = await artwork(t);
    const res = await gql(t, CHECKOUT, {
      input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
    }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { orderNumber, paymentLinkUrl, total, currency } = res.body.data.checkout;
    expect(orderNumber).toMatch(/^SAWA-[0-9A-Z]{8}$/);
    expect({ total, currency }).toEqual({ total: '1200.00', currency: 'USD' });
    expect(await stock(t, art.original)).toBe(0);
    // The original is sold; its print is not, so the work is not sold out.
    const sold = await gql(t, '{ artwork(id: "' + art.id + '") { soldOut editions { type soldOut available } } }').expect(200);
    expect(sold.body.data.artwork).toEqual({
      soldOut: false,
      editions: [
        { type: ORIGINAL_ART_WORK, soldOut: true, available: 0 },
        { type: 'Print A3', soldOut: false, available: 1 },
      ],
    });

    const path = await paymentPage(t, paymentLinkUrl);
    const page = await t.http().get(path).expect(200);
    // The money as the shop writes it, and the expiry in Kigali time (not a raw ISO date).
    expect(page.text).toContain('Pay $1,200.00');
    expect(page.text).toMatch(/expires \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(Kigali time\)/);
    expect(page.text).toContain(`Order ${orderNumber}`);
    const pay = await t.http().post(`${path}`).expect(303);
    expect(pay.headers.location).toBe(`/order/${orderNumber}`);

    const status = await gql(t, 'query ($n: String!) { order(number: $n) { status total lines { name edition unitPrice quantity } paymentLinkUrl } }', {
      n: orderNumber,
    }).expect(200);
    expect(status.body.data.order).toEqual({
      status: 'paid',
      total: '1200.00',
      lines: [{ name: 'Golden Monkey', edition: ORIGINAL_ART_WORK, unitPrice: '1200.00', quantity: 1 }],
      paymentLinkUrl: null,
    });
    const mails = await t.dataSource.query(`SELECT "to", subject FROM outbox_message ORDER BY created_at`);
    expect(mails).toEqual(
      expect.arrayContaining([
        // A sandbox payment: every mail about it says 'Test payment'.
        { to: 'amani@example.org', subject: `Test payment: Your order ${orderNumber} is paid - Sawa Art Studio` },
        { to: 'studio@sawa.example', subject: `Test payment: Paid order ${orderNumber}: $1,200.00` },
      ]),
    );
  });

  it('refuses a tampered price with the current one, and keeps the stock', async () => {
    const art = await artwork(t);
    const res = await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '1.00' }] } }).expect(
      200,
    );
    expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(res.body.errors[0].message).toBe('The price of "Golden Monkey" (Print A3) is now $95.50, not $1.00. Please review your cart.');
    expect(await stock(t, art.print)).toBe(1);
    expect(await t.dataSource.query(`SELECT 1 FROM order_line WHERE art_id = $1`, [art.id])).toEqual([]);
  });

  it('refuses two of an original, and an unknown edition, with clear messages', async () => {
    const art = await artwork(t, 3);
    const two = await gql(t, CHECKOUT, {
      input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 2, unitPrice: '1200.00' }] },
    }).expect(200);
    expect(two.body.errors[0].message).toBe('There is only one original of "Golden Monkey".');
    const other = await artwork(t);
    const wrong = await gql(t, CHECKOUT, {
      input: { ...BUYER, lines: [{ artworkId: art.id, editionId: other.print, quantity: 1, unitPrice: '95.50' }] },
    }).expect(200);
    expect(wrong.body.errors[0].message).toBe('The chosen edition of "Golden Monkey" is no longer available.');
    const bad = await gql(t, CHECKOUT, { input: { ...BUYER, email: 'nope', lines: [] } }).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await stock(t, art.original)).toBe(1);
    expect(await stock(t, art.print)).toBe(3);
  });

  it('records a paid notification once: a replay changes nothing; a forged or stale one answers 401 and changes nothing', async () => {
    const art = await artwork(t);
    const { orderNumber } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } })
    ).body.data.checkout;
    const body = JSON.stringify({
      success: true,
      data: { transactionId: orderNumber, paymentStatus: 'PAID', amount: 95.5, currency: 'USD', paymentReference: 'MP-1', paymentMethod: 'MTN_MOMO' },
    });
    const send = (signature: string, raw = body) =>
      t.http().post('/api/v1/payments/notifications').set('content-type', 'application/json').set('irembopay-signature', signature).send(raw);
    const secret = await sandboxSecret(t);

    await send(signPayload('wrong-secret', body)).expect(401);
    await send(signPayload(secret, body, Date.now() - 6 * 60_000)).expect(401);
    // The same bytes re-serialised differently no longer match the signature.
    await send(signPayload(secret, body), JSON.stringify(JSON.parse(body), null, 2)).expect(401);
    const pending = await gql(t, 'query ($n: String!) { order(number: $n) { status } }', { n: orderNumber });
    expect(pending.body.data.order.status).toBe('pending');

    const signature = signPayload(secret, body);
    expect((await send(signature).expect(200)).body.message).toBe('Payment recorded');
    const mailsAfterFirst = Number((await t.dataSource.query('SELECT count(*) AS n FROM outbox_message'))[0].n);
    expect((await send(signature).expect(200)).body.message).toBe('Payment already recorded');
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM outbox_message'))[0].n)).toBe(mailsAfterFirst);
    const [row] = await t.dataSource.query('SELECT status, payment_reference FROM customer_order WHERE number = $1', [orderNumber]);
    expect(row).toEqual({ status: 'paid', payment_reference: 'MP-1' });
  });

  it('releases the stock of an order whose invoice expired unpaid', async () => {
    const art = await artwork(t);
    const { orderNumber } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } })
    ).body.data.checkout;
    expect(await stock(t, art.original)).toBe(0);
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
    expect((await t.app.get(ReservationWorker).sweepOnce()).orders).toBe(1);
    expect(await stock(t, art.original)).toBe(1);
    const [row] = await t.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [orderNumber]);
    expect(row.status).toBe('expired');
    expect((await t.app.get(ReservationWorker).sweepOnce()).orders).toBe(0);
  });

  it('a late payment on an expired order is recorded and flagged refund due; it takes no stock, even when the works are still there', async () => {
    const art = await artwork(t, 3);
    const { orderNumber } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '95.50' }] } })
    ).body.data.checkout;
    expect(await stock(t, art.print)).toBe(1);
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
    expect((await t.app.get(ReservationWorker).sweepOnce()).orders).toBe(1);
    expect(await stock(t, art.print)).toBe(3);

    expect((await notify(t, { transactionId: orderNumber, paymentReference: 'LATE-1' }).expect(200)).body.message).toBe(
      'Payment recorded after the order had ended: refund due',
    );
    expect(await orderRow(t, orderNumber)).toEqual({
      status: 'expired',
      staffNote: `The invoice expired unpaid.\n${LATE_PAYMENT_NOTE}`,
      hasPaidAt: true,
      refundDue: true,
      holdsStock: false,
    });
    expect(await stock(t, art.print)).toBe(3);
    // The studio is told; the buyer gets no 'paid' mail for an order that holds nothing (only the expiry's, sent before it).
    const mails = await t.dataSource.query(`SELECT "to", subject FROM outbox_message WHERE subject LIKE $1 ORDER BY "to"`, [`%${orderNumber}%`]);
    expect(mails).toEqual([
      { to: 'amani@example.org', subject: `Your order ${orderNumber} was not paid in time - Sawa Art Studio` },
      { to: 'studio@sawa.example', subject: `Test payment: Payment to check: order ${orderNumber} - Sawa Art Studio` },
    ]);
  });

  it('a late payment on an expired order whose work was sold meanwhile leaves the sale alone; a replay changes nothing', async () => {
    const art = await artwork(t);
    const first = (await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } }))
      .body.data.checkout.orderNumber;
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [first]);
    await t.app.get(ReservationWorker).sweepOnce();
    expect(await stock(t, art.original)).toBe(1);
    // Another buyer takes the original, and pays.
    const second = (
      await gql(t, CHECKOUT, {
        input: { ...BUYER, email: 'second@example.org', lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
      })
    ).body.data.checkout.orderNumber;
    await notify(t, { transactionId: second }).expect(200);
    expect(await stock(t, art.original)).toBe(0);

    // The first buyer's payment still arrives: recorded, refund due, and the original stays sold once.
    expect((await notify(t, { transactionId: first, paymentReference: 'LATE-2' }).expect(200)).body.message).toBe(
      'Payment recorded after the order had ended: refund due',
    );
    expect(await orderRow(t, first)).toMatchObject({ status: 'expired', staffNote: `The invoice expired unpaid.\n${LATE_PAYMENT_NOTE}`, refundDue: true });
    expect(await orderRow(t, second)).toMatchObject({ status: 'paid', staffNote: '', refundDue: false, holdsStock: true });
    expect(await t.dataSource.query('SELECT reserved, sold FROM edition WHERE id = $1', [art.original])).toEqual([{ reserved: 0, sold: 1 }]);
    // A replay changes nothing, not even the note.
    expect((await notify(t, { transactionId: first }).expect(200)).body.message).toBe('Payment already recorded');
    expect((await orderRow(t, first)).staffNote).toBe(`The invoice expired unpaid.\n${LATE_PAYMENT_NOTE}`);
  });

  it('a late payment on a cancelled order whose work was deleted is recorded and flagged refund due', async () => {
    const art = await artwork(t, 2);
    const { orderNumber } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } })
    ).body.data.checkout;
    const auth = { authorization: `Bearer ${await t.token()}` };
    expect((await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: orderNumber }, auth)).body.data.cancelOrder.status).toBe(
      'cancelled',
    );
    await t.dataSource.query(`DELETE FROM edition WHERE art_id = $1`, [art.id]);
    await t.dataSource.query(`DELETE FROM art WHERE id = $1`, [art.id]);
    await notify(t, { transactionId: orderNumber }).expect(200);
    expect(await orderRow(t, orderNumber)).toEqual({
      status: 'cancelled',
      staffNote: `Cancelled by the studio.\n${LATE_PAYMENT_NOTE}`,
      hasPaidAt: true,
      refundDue: true,
      holdsStock: false,
    });
  });

  it('the expiry sweep reads the invoice back: paid without its notification reaching the app, the order is paid and its stock kept', async () => {
    const art = await artwork(t);
    const { orderNumber, paymentLinkUrl } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } })
    ).body.data.checkout;
    await withLostNotifications(async () => {
      await t
        .http()
        .post(await paymentPage(t, paymentLinkUrl))
        .expect(303);
      expect((await orderRow(t, orderNumber)).status).toBe('pending');
      await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
      expect(await t.app.get(ReservationWorker).sweepOnce()).toMatchObject({ orders: 0, bookings: 0, paid: 1 });
    });
    expect(await orderRow(t, orderNumber)).toEqual({ status: 'paid', staffNote: '', hasPaidAt: true, refundDue: false, holdsStock: true });
    expect(await stock(t, art.original)).toBe(0);
    const [row] = await t.dataSource.query('SELECT payment_method, payment_reference FROM customer_order WHERE number = $1', [orderNumber]);
    expect(row.payment_method).toBe('SANDBOX');
    expect(row.payment_reference).toMatch(/^SBX-/);
    expect(await t.dataSource.query(`SELECT "to" FROM outbox_message WHERE subject LIKE $1 ORDER BY "to"`, [`%${orderNumber}%`])).toEqual([
      { to: 'amani@example.org' },
      { to: 'studio@sawa.example' },
    ]);
  });

  it('the sandbox sends a failed notification again with backoff, as IremboPay does', async () => {
    const art = await artwork(t);
    const { orderNumber, paymentLinkUrl } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } })
    ).body.data.checkout;
    let read!: () => void;
    const pendingRead = new Promise<void>((resolve) => (read = resolve));
    await withLostNotifications(
      async () => {
        await t
          .http()
          .post(await paymentPage(t, paymentLinkUrl))
          .expect(303);
        expect((await orderRow(t, orderNumber)).status).toBe('pending');
        read();
        // The second attempt, a second later, reaches the app.
        await until(async () => (await orderRow(t, orderNumber)).status === 'paid');
      },
      1,
      pendingRead,
    );
    expect(await stock(t, art.print)).toBe(0);
  });

  it('lets the admin search orders, filter them by status, ship a paid one and cancel a pending one with its stock restored', async () => {
    const auth = { authorization: `Bearer ${await t.token()}` };
    const art = await artwork(t, 4);
    const buy = async (email: string, quantity: number) =>
      (
        await gql(t, CHECKOUT, {
          input: { ...BUYER, name: `Buyer ${email}`, email, lines: [{ artworkId: art.id, editionId: art.print, quantity, unitPrice: '95.50' }] },
        })
      ).body.data.checkout.orderNumber as string;
    const paid = await buy('zawadi.paid@example.org', 1);
    await notify(t, { transactionId: paid }).expect(200);
    const pending = await buy('zawadi.pending@example.org', 2);
    expect(await stock(t, art.print)).toBe(1);

    const ORDERS =
      'query ($status: OrderStatus, $search: String) { orders(status: $status, search: $search) { totalItems items { number status customerEmail } } }';
    const found = await gql(t, ORDERS, { search: 'ZAWADI' }, auth).expect(200);
    expect(found.body.data.orders.totalItems).toBe(2);
    expect(new Set(found.body.data.orders.items.map((o: { number: string }) => o.number))).toEqual(new Set([paid, pending]));
    expect((await gql(t, ORDERS, { search: pending }, auth)).body.data.orders.items).toEqual([
      { number: pending, status: 'pending', customerEmail: 'zawadi.pending@example.org' },
    ]);
    expect((await gql(t, ORDERS, { status: 'pending', search: 'zawadi' }, auth)).body.data.orders.items.map((o: { number: string }) => o.number)).toEqual([
      pending,
    ]);
    expect((await gql(t, ORDERS, { search: '100%_' }, auth)).body.data.orders.totalItems).toBe(0);
    expect((await gql(t, ORDERS, { status: 'lost' }, auth)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const SHIP = 'mutation ($n: String!) { markOrderShipped(number: $n, shipment: { carrier: dhl, trackingNumber: "1234567890" }) { number status } }';
    const CANCEL = 'mutation ($n: String!) { cancelOrder(number: $n) { number status staffNote } }';
    expect((await gql(t, SHIP, { n: paid })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, SHIP, { n: pending }, auth)).body.errors[0].message).toBe(`Only a paid order can be shipped; ${pending} is pending.`);
    expect((await gql(t, SHIP, { n: paid }, auth)).body.data.markOrderShipped).toEqual({ number: paid, status: 'shipped' });
    expect((await gql(t, CANCEL, { n: paid }, auth)).body.errors[0].message).toBe('A shipped order cannot be cancelled.');
    expect(await stock(t, art.print)).toBe(1);

    expect((await gql(t, CANCEL, { n: pending }, auth)).body.data.cancelOrder).toEqual({
      number: pending,
      status: 'cancelled',
      staffNote: 'Cancelled by the studio.',
    });
    expect(await stock(t, art.print)).toBe(3);
    // Cancelling twice puts nothing back twice.
    expect((await gql(t, CANCEL, { n: pending }, auth)).body.errors[0].message).toBe('A cancelled order cannot be cancelled.');
    expect(await stock(t, art.print)).toBe(3);
    expect((await gql(t, ORDERS, { status: 'shipped', search: 'zawadi' }, auth)).body.data.orders.items.map((o: { number: string }) => o.number)).toEqual([
      paid,
    ]);
  });

  it('books a studio visit through the legacy route: data.paymentLinkUrl, price from configuration, paid through the sandbox', async () => {
    const res = await t
      .http()
      .post('/api/v1/payments/sawatour-invoice')
      .set('X-API-Version', '2')
      .send({
        transactionId: 'TX-test-123',
        paymentAccountIdentifier: 'SAWA-RWF',
        paymentItems: [{ unitAmount: 1, quantity: 1, code: 'X' }],
        description: 'visit',
        expiryAt: '2025-09-30T00:00:00+02:00',
        language: 'EN',
      })
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.paymentLinkUrl).toMatch(/\/sandbox\/irembopay\/pay\/\d+$/);
    expect(res.body.data).toMatchObject({ amount: 15000, currency: 'RWF', paymentStatus: 'NEW' });
    const [booking] = await t.dataSource.query('SELECT reference, status, amount, currency, expires_at > now() AS open FROM booking');
    expect(booking).toMatchObject({ status: 'pending', amount: '15000.00', currency: 'RWF', open: true });
    const pay = await t.http().post(new URL(res.body.data.paymentLinkUrl).pathname).expect(303);
    expect(pay.headers.location).toBe(`/visit/${booking.reference}`);
    const visit = await gql(t, 'query ($r: String!) { visit(reference: $r) { status amount currency } }', { r: booking.reference });
    expect(visit.body.data.visit).toEqual({ status: 'paid', amount: '15000.00', currency: 'RWF' });
  });

  it('the legacy route refuses bad customer fields with 400 and a clear message, and answers expiryAt with the +02:00 offset of the invoice', async () => {
    const before = Number((await t.dataSource.query('SELECT count(*) AS n FROM booking'))[0].n);
    const send = (customer: unknown) => t.http().post('/api/v1/payments/sawatour-invoice').set('X-API-Version', '2').send({ customer });
    const bad = await send({ email: 'not-an-address', name: 'x'.repeat(201), phoneNumber: 'call me' }).expect(400);
    expect(bad.body.status).toBe('fail');
    expect(bad.body.message).toEqual(expect.stringContaining('customer.email must be a valid e-mail address'));
    expect(bad.body.message).toEqual(expect.stringContaining('customer.name must be shorter than or equal to 200 characters'));
    expect(bad.body.message).toEqual(expect.stringContaining('customer.phoneNumber must be a valid phone number'));
    expect((await send({ email: `${'a'.repeat(320)}@example.org` }).expect(400)).body.message).toMatch(
      /customer\.email must be shorter than or equal to 254 characters/,
    );
    expect((await send('Eric').expect(400)).body.message).toMatch(/customer must be an object/);
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM booking'))[0].n)).toBe(before);

    const ok = await send({ name: 'Eric', email: 'Eric@Example.org', phoneNumber: '+250 788 000 111' }).expect(200);
    expect(ok.body.data.expiryAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/);
    const [booking] = await t.dataSource.query('SELECT visitor_name, visitor_email, visitor_phone, expires_at FROM booking WHERE reference = $1', [
      ok.body.data.transactionId,
    ]);
    expect(booking).toMatchObject({ visitor_name: 'Eric', visitor_email: 'eric@example.org', visitor_phone: '+250 788 000 111' });
    expect(Math.abs(Date.parse(ok.body.data.expiryAt) - booking.expires_at.getTime())).toBeLessThan(1000);
    // The same instant as the sandbox invoice's expiryAt.
    const invoiceNumber = ok.body.data.invoiceNumber;
    const invoice = await t
      .http()
      .get(`/sandbox/irembopay/payments/invoices/${invoiceNumber}`)
      .set('irembopay-secretKey', await sandboxSecret(t))
      .set('X-API-Version', '2');
    expect(invoice.body.data.expiryAt).toBe(ok.body.data.expiryAt);
  });

  it('the sweep reads a booking invoice back too: a paid visit whose notification was lost is paid, not expired', async () => {
    const res = await t.http().post('/api/v1/payments/sawatour-invoice').send({}).expect(200);
    const reference = res.body.data.transactionId;
    await withLostNotifications(async () => {
      await t.http().post(new URL(res.body.data.paymentLinkUrl).pathname).expect(303);
      await t.dataSource.query(`UPDATE booking SET expires_at = now() - interval '1 minute' WHERE reference = $1`, [reference]);
      // Read back and paid, not expired. (The orders this sweep releases are other tests' of this file: not counted here.)
      const report = await t.app.get(ReservationWorker).sweepOnce();
      expect(report).toMatchObject({ bookings: 0 });
      expect(report.paid).toBeGreaterThanOrEqual(1);
    });
    const [booking] = await t.dataSource.query('SELECT status, payment_reference FROM booking WHERE reference = $1', [reference]);
    expect(booking.status).toBe('paid');
    expect(booking.payment_reference).toMatch(/^SBX-/);
  });
});

describe('the last unit, raced', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => (t = await listening()));
  afterAll(() => t.close());

  it('20 parallel checkouts for one original make exactly 1 order and 19 clear refusals', async () => {
    const art = await artwork(t);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql(t, CHECKOUT, {
          input: { ...BUYER, email: `buyer${i}@example.org`, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
        }),
      ),
    );
    const won = attempts.filter((r) => r.body.data?.checkout);
    const lost = attempts.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.body.errors[0].message).toBe('"Golden Monkey" is no longer available.');
    expect(await stock(t, art.original)).toBe(0);
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM customer_order'))[0].n)).toBe(1);
  });
});

/** What an IremboPay account answers for an invoice: the items' total, in the account's currency (its name ends with it here). */
function invoiceTotal(body: Record<string, unknown>): { amount: number; currency: string } {
  const items = (body.paymentItems ?? []) as { quantity: number; unitAmount: number }[];
  const cents = items.reduce((sum, i) => sum + toCents(String(i.unitAmount)) * i.quantity, 0);
  return { amount: Number(fromCents(cents)), currency: String(body.paymentAccountIdentifier).slice(-3) };
}

describe('IremboPay adapter against an IremboPay-like server', () => {
  let server: Server;
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: Record<string, unknown>; raw: string }[] = [];
  let dropNext = 0;
  /** Replaces the default answer for one test: returns true when it answered. */
  let answer: ((req: IncomingMessage, body: Record<string, unknown>, res: import('node:http').ServerResponse) => boolean) | undefined;
  let t: TestApp & { url: string };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        if (dropNext > 0) {
          dropNext -= 1;
          req.socket.destroy(); // a network failure: the client must retry with the same transactionId
          return;
        }
        const raw = Buffer.concat(chunks).toString();
        const body = chunks.length ? JSON.parse(raw) : {};
        requests.push({ method: req.method!, url: req.url!, headers: req.headers, body, raw });
        if (answer?.(req, body, res)) return;
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            success: true,
            message: 'Invoice created successfully',
            data: {
              invoiceNumber: '880000000001',
              transactionId: body.transactionId,
              paymentStatus: 'NEW',
              ...invoiceTotal(body),
              expiryAt: body.expiryAt,
              paymentLinkUrl: 'https://pay.irembopay.example/880000000001',
            },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    t = await listening({
      IREMBOPAY_BASE_URL: `http://127.0.0.1:${port}`,
      IREMBOPAY_SECRET_KEY: 'live-secret-1234',
      IREMBOPAY_ACCOUNT_ID: 'SAWA-USD',
      IREMBOPAY_VISIT_ACCOUNT_ID: 'SAWA-RWF',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('sends the invoice exactly as documented, retries a dropped connection with the same transactionId, and turns the sandbox off', async () => {
    dropNext = 1;
    const before = Date.now();
    const res = await gql(t, 'mutation { bookStudioVisit(input: { name: "Eric", email: "eric@example.org" }) { paymentLinkUrl reference } }').expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.bookStudioVisit.paymentLinkUrl).toBe('https://pay.irembopay.example/880000000001');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/payments/invoices');
    expect(request.headers['irembopay-secretkey']).toBe('live-secret-1234');
    expect(request.headers['x-api-version']).toBe('2');
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body).toEqual({
      transactionId: res.body.data.bookStudioVisit.reference,
      paymentAccountIdentifier: 'SAWA-RWF',
      paymentItems: [{ code: 'SAWA-VISIT', quantity: 1, unitAmount: 15000 }],
      customer: { email: 'eric@example.org', name: 'Eric' },
      description: 'Studio visit at Sawa Art Studio, Musanze (guided tour of the gallery and studio)',
      expiryAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/),
      language: 'EN',
    });
    const expiry = Date.parse(request.body.expiryAt as string);
    expect(expiry - before).toBeGreaterThan(59 * 60_000);
    expect(expiry - before).toBeLessThan(61 * 60_000);
    await t.http().get('/sandbox/irembopay/pay/880000000001').expect(404);
  });

  /** The buyer opens the payment page through the shop (the Pay step, which makes the order's invoice). */
  const openPay = (paymentLinkUrl: string) => t.http().get(new URL(paymentLinkUrl).pathname);

  it('sends the art invoice exactly as documented when the buyer opens the payment page: art account, one item per line, customer, description, expiry with offset, language', async () => {
    requests.length = 0;
    const first = await artwork(t, 5);
    const second = await artwork(t, 1);
    const before = Date.now();
    const res = await gql(t, CHECKOUT, {
      input: {
        ...BUYER,
        lines: [
          { artworkId: first.id, editionId: first.print, quantity: 3, unitPrice: '95.50' },
          { artworkId: second.id, editionId: second.original, quantity: 1, unitPrice: '1200.00' },
        ],
      },
    }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { orderNumber, total, paymentLinkUrl } = res.body.data.checkout;
    expect(total).toBe('1486.50');
    // The buyer goes through the shop (which extends the hold once) to IremboPay's page.
    expect(paymentLinkUrl).toBe(`http://localhost:3000/api/v1/orders/${orderNumber}/pay`);
    // Checkout makes no invoice; the Pay step does.
    expect(requests).toHaveLength(0);
    expect((await openPay(paymentLinkUrl).expect(302)).headers.location).toBe('https://pay.irembopay.example/880000000001');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/payments/invoices');
    expect(request.headers['irembopay-secretkey']).toBe('live-secret-1234');
    expect(request.headers['x-api-version']).toBe('2');
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body).toEqual({
      transactionId: orderNumber,
      paymentAccountIdentifier: 'SAWA-USD',
      paymentItems: [
        { code: 'SAWA-ART', quantity: 3, unitAmount: 95.5 },
        { code: 'SAWA-ART', quantity: 1, unitAmount: 1200 },
      ],
      customer: { email: 'amani@example.org', phoneNumber: '+250 788 555 000', name: 'Amani Keza' },
      description: `Order ${orderNumber}: 3 x Golden Monkey (Print A3), 1 x Golden Monkey (${ORIGINAL_ART_WORK})`,
      expiryAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/),
      language: 'EN',
    });
    // The amounts are written digit for digit from the exact decimals, never through a float.
    expect(request.raw).toContain('"unitAmount":95.50}');
    expect(request.raw).toContain('"unitAmount":1200.00}');
    // The hold, extended on the way (HOLD_EXTENSION_MINUTES, 15), is the invoice's expiry too.
    const expiry = Date.parse(request.body.expiryAt as string);
    expect(expiry - before).toBeGreaterThan(14 * 60_000);
    expect(expiry - before).toBeLessThan(16 * 60_000);
    const [order] = await t.dataSource.query('SELECT invoice_number, expires_at FROM customer_order WHERE number = $1', [orderNumber]);
    expect(order.invoice_number).toBe('880000000001');
    expect(Math.abs(order.expires_at.getTime() - expiry)).toBeLessThan(1000);
  });

  /** An IremboPay that keeps its invoices by transactionId and refuses a repeated one; `lose` drops the answer of the next creation. */
  function duplicateRefusingProvider(refusal: (invoiceNumber: string) => Record<string, unknown>) {
    const invoices = new Map<string, Record<string, unknown> & { invoiceNumber: string }>();
    let lose = 0;
    answer = (req, body, res) => {
      const json = (status: number, payload: unknown) => (
        res.writeHead(status, { 'content-type': 'application/json' }),
        res.end(JSON.stringify(payload)),
        true
      );
      if (req.method === 'GET') {
        const invoice = [...invoices.values()].find((i) => req.url === `/payments/invoices/${i.invoiceNumber}`);
        return invoice
          ? json(200, { success: true, message: 'Invoice retrieved', data: invoice })
          : json(404, { success: false, message: 'Not found', errors: [] });
      }
      const existing = invoices.get(body.transactionId as string);
      if (existing) return json(400, refusal(existing.invoiceNumber));
      const invoice = {
        invoiceNumber: `88000000${String(100 + invoices.size)}`,
        transactionId: body.transactionId,
        paymentStatus: 'NEW',
        ...invoiceTotal(body),
        expiryAt: body.expiryAt,
        paymentLinkUrl: `https://pay.irembopay.example/88000000${String(100 + invoices.size)}`,
      };
      invoices.set(body.transactionId as string, invoice);
      if (lose > 0) {
        lose -= 1;
        req.socket.destroy(); // created, but the answer is lost: the adapter retries the same transactionId
        return true;
      }
      return json(201, { success: true, message: 'Invoice created successfully', data: invoice });
    };
    return { invoices, loseNext: () => (lose = 1) };
  }

  it('a retry refused as a duplicate transactionId reads the existing invoice back: one invoice, the order gets its link', async () => {
    const provider = duplicateRefusingProvider((invoiceNumber) => ({
      success: false,
      message: 'Invalid request',
      data: { invoiceNumber },
      errors: [{ code: 'DUPLICATE_TRANSACTION_ID', detail: 'An invoice with this transactionId already exists' }],
    }));
    try {
      requests.length = 0;
      const art = await artwork(t, 2);
      const res = await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } }).expect(
        200,
      );
      expect(res.body.errors).toBeUndefined();
      const { orderNumber, paymentLinkUrl } = res.body.data.checkout;
      provider.loseNext();
      const opened = await openPay(paymentLinkUrl).expect(302);
      expect(provider.invoices.size).toBe(1);
      const invoice = provider.invoices.get(orderNumber)!;
      expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /payments/invoices',
        'POST /payments/invoices',
        `GET /payments/invoices/${invoice.invoiceNumber}`,
      ]);
      expect(opened.headers.location).toBe(invoice.paymentLinkUrl);
      expect(requests[0].body.transactionId).toBe(orderNumber);
      expect(requests[1].body.transactionId).toBe(orderNumber);
      const [order] = await t.dataSource.query('SELECT status, invoice_number FROM customer_order WHERE number = $1', [orderNumber]);
      expect(order).toEqual({ status: 'pending', invoice_number: invoice.invoiceNumber });
      expect(await stock(t, art.print)).toBe(1);
    } finally {
      answer = undefined;
    }
  });

  it('a duplicate refusal that does not name the invoice fails clearly: 502, the order still held for its buyer to try again', async () => {
    const provider = duplicateRefusingProvider(() => ({
      success: false,
      message: 'Invalid request',
      errors: [{ code: 'TRANSACTION_ID_ALREADY_EXISTS', detail: 'transactionId already used' }],
    }));
    try {
      const art = await artwork(t, 1);
      const res = await gql(t, CHECKOUT, {
        input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
      }).expect(200);
      const { orderNumber, paymentLinkUrl } = res.body.data.checkout;
      provider.loseNext();
      const failed = await openPay(paymentLinkUrl).expect(502);
      expect(failed.body.message).toBe(
        `The payment service already has an invoice for ${orderNumber} and it could not be read back. Your order ${orderNumber} is still held for you; please try again in a moment.`,
      );
      expect(provider.invoices.size).toBe(1);
      const [order] = await t.dataSource.query('SELECT status, invoice_number FROM customer_order WHERE number = $1', [orderNumber]);
      expect(order).toEqual({ status: 'pending', invoice_number: null });
      expect(await stock(t, art.original)).toBe(0);
    } finally {
      answer = undefined;
    }
  });

  it('an invoice answered with another currency or amount than the order: the order cancelled, the stock back, the invoice ended, the studio told', async () => {
    for (const wrong of [{ currency: 'RWF' }, { amount: 1199.99 }]) {
      requests.length = 0;
      answer = (req, body, res) => {
        if (req.method !== 'POST') return false;
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            success: true,
            data: {
              invoiceNumber: '880000000777',
              transactionId: body.transactionId,
              paymentStatus: 'NEW',
              ...invoiceTotal(body),
              ...wrong,
              paymentLinkUrl: 'https://pay.irembopay.example/880000000777',
            },
          }),
        );
        return true;
      };
      try {
        const art = await artwork(t, 1);
        const res = await gql(t, CHECKOUT, {
          input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
        }).expect(200);
        const number = res.body.data.checkout.orderNumber as string;
        // The buyer is sent to the order's page, which says it was cancelled, never to an invoice that asks the wrong amount.
        expect((await openPay(res.body.data.checkout.paymentLinkUrl).expect(302)).headers.location).toBe(`/order/${number}`);
        expect(requests[0].body.transactionId).toBe(number);
        const [order] = await t.dataSource.query('SELECT status, payment_issue, holds_stock FROM customer_order WHERE number = $1', [number]);
        expect(order).toMatchObject({ status: 'cancelled', holds_stock: false });
        expect(order.payment_issue).toMatch(/^The invoice did not match the order \(expected 1200\.00 USD, the payment service says /);
        expect(await stock(t, art.original)).toBe(1);
        // The invoice is ended at IremboPay: its expiry moved to now.
        const put = requests.find((r) => r.method === 'PUT');
        expect(put?.url).toBe('/payments/invoices/880000000777');
        expect(Date.parse(put?.body.expiryAt as string)).toBeLessThanOrEqual(Date.now());
        expect(
          await t.dataSource.query(`SELECT "to" FROM outbox_message WHERE subject = $1`, [`Payment to check: order ${number} - Sawa Art Studio`]),
        ).toHaveLength(1);
      } finally {
        answer = undefined;
      }
    }
  });

  it('the sweep never takes an invoice read back as PAID with another amount as paid: the order ends, flagged, its stock back', async () => {
    const art = await artwork(t, 1);
    const { orderNumber, paymentLinkUrl } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } })
    ).body.data.checkout;
    await openPay(paymentLinkUrl).expect(302);
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
    answer = (req, _body, res) =>
      req.method === 'GET' &&
      (res.writeHead(200, { 'content-type': 'application/json' }),
      res.end(
        `{"success":true,"data":{"invoiceNumber":"880000000001","transactionId":"${orderNumber}","paymentStatus":"PAID","amount":12.00,"currency":"USD"}}`,
      ),
      true);
    try {
      expect(await t.app.get(ReservationWorker).sweepOnce()).toMatchObject({ orders: 1, paid: 0 });
    } finally {
      answer = undefined;
    }
    const [order] = await t.dataSource.query('SELECT status, paid_at, payment_issue, refund_due FROM customer_order WHERE number = $1', [orderNumber]);
    expect(order).toEqual({
      status: 'expired',
      paid_at: null,
      payment_issue: 'A payment did not match the order (expected 1200.00 USD, the payment service says 12.00 USD); it was not taken as paid.',
      refund_due: true,
    });
    expect(await stock(t, art.original)).toBe(1);
  });

  it('the sweep leaves an overdue order reserved while IremboPay cannot answer, and expires it once it says the invoice is unpaid', async () => {
    const art = await artwork(t, 1);
    const { orderNumber, paymentLinkUrl } = (
      await gql(t, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } })
    ).body.data.checkout;
    await openPay(paymentLinkUrl).expect(302);
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
    answer = (_req, _body, res) => (
      res.writeHead(503, { 'content-type': 'application/json' }),
      res.end('{"success":false,"message":"Service unavailable"}'),
      true
    );
    try {
      expect((await t.app.get(ReservationWorker).sweepOnce()).orders).toBe(0);
      expect(await stock(t, art.original)).toBe(0);
    } finally {
      answer = undefined;
    }
    answer = (req, _body, res) =>
      req.method === 'GET' &&
      (res.writeHead(200, { 'content-type': 'application/json' }),
      res.end(JSON.stringify({ success: true, data: { invoiceNumber: '880000000001', transactionId: orderNumber, paymentStatus: 'NEW' } })),
      true);
    try {
      expect((await t.app.get(ReservationWorker).sweepOnce()).orders).toBe(1);
      expect(await stock(t, art.original)).toBe(1);
    } finally {
      answer = undefined;
    }
  });
});

describe('payments not configured', () => {
  it('answers clearly, and the sandbox is off, on a server database without PAYMENTS_SANDBOX', async () => {
    const t = await createTestApp({ DATABASE_URL: 'postgres://unused@127.0.0.1/unused', PAYMENTS_SANDBOX: 'false' });
    try {
      const res = await gql(t, 'mutation { bookStudioVisit { paymentLinkUrl } }').expect(200);
      expect(res.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(res.body.errors[0].message).toBe('Payments are not configured on this site, so visits cannot be booked online. Please contact the studio.');
      const legacy = await t.http().post('/api/v1/payments/sawatour-invoice').send({}).expect(503);
      expect(legacy.body.message).toMatch(/Payments are not configured/);
    } finally {
      await t.close();
    }
  });

  it('by default on a server database (DATABASE_URL set, PAYMENTS_SANDBOX unset, no credentials): booking and checkout answer 503 with a clear message, nothing is reserved', async () => {
    // PAYMENTS_SANDBOX and the IremboPay variables blank: unset, whatever the environment running the tests holds.
    const t = await createTestApp({
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      PAYMENTS_SANDBOX: '',
      IREMBOPAY_SECRET_KEY: '',
      IREMBOPAY_BASE_URL: '',
    });
    try {
      const booking = await gql(t, 'mutation { bookStudioVisit(input: { name: "Eric" }) { paymentLinkUrl } }').expect(200);
      expect(booking.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(booking.body.errors[0].message).toBe('Payments are not configured on this site, so visits cannot be booked online. Please contact the studio.');
      const legacy = await t.http().post('/api/v1/payments/sawatour-invoice').set('X-API-Version', '2').send({}).expect(503);
      expect(legacy.body).toMatchObject({
        status: 'error',
        message: 'Payments are not configured on this site, so visits cannot be booked online. Please contact the studio.',
      });

      const art = await artwork(t);
      const checkout = await gql(t, CHECKOUT, {
        input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
      }).expect(200);
      expect(checkout.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(checkout.body.errors[0].message).toBe('Payments are not configured on this site, so orders cannot be paid online. Please contact the studio.');
      expect(await stock(t, art.original)).toBe(1);
      expect(await t.dataSource.query('SELECT 1 FROM customer_order')).toEqual([]);
      expect(await t.dataSource.query('SELECT 1 FROM booking')).toEqual([]);
      await t.http().post('/sandbox/irembopay/payments/invoices').send({}).expect(404);
    } finally {
      await t.close();
    }
  });
});

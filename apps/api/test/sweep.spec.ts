import { ReservationWorker } from '@sawa/api/commerce';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient } from './support/commerce';

/** The expiry sweep cannot be blocked: each order and booking on its own, a time budget, bookings always reached. */
describe('the expiry sweep', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => (t = await listening()));
  afterAll(() => t.close());

  const overdueOrder = async () => {
    const art = await artwork(t, 3);
    const res = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } },
      newClient(),
    );
    const number = res.body.data.checkout.orderNumber as string;
    // Its buyer opened the payment page: the order has an invoice for the sweep to read back.
    await t.http().get(new URL(res.body.data.checkout.paymentLinkUrl).pathname).expect(302);
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [number]);
    return { number, print: art.print };
  };
  const overdueBooking = async () => {
    const res = await t.http().post('/api/v1/payments/sawatour-invoice').set(newClient()).send({}).expect(200);
    await t.dataSource.query(`UPDATE booking SET expires_at = now() - interval '1 minute' WHERE reference = $1`, [res.body.data.transactionId]);
    return res.body.data.transactionId as string;
  };
  const orderStatus = async (number: string) => (await t.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [number]))[0].status;
  const bookingStatus = async (reference: string) => (await t.dataSource.query('SELECT status FROM booking WHERE reference = $1', [reference]))[0].status;
  const sweep = (options?: { budgetMs?: number }) => t.app.get(ReservationWorker).sweepOnce(options);

  it('one poisoned order is logged and skipped: the others expire, and so do the bookings', async () => {
    const first = await overdueOrder();
    const poisoned = await overdueOrder();
    const last = await overdueOrder();
    const visits = [await overdueBooking(), await overdueBooking()];
    // Its edition's count was damaged by hand: putting its unit back breaks a database rule, every time.
    await t.dataSource.query('UPDATE edition SET reserved = 0, withheld = 3 WHERE id = $1', [poisoned.print]);

    expect(await sweep()).toEqual({ orders: 2, bookings: 2, paid: 0, failed: 1, deferred: 0 });
    expect(await orderStatus(first.number)).toBe('expired');
    expect(await orderStatus(last.number)).toBe('expired');
    expect(await orderStatus(poisoned.number)).toBe('pending');
    for (const visit of visits) expect(await bookingStatus(visit)).toBe('expired');
    // Every later sweep skips it again, and still reaches everything else.
    const later = await overdueBooking();
    expect(await sweep()).toEqual({ orders: 0, bookings: 1, paid: 0, failed: 1, deferred: 0 });
    expect(await bookingStatus(later)).toBe('expired');
    await t.dataSource.query(`UPDATE customer_order SET status = 'cancelled', holds_stock = false WHERE number = $1`, [poisoned.number]);
  });

  it('keeps to its time budget: what is left waits for the next run, and bookings get their share', async () => {
    const orders = [await overdueOrder(), await overdueOrder(), await overdueOrder()];
    const visits = [await overdueBooking(), await overdueBooking()];
    // No time at all: one order and one booking each (the first of each is always tried), the rest deferred.
    expect(await sweep({ budgetMs: 0 })).toEqual({ orders: 1, bookings: 1, paid: 0, failed: 0, deferred: 3 });
    expect(await orderStatus(orders[0].number)).toBe('expired');
    expect(await orderStatus(orders[1].number)).toBe('pending');
    expect(await sweep()).toEqual({ orders: 2, bookings: 1, paid: 0, failed: 0, deferred: 0 });
    for (const visit of visits) expect(await bookingStatus(visit)).toBe('expired');
  });

  it('an order whose payment service never answers cannot hold the sweep: it is given up after its share of the budget, and the bookings are reached', async () => {
    const hanging = await overdueOrder();
    const next = await overdueOrder();
    const visit = await overdueBooking();
    const [{ invoice_number }] = await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [hanging.number]);
    const realFetch = globalThis.fetch;
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        (input instanceof Request ? input.url : input.toString()).endsWith(`/payments/invoices/${invoice_number}`)
          ? new Promise<Response>(() => undefined)
          : realFetch(input, init),
      );
    try {
      const started = Date.now();
      const report = await sweep({ budgetMs: 2000 });
      expect(Date.now() - started).toBeLessThan(4000);
      expect(report).toEqual({ orders: 0, bookings: 1, paid: 0, failed: 1, deferred: 1 });
    } finally {
      spy.mockRestore();
    }
    expect(await bookingStatus(visit)).toBe('expired');
    expect(await orderStatus(hanging.number)).toBe('pending');
    expect(await sweep()).toMatchObject({ orders: 2, failed: 0 });
    expect(await orderStatus(next.number)).toBe('expired');
  });
});

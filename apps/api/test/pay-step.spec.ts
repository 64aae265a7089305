import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, fakeIrembopay, gql, listening, newClient } from './support/commerce';

/**
 * Audit finding 6: an order's IremboPay invoice is made when its buyer opens the payment page, not at checkout, and one
 * client address can hold only so many order lines at once, whatever names, e-mails and phones it gives. Against an
 * IremboPay-like server over HTTP that records every call.
 */
describe('the invoice is made at the Pay step; one client holds only so much', () => {
  let irembopay: Awaited<ReturnType<typeof fakeIrembopay>>;
  const calls = () => irembopay.calls.map(({ method, url, transactionId }) => ({ method, url, transactionId }));
  let t: TestApp & { url: string };

  beforeAll(async () => {
    irembopay = await fakeIrembopay();
    t = await listening({
      IREMBOPAY_BASE_URL: irembopay.url,
      IREMBOPAY_SECRET_KEY: 'live-secret-1234',
      IREMBOPAY_ACCOUNT_ID: 'SAWA-USD',
      HOLD_LINES_PER_CLIENT: '',
    });
  });
  afterAll(async () => {
    await t.close();
    await irembopay.close();
  });

  const line = (art: { id: string; print: string }) => ({ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' });
  let buyers = 0;
  const checkout = (lines: ReturnType<typeof line>[], client: Record<string, string>) =>
    gql(t, CHECKOUT, { input: { ...BUYER, email: `buyer${(buyers += 1)}@example.org`, phone: `+250 722 ${String(buyers).padStart(6, '0')}`, lines } }, client);

  it('checkout makes no invoice; opening the payment page makes exactly one, however often it is opened', async () => {
    const art = await artwork(t, 5);
    irembopay.calls.length = 0;
    const res = await checkout([line(art)], newClient()).expect(200);
    expect(res.body.errors).toBeUndefined();
    const { orderNumber, paymentLinkUrl } = res.body.data.checkout;
    expect(new URL(paymentLinkUrl).pathname).toBe(`/api/v1/orders/${orderNumber}/pay`);
    expect(calls()).toEqual([]);
    const [held] = await t.dataSource.query('SELECT invoice_number, status, holds_stock FROM customer_order WHERE number = $1', [orderNumber]);
    expect(held).toEqual({ invoice_number: null, status: 'pending', holds_stock: true });

    const first = await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
    const second = await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
    expect(first.headers.location).toBe('https://pay.irembopay.example/880000000001');
    expect(second.headers.location).toBe(first.headers.location);
    expect(calls()).toEqual([{ method: 'POST', url: '/payments/invoices', transactionId: orderNumber }]);
    const [row] = await t.dataSource.query(
      `SELECT invoice_number, payment_mode, extract(epoch FROM expires_at - now()) / 60 AS minutes FROM customer_order WHERE number = $1`,
      [orderNumber],
    );
    expect(row).toMatchObject({ invoice_number: '880000000001', payment_mode: 'irembopay' });
    // The hold was extended once on the way (HOLD_EXTENSION_MINUTES), and the invoice expires with it.
    expect(Number(row.minutes)).toBeGreaterThan(14.5);
  });

  it('one client address holds at most 20 order lines waiting for payment (HOLD_LINES_PER_CLIENT), whatever names it gives: 429', async () => {
    const arts = await Promise.all(Array.from({ length: 10 }, () => artwork(t, 50)));
    const client = newClient();
    const placed: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await checkout(arts.map(line), client).expect(200);
      expect(res.body.errors).toBeUndefined();
      placed.push(res.body.data.checkout.orderNumber);
    }
    const refused = await checkout([line(arts[0])], client).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.errors[0].message).toBe(
      'Orders placed from your connection already hold 20 of the 20 works one visitor may hold at once while waiting for payment. Pay for an order, or let one lapse, before placing another.',
    );
    // Another client is not affected; nothing was reserved for the refused order.
    expect((await checkout([line(arts[0])], newClient()).expect(200)).body.errors).toBeUndefined();
    expect(await t.dataSource.query('SELECT reserved FROM edition WHERE id = $1', [arts[0].print])).toEqual([{ reserved: 3 }]);
    // An order that ends gives its lines back to the client's allowance.
    await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: placed[0] }, { authorization: `Bearer ${await t.token()}` }).expect(200);
    expect((await checkout([line(arts[0])], client).expect(200)).body.errors).toBeUndefined();
  });
});

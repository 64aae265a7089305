import { AddressInfo } from 'node:net';
import { createTestDatabase, TestDatabase } from '@sawa/api/database/testing';
import { MIGRATIONS } from '@sawa/api/database';
import { PAYMENT_PROVIDER, PaymentProvider, signPayload } from '@sawa/api/commerce';
import { ShopModeService } from '@sawa/api/shop';
import { createTestApp, TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, orderRow, paymentPage, shipFreeToEastAfrica, stock } from './support/commerce';

/** Several instances of the app starting at the same moment on one fresh database. */
describe('instances starting together', () => {
  let db: TestDatabase;
  let apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('migrate once and create one first admin, whose password is printed once', async () => {
    db = await createTestDatabase();
    const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    apps = await Promise.all([1, 2, 3].map(() => createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }, undefined, { database: { databaseUrl: db.url } })));
    const announcements = printed.mock.calls.filter(([line]) => String(line).includes('First start: an admin was created'));
    printed.mockRestore();
    expect(announcements).toHaveLength(1);
    const [{ n: admins }] = await apps[0].dataSource.query('SELECT count(*)::int AS n FROM admin');
    expect(admins).toBe(1);
    const [{ n: migrations }] = await apps[0].dataSource.query('SELECT count(*)::int AS n FROM migrations');
    expect(migrations).toBe(MIGRATIONS.length);
    // Every instance answers.
    for (const app of apps) await app.http().get('/health').expect(200);
  });
});

/**
 * The built-in payment sandbox behind two instances on one database, both listening (the sandbox is
 * reached over HTTP, as IremboPay is): nothing depends on which instance answers.
 */
describe('two instances and the payment sandbox', () => {
  let a: TestApp & { url: string };
  let b: TestApp & { url: string };
  const START = `mutation { startSellingForReal { shopMode { demo payments } } }`;
  const ENV = {
    PAYMENTS_SANDBOX: '',
    IREMBOPAY_SECRET_KEY: '',
    MAIL_WORKER_INTERVAL_SECONDS: '0',
    STUDIO_EMAIL: 'studio@sawa.example',
    HOLDS_PER_EMAIL: '500',
    HOLDS_PER_PHONE: '500',
  };
  const listen = async (t: TestApp) => {
    await t.app.listen(0, '127.0.0.1');
    return Object.assign(t, { url: `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}` });
  };
  const provider = (t: TestApp) => t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
  const signed = (t: TestApp, key: string, data: Record<string, unknown>) => {
    const body = JSON.stringify({ success: true, data: { paymentStatus: 'PAID', ...data } });
    return t
      .http()
      .post('/api/v1/payments/notifications')
      .set('content-type', 'application/json')
      .set('irembopay-signature', signPayload(key, body))
      .send(body);
  };
  const sandboxApi = (t: TestApp, key: string, invoiceNumber: string) =>
    t.http().get(`/sandbox/irembopay/payments/invoices/${invoiceNumber}`).set('irembopay-secretKey', key).set('X-API-Version', '2');

  beforeAll(async () => {
    a = await listen(await createTestApp(ENV));
    // A demo shop (as the demo seed leaves it): payments go to the sandbox. B starts after, and reads it.
    await a.dataSource.query(`UPDATE shop_settings SET demo = true, demo_seeded_at = now() WHERE id = 1`);
    await a.app.get(ShopModeService).refresh();
    // The buyer is delivered to Kenya: a free East African rate keeps the totals the works' prices.
    await shipFreeToEastAfrica(a);
    b = await listen(await createTestApp(ENV, undefined, { database: a }));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('an invoice made through A is shown, read back, made again and paid through B, and paid as seen from A', async () => {
    const art = await artwork(a);
    const { orderNumber, paymentLinkUrl } = (
      await gql(a, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } })
    ).body.data.checkout;
    const path = await paymentPage(a, paymentLinkUrl);
    const invoiceNumber = path.split('/').pop()!;

    const page = await b.http().get(path).expect(200);
    expect(page.text).toContain(`Invoice ${invoiceNumber}`);
    expect(page.text).toContain('Pay $1,200.00');
    expect(await provider(b).getInvoice(invoiceNumber)).toMatchObject({ invoiceNumber, transactionId: orderNumber, paymentStatus: 'NEW', amount: '1200.00' });
    // The transaction is unique across instances: asking B for its invoice again gives A's.
    const again = await provider(b).createInvoice({
      transactionId: orderNumber,
      items: [{ code: 'PC-ART', quantity: 1, unitAmount: '1200.00' }],
      description: 'again',
      expiryAt: new Date(Date.now() + 600_000),
      language: 'EN',
    });
    expect(again.invoiceNumber).toBe(invoiceNumber);

    const paid = await b.http().post(path).expect(303);
    expect(paid.headers.location).toBe(`/order/${orderNumber}`);
    expect(await orderRow(a, orderNumber)).toMatchObject({ status: 'paid', holdsStock: true });
    expect(await stock(a, art.original)).toBe(0);
    expect(await provider(a).getInvoice(invoiceNumber)).toMatchObject({
      paymentStatus: 'PAID',
      paymentMethod: 'SANDBOX',
      paymentReference: expect.stringMatching(/^SBX-/),
    });
    const paidPage = (await a.http().get(path).expect(200)).text;
    expect(paidPage).toContain('This invoice is paid.');
    // Back from the order page lands here: it links to the order.
    expect(paidPage).toContain(`<a href="/order/${orderNumber}">See your order</a>`);
    // Paying again through A changes nothing: one payment, one notification.
    await a.http().post(path).expect(303);
    expect(await a.dataSource.query(`SELECT "to" FROM outbox_message WHERE subject LIKE $1 ORDER BY "to"`, [`%${orderNumber}%`])).toEqual([
      { to: 'amani@example.org' },
      { to: 'studio@sawa.example' },
    ]);
  });

  it('every instance uses the current sandbox key: a key changed anywhere is the only one accepted, on the other instance too, at once', async () => {
    const first = await provider(a).secretKey();
    expect(await provider(b).secretKey()).toBe(first);
    const art = await artwork(a, 6);
    const checkout = async () =>
      (await gql(a, CHECKOUT, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } })).body.data
        .checkout as { orderNumber: string; paymentLinkUrl: string };
    const order = async () => (await checkout()).orderNumber;
    // Its buyer opens the payment page: the order's invoice is made then (checkout makes none).
    const opened = await checkout();
    await paymentPage(a, opened.paymentLinkUrl);
    const [{ invoice_number: invoiceNumber }] = await a.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [opened.orderNumber]);

    // The key changes in the shared table (made again by whoever): B, which already used the old one, follows at once.
    await a.dataSource.query(`UPDATE shared_secret SET value = 'a-key-set-elsewhere-0123456789abcdef' WHERE name = 'payments-sandbox'`);
    const second = await provider(b).secretKey();
    expect(second).toBe('a-key-set-elsewhere-0123456789abcdef');
    await sandboxApi(b, first, invoiceNumber).expect(401);
    await sandboxApi(b, second, invoiceNumber).expect(200);
    const one = await order();
    await signed(b, first, { transactionId: one, amount: 95.5, currency: 'USD' }).expect(401);
    expect((await signed(b, second, { transactionId: one, amount: 95.5, currency: 'USD' }).expect(200)).body.message).toBe('Payment recorded');
    // A's sandbox signs with the new key, and B verifies it.
    const two = await checkout();
    const path = await paymentPage(a, two.paymentLinkUrl);
    await a.http().post(path).expect(303);
    expect((await orderRow(b, two.orderNumber)).status).toBe('paid');

    // 'Start selling for real' on A replaces the key: a notification signed with the key B knew a moment ago is refused by B.
    const three = await order();
    const res = await gql(a, START, {}, { authorization: `Bearer ${await a.token()}` }).expect(200);
    expect(res.body.data.startSellingForReal.shopMode).toEqual({ demo: false, payments: 'off' });
    await signed(b, second, { transactionId: three, amount: 95.5, currency: 'USD' }).expect(401);
    expect(await provider(b).secretKey()).not.toBe(second);
    // Its invoices are forgotten with it.
    expect(await a.dataSource.query('SELECT invoice_number FROM sandbox_invoice')).toEqual([]);
    await b.http().get(path).expect(404);
  });
});

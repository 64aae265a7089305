import { createTestApp, TestApp } from './harness';
import { ORIGINAL_ART_WORK } from '@sawa/shared/domain';
import { BUYER, CHECKOUT, fakeIrembopay, gql, notify, shipFreeToEastAfrica } from './support/commerce';
import { createArtist } from './support/fixtures';

/**
 * 'Start selling for real' on a demo shop whose IremboPay credentials were set before it (audit finding 5): only what the
 * sandbox took goes. Two instances on one real database: the demo shop's (payments in the sandbox) and one with IremboPay
 * credentials (an IremboPay-like server over HTTP), as happens when a studio sets its credentials on one instance first.
 */
describe('start selling for real keeps every order that could be real', () => {
  let irembopay: Awaited<ReturnType<typeof fakeIrembopay>>;
  let demo: TestApp;
  let live: TestApp;

  beforeAll(async () => {
    irembopay = await fakeIrembopay();
    demo = await createTestApp({
      SEED_DEMO: 'true',
      PAYMENTS_SANDBOX: '',
      IREMBOPAY_SECRET_KEY: '',
      IREMBOPAY_BASE_URL: '',
      MAIL_WORKER_INTERVAL_SECONDS: '0',
    });
    await demo.app.listen(0, '127.0.0.1');
    // BUYER is in Kenya and pays in dollars (a delivery abroad, issue 22), shipped free so totals are the works'.
    await shipFreeToEastAfrica(demo);
    live = await createTestApp(
      {
        IREMBOPAY_BASE_URL: irembopay.url,
        IREMBOPAY_SECRET_KEY: 'live-secret-1234',
        IREMBOPAY_ACCOUNT_ID: 'SAWA-USD',
        IREMBOPAY_VISIT_ACCOUNT_ID: 'SAWA-USD',
        VISIT_CURRENCY: 'USD',
        MAIL_WORKER_INTERVAL_SECONDS: '0',
      },
      undefined,
      { database: demo },
    );
  }, 240_000);
  afterAll(async () => {
    await live?.close();
    await demo?.close();
    await irembopay.close();
  });

  const order = async (t: TestApp, art: { id: string; print: string }, email: string) => {
    const res = await gql(t, CHECKOUT, {
      input: { ...BUYER, email, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] },
    }).expect(200);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.checkout as { orderNumber: string; paymentLinkUrl: string };
  };
  const row = async (number: string) =>
    (
      await demo.dataSource.query(
        'SELECT status, payment_mode AS mode, invoice_number AS invoice, refund_due AS "refundDue" FROM customer_order WHERE number = $1',
        [number],
      )
    )[0];

  it('a live-mode pending order and a refund-due order survive; the sandbox test orders go', async () => {
    const admin = { authorization: `Bearer ${await demo.token()}` };
    // A work of the studio's own, in a demo category (which then stays, holding it).
    const created = await gql(
      demo,
      `mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id editions { id } } }`,
      {
        input: {
          name: 'Golden Monkey',
          productCode: 'GM-OWN-1',
          description: 'Bamboo light',
          size: '50 x 70 cm',
          material: 'Acrylic',
          artistId: await createArtist(demo),
          categoryId: (await demo.dataSource.query(`SELECT id FROM category ORDER BY name LIMIT 1`))[0].id,
          editions: [
            { type: ORIGINAL_ART_WORK, price: '1200.00' },
            { type: 'Print A3', price: '95.50', editionSize: 10 },
          ],
        },
      },
      admin,
    ).expect(200);
    const art = { id: created.body.data.createArtwork.id, print: created.body.data.createArtwork.editions[1].id };
    // On the demo instance: a test order waiting in the sandbox, and one paid in the sandbox then cancelled (refund due).
    const sandboxPending = await order(demo, art, 'test-one@example.org');
    const refunded = await order(demo, art, 'test-two@example.org');
    await notify(demo, { transactionId: refunded.orderNumber, paymentMethod: 'SANDBOX' }).expect(200);
    const cancelled = await gql(demo, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: refunded.orderNumber }, admin).expect(200);
    expect(cancelled.body.errors).toBeUndefined();
    // On the instance with credentials: a real buyer's order, its IremboPay invoice made when they open the payment page.
    const real = await order(live, art, 'real-buyer@example.org');
    expect(new URL(await paymentPageOf(live, real.paymentLinkUrl)).host).toBe('pay.irembopay.example');

    expect(await row(sandboxPending.orderNumber)).toMatchObject({ status: 'pending', mode: 'sandbox' });
    expect(await row(refunded.orderNumber)).toMatchObject({ status: 'cancelled', mode: 'sandbox', refundDue: true });
    expect(await row(real.orderNumber)).toMatchObject({ status: 'pending', mode: 'irembopay', invoice: expect.stringMatching(/^8800/) });

    const plan = await gql(demo, '{ shopMode { testOrders } }', {}, admin).expect(200);
    expect(plan.body.data.shopMode.testOrders).toBe(1);
    const res = await gql(demo, 'mutation { startSellingForReal { testOrdersRemoved } }', {}, admin).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.startSellingForReal.testOrdersRemoved).toBe(1);

    expect(await row(sandboxPending.orderNumber)).toBeUndefined();
    expect(await row(refunded.orderNumber)).toMatchObject({ status: 'cancelled', refundDue: true });
    // The real order still waits, holding its unit: its payment, when it comes, is recorded against it.
    expect(await row(real.orderNumber)).toMatchObject({ status: 'pending', mode: 'irembopay' });
    const [{ reserved }] = await demo.dataSource.query('SELECT reserved FROM edition WHERE id = $1', [art.print]);
    expect(reserved).toBe(1);
    // In the audit log: who did it, and how much went (counts only).
    const [entry] = await demo.dataSource.query(
      `SELECT actor_kind, actor_name, target_id, changes, details FROM audit_entry WHERE action = 'shop.selling-for-real'`,
    );
    expect(entry).toMatchObject({
      actor_kind: 'staff',
      actor_name: expect.any(String),
      target_id: 'shop mode',
      changes: [{ field: 'demo', before: 'true', after: 'false' }],
      details: expect.objectContaining({ testOrdersRemoved: 1 }),
    });
  });
});

/** The shop's way to the payment page, followed on an instance: the absolute address it redirects to. */
async function paymentPageOf(t: TestApp, paymentLinkUrl: string): Promise<string> {
  const res = await t.http().get(new URL(paymentLinkUrl).pathname).expect(302);
  return res.headers.location;
}

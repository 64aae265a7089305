import { startSmtp, TestSmtp } from './support/smtp';
import { artwork, BUYER, CHECKOUT, gql, shipFreeToEastAfrica, stock } from './support/commerce';
import { createTestApp, TestApp } from './harness';

/**
 * The shop's scheduled work runs on the job queue: two instances of the app on one database both
 * schedule the mail delivery and the expiry sweep every second, and each run happens once, by one of
 * them: every mail is sent exactly once, an overdue order is released once.
 */
async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail delivery and the expiry sweep as scheduled jobs, across two instances', () => {
  let smtp: TestSmtp;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_WORKER_INTERVAL_SECONDS: '1',
      RESERVATION_SWEEP_INTERVAL_SECONDS: '1',
      JOBS_POLL_INTERVAL_SECONDS: '1',
      PAYMENTS_SANDBOX: 'true',
      HOLDS_PER_EMAIL: '50',
      HOLDS_PER_PHONE: '50',
    };
    a = await createTestApp(env);
    b = await createTestApp(env, undefined, { database: a });
    // The buyer is delivered to Kenya: a free East African rate keeps the total the work's price.
    await shipFreeToEastAfrica(a);
    // The sweep reads invoices back from the payment service: the built-in sandbox, over HTTP.
    await a.app.listen(0, '127.0.0.1');
    await b.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await smtp.close();
  });

  it('sends each mail of the outbox exactly once, without anyone calling for it', async () => {
    await a.http().post('/api/v1/mail/subscribe').send({ email: 'first@example.org' }).expect(200);
    await b.http().post('/api/v1/mail/subscribe').send({ email: 'second@example.org' }).expect(200);
    await until('both confirmation mails', () => smtp.received.length >= 2);
    // Several more delivery runs pass on both instances: nothing is sent again.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['first@example.org', 'second@example.org']);
    const runs = await a.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'messaging.deliver-mail' AND state = 'completed'`);
    expect(runs[0].n).toBeGreaterThanOrEqual(3);
  });

  it('releases an order whose hold lapsed, once, by the scheduled sweep', async () => {
    const art = await artwork(a);
    const res = await gql(a, CHECKOUT, {
      input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] },
    }).expect(200);
    const { orderNumber } = res.body.data.checkout;
    expect(await stock(a, art.original)).toBe(0);
    await a.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [orderNumber]);
    await until(
      'the sweep to release the order',
      async () => (await a.dataSource.query('SELECT status FROM customer_order WHERE number = $1', [orderNumber]))[0].status === 'expired',
    );
    expect(await stock(b, art.original)).toBe(1);
    // Never two sweeps at once: the queue keeps at most one waiting and one running.
    const overlapping = await a.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'commerce.reservation-sweep' AND state = 'active'`);
    expect(overlapping[0].n).toBeLessThanOrEqual(1);
  });
});

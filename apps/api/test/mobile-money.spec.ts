import { formatMoney, MOBILE_MONEY_MESSAGES } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, fakeIrembopay, gql, listening, newClient, RWANDAN_BUYER, RWF_PRICES } from './support/commerce';
import { at, bookingRow, bookVisit, setSchedule, VISITOR } from './support/visits';

const PUSH = `mutation ($r: String!, $p: MobileMoneyProvider!, $phone: String) {
  payVisitByMobileMoney(reference: $r, provider: $p, phone: $phone) { message sandboxPhoneUrl }
}`;
const VISIT = `query ($r: String!) { visit(reference: $r) { status phoneEnding paymentLinkUrl } }`;

const orderRow = async (t: TestApp, number: string) =>
  (await t.dataSource.query(`SELECT status, invoice_number, hold_extended_at FROM customer_order WHERE number = $1`, [number]))[0];

const push = (t: TestApp, reference: string, provider: 'MTN' | 'AIRTEL', phone?: string) =>
  gql(t, PUSH, { r: reference, p: provider, phone }, newClient()).expect(200);

async function bookedVisit(t: TestApp): Promise<{ reference: string; amount: string; currency: string }> {
  const res = await bookVisit(t, at(3, '10:00')).expect(200);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.bookVisit;
}

/** Paying a visit by mobile money: pushed to the visitor's phone, approved there, paid by the signed notification. */
describe('mobile money: the payment sandbox', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => {
    t = await listening();
    await setSchedule(t);
  });
  afterAll(() => t.close());

  it('a visit in francs is paid by MTN MoMo: the request reaches the phone it was booked with, and approving it there marks the visit paid', async () => {
    const visit = await bookedVisit(t);
    expect(visit.currency).toBe('RWF');
    // The visitor's page names the number without showing it.
    expect((await gql(t, VISIT, { r: visit.reference })).body.data.visit).toMatchObject({ status: 'pending', phoneEnding: '000' });

    const sent = (await push(t, visit.reference, 'MTN')).body.data.payVisitByMobileMoney;
    expect(sent.message).toBe(MOBILE_MONEY_MESSAGES.sent('MTN', '000'));
    // The simulated phone shows the request: the network, the number (as IremboPay takes it), the amount.
    const phone = await t.http().get(sent.sandboxPhoneUrl).expect(200);
    expect(phone.text).toContain('MTN MoMo');
    expect(phone.text).toContain('0788555000');
    expect(phone.text).toContain(formatMoney(visit.amount, 'RWF'));
    expect((await bookingRow(t, visit.reference)).paid).toBe(false);

    await t.http().post(`${sent.sandboxPhoneUrl}/approve`).expect(303);
    expect(await bookingRow(t, visit.reference)).toMatchObject({ status: 'paid', paid: true });
    expect((await t.http().get(sent.sandboxPhoneUrl).expect(200)).text).toContain('Paid:');
    // Paid: no second request.
    const again = await push(t, visit.reference, 'MTN');
    expect(again.body.errors[0]).toMatchObject({ message: MOBILE_MONEY_MESSAGES.notPayable('visit'), extensions: { code: 'CONFLICT' } });
  });

  it('declined on the phone: the visit stays unpaid, and another number of another network can be asked', async () => {
    const visit = await bookedVisit(t);
    const first = (await push(t, visit.reference, 'MTN')).body.data.payVisitByMobileMoney;
    await t.http().post(`${first.sandboxPhoneUrl}/decline`).expect(303);
    expect((await t.http().get(first.sandboxPhoneUrl).expect(200)).text).toContain('You declined this payment request.');
    expect(await bookingRow(t, visit.reference)).toMatchObject({ status: 'pending', paid: false });

    const airtel = (await push(t, visit.reference, 'AIRTEL', '+250 72 812 3456')).body.data.payVisitByMobileMoney;
    expect(airtel.message).toBe(MOBILE_MONEY_MESSAGES.sent('AIRTEL', '456'));
    const phone = (await t.http().get(airtel.sandboxPhoneUrl).expect(200)).text;
    expect(phone).toContain('Airtel Money');
    expect(phone).toContain('0728123456');
  });

  it('refuses a number of another network, a number that is not Rwandan, an unknown provider and an unknown visit, with messages', async () => {
    const visit = await bookedVisit(t);
    const wrong = await push(t, visit.reference, 'AIRTEL');
    expect(wrong.body.errors[0]).toMatchObject({
      message: MOBILE_MONEY_MESSAGES.wrongNetwork('AIRTEL', VISITOR.phone),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const foreign = await push(t, visit.reference, 'MTN', '+254 712 345 678');
    expect(foreign.body.errors[0]).toMatchObject({ message: MOBILE_MONEY_MESSAGES.notRwandan, extensions: { code: 'BAD_USER_INPUT' } });
    const provider = await gql(t, PUSH, { r: visit.reference, p: 'MPESA' }, newClient());
    expect(provider.status).toBe(400);
    const unknown = await push(t, 'VISIT-NOPE0000', 'MTN', '0788123456');
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // Nothing reached the phone.
    const [{ push_status }] = await t.dataSource.query(`SELECT push_status FROM sandbox_invoice WHERE transaction_id = $1`, [visit.reference]);
    expect(push_status).toBeNull();
  });
});

describe('mobile money: a visit priced in dollars', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => {
    t = await listening({ VISIT_CURRENCY: 'USD', VISIT_PRICE: '12' });
    await setSchedule(t);
  });
  afterAll(() => t.close());

  it('is never pushed, nor an order in dollars: the payer is told to pay by card, and nothing reaches a phone', async () => {
    const visit = await bookedVisit(t);
    expect(visit.currency).toBe('USD');
    const res = await push(t, visit.reference, 'MTN');
    expect(res.body.errors[0]).toMatchObject({ message: MOBILE_MONEY_MESSAGES.currency('USD'), extensions: { code: 'BAD_USER_INPUT' } });
    const [{ push_status }] = await t.dataSource.query(`SELECT push_status FROM sandbox_invoice WHERE transaction_id = $1`, [visit.reference]);
    expect(push_status).toBeNull();
    // An order delivered abroad in dollars (BUYER): refused before its Pay step (no invoice is made).
    const art = await artwork(t, 5);
    const line = { artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' };
    const { orderNumber } = (await gql(t, CHECKOUT, { input: { ...BUYER, lines: [line] } }, newClient()).expect(200)).body.data.checkout;
    const order = await gql(t, `mutation ($n: String!) { payOrderByMobileMoney(number: $n, provider: MTN) { message } }`, { n: orderNumber }, newClient());
    expect(order.body.errors[0]).toMatchObject({ message: MOBILE_MONEY_MESSAGES.currency('USD'), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await orderRow(t, orderNumber)).invoice_number).toBeNull();
  });
});

describe('mobile money: an order in francs (a pickup at the studio, invoiced in RWF)', () => {
  let t: TestApp & { url: string };
  const PAY_ORDER = `mutation ($n: String!, $p: MobileMoneyProvider!, $phone: String) {
    payOrderByMobileMoney(number: $n, provider: $p, phone: $phone) { message sandboxPhoneUrl }
  }`;
  beforeAll(async () => {
    t = await listening();
  });
  afterAll(() => t.close());

  it('is its Pay step then a push: the invoice is made and the hold extended once, and approving on the phone pays the order', async () => {
    const art = await artwork(t, 5);
    const line = { artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: RWF_PRICES.print };
    const placed = (await gql(t, CHECKOUT, { input: { ...RWANDAN_BUYER, lines: [line] } }, newClient()).expect(200)).body.data.checkout;
    expect(placed).toMatchObject({ currency: 'RWF', total: '138000.00' });
    expect((await orderRow(t, placed.orderNumber)).invoice_number).toBeNull();
    expect((await gql(t, `query ($n: String!) { order(number: $n) { phoneEnding } }`, { n: placed.orderNumber })).body.data.order.phoneEnding).toBe('000');

    const sent = (await gql(t, PAY_ORDER, { n: placed.orderNumber, p: 'MTN' }, newClient()).expect(200)).body.data.payOrderByMobileMoney;
    expect(sent.message).toBe(MOBILE_MONEY_MESSAGES.sent('MTN', '000'));
    const row = await orderRow(t, placed.orderNumber);
    expect(row.invoice_number).toMatch(/^880\d{9}$/);
    expect(row.hold_extended_at).not.toBeNull();
    await t.http().post(`${sent.sandboxPhoneUrl}/approve`).expect(303);
    expect((await orderRow(t, placed.orderNumber)).status).toBe('paid');
    const again = await gql(t, PAY_ORDER, { n: placed.orderNumber, p: 'MTN' }, newClient());
    expect(again.body.errors[0]).toMatchObject({ message: MOBILE_MONEY_MESSAGES.notPayable('order'), extensions: { code: 'CONFLICT' } });
  });
});

describe('mobile money: IremboPay', () => {
  const LIVE = { IREMBOPAY_SECRET_KEY: 'live-secret-1234', IREMBOPAY_ACCOUNT_ID: 'SAWA-USD', IREMBOPAY_VISIT_ACCOUNT_ID: 'SAWATOUR-RWF' };
  it("calls IremboPay's initiate-payment API with the number, the network and the invoice, and says what its refusals mean", async () => {
    const irembopay = await fakeIrembopay({ currency: 'RWF' });
    const t = await listening({ IREMBOPAY_BASE_URL: irembopay.url, ...LIVE });
    try {
      await setSchedule(t);
      const visit = await bookedVisit(t);
      const [{ invoice_number }] = await t.dataSource.query(`SELECT invoice_number FROM booking WHERE reference = $1`, [visit.reference]);
      const sent = (await push(t, visit.reference, 'AIRTEL', '+250 72 812 3456')).body.data.payVisitByMobileMoney;
      expect(sent.sandboxPhoneUrl).toBeNull();
      const call = irembopay.calls.find((c) => c.url === '/payments/transactions/initiate');
      expect(call).toMatchObject({
        method: 'POST',
        headers: { 'irembopay-secretkey': 'live-secret-1234', 'x-api-version': '2' },
        body: { accountIdentifier: '0728123456', paymentProvider: 'AIRTEL', invoiceNumber: invoice_number },
      });
    } finally {
      await t.close();
      await irembopay.close();
    }

    for (const [code, message, status] of [
      ['INVOICE_EXPIRED', MOBILE_MONEY_MESSAGES.expired, 'CONFLICT'],
      ['INVOICE_ALREADY_PAID', MOBILE_MONEY_MESSAGES.alreadyPaid, 'CONFLICT'],
      ['PROVIDER_UNAVAILABLE', MOBILE_MONEY_MESSAGES.failed, 'SERVICE_UNAVAILABLE'],
    ]) {
      const refusing = await fakeIrembopay({
        currency: 'RWF',
        push: { status: 400, body: { success: false, message: 'Refused', errors: [{ code, detail: code }] } },
      });
      const app = await listening({ IREMBOPAY_BASE_URL: refusing.url, ...LIVE });
      try {
        await setSchedule(app);
        const visit = await bookedVisit(app);
        const res = await push(app, visit.reference, 'MTN');
        expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: status } });
        expect(refusing.calls.filter((c) => c.url === '/payments/transactions/initiate')).toHaveLength(1);
      } finally {
        await app.close();
        await refusing.close();
      }
    }
  }, 120_000);
});

import { ReservationWorker } from '@sawa/api/commerce';
import { toCents } from '@sawa/shared/domain';
import { createTestApp, TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify } from './support/commerce';

const TOTALS = '{ conservationTotals { raised { currency amount } worksSold sharePercent } }';
const LEDGER = `{ conservationLedger(page: 1, pageSize: 100) { totalItems items { kind orderNumber artworkName edition quantity saleAmount percent amount currency testPayment } }
  conservationMonths { month currency amount worksSold } }`;
const CANCEL = 'mutation ($n: String!) { cancelOrder(number: $n) { status refundDue } }';
const REFUNDED = 'mutation ($n: String!) { markOrderRefunded(number: $n) { refundDue } }';
const ARTWORK = 'query ($id: ID!) { artwork(id: $id) { version conservationPercent ownConservationPercent editions { type price conservationShare } } }';
const UPDATE =
  'mutation ($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { version conservationPercent ownConservationPercent } }';

/** This month in the studio's time (Kigali, UTC+2), as the ledger groups it. */
const kigaliMonth = () => new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 7);
const fromCache = (res: { headers: Record<string, string> }) => (res.headers['server-timing'] ?? '').startsWith('cache;');

/**
 * The conservation ledger, on real PostgreSQL with the sandbox over HTTP: each paid order line sets
 * its share aside in the transaction that marks it paid, a cancelled paid order reverses it, and
 * nothing else (late or mismatched payments, visits) ever counts.
 */
describe('conservation ledger', () => {
  let t: TestApp & { url: string };
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await listening();
    admin = { authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  let buyers = 0;
  const buy = async (lines: { artworkId: string; editionId: string; quantity: number; unitPrice: string }[]) => {
    buyers += 1;
    const input = { ...BUYER, email: `ledger${buyers}@example.org`, phone: `+250 788 ${String(buyers).padStart(6, '0')}`, lines };
    const res = await gql(t, CHECKOUT, { input }, newClient()).expect(200);
    if (res.body.errors) throw new Error(res.body.errors[0].message);
    return res.body.data.checkout.orderNumber as string;
  };
  const totals = async () => (await gql(t, TOTALS).expect(200)).body.data.conservationTotals;
  const ledger = async () => (await gql(t, LEDGER, {}, admin).expect(200)).body.data;
  const entriesOf = async (orderNumber: string) =>
    (await ledger()).conservationLedger.items.filter((e: { orderNumber: string }) => e.orderNumber === orderNumber);

  it('the total after paid, cancelled (refund due) and refunded orders; nothing for unpaid, late, mismatched payments or visits', async () => {
    const art = await artwork(t, 10);
    expect(await totals()).toEqual({ raised: [], worksSold: 0, sharePercent: '10.00' });

    // Paid: the original (1200.00) and two prints (2 x 95.50): 10% of each line.
    const first = await buy([
      { artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' },
      { artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '95.50' },
    ]);
    await notify(t, { transactionId: first }).expect(200);
    expect(await totals()).toEqual({ raised: [{ currency: 'USD', amount: '139.10' }], worksSold: 3, sharePercent: '10.00' });
    // A replayed notification sets nothing aside twice.
    expect((await notify(t, { transactionId: first }).expect(200)).body.message).toBe('Payment already recorded');
    expect(await entriesOf(first)).toEqual(
      expect.arrayContaining([
        {
          kind: 'sale',
          orderNumber: first,
          artworkName: 'Golden Monkey',
          edition: 'Original Art Work',
          quantity: 1,
          saleAmount: '1200.00',
          percent: '10.00',
          amount: '120.00',
          currency: 'USD',
          testPayment: true,
        },
        {
          kind: 'sale',
          orderNumber: first,
          artworkName: 'Golden Monkey',
          edition: 'Print A3',
          quantity: 2,
          saleAmount: '191.00',
          percent: '10.00',
          amount: '19.10',
          currency: 'USD',
          testPayment: true,
        },
      ]),
    );
    expect(await entriesOf(first)).toHaveLength(2);

    // Paid, then cancelled by the studio (refund due): its share is reversed in the same transaction.
    const second = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    await notify(t, { transactionId: second }).expect(200);
    expect(await totals()).toMatchObject({ raised: [{ currency: 'USD', amount: '148.65' }], worksSold: 4 });
    expect((await gql(t, CANCEL, { n: second }, admin).expect(200)).body.data.cancelOrder).toEqual({ status: 'cancelled', refundDue: true });
    expect(await totals()).toMatchObject({ raised: [{ currency: 'USD', amount: '139.10' }], worksSold: 3 });
    expect(
      (await entriesOf(second))
        .map((e: { kind: string; quantity: number; saleAmount: string; amount: string }) => [e.kind, e.quantity, e.saleAmount, e.amount])
        .sort(),
    ).toEqual([
      ['reversal', -1, '-95.50', '-9.55'],
      ['sale', 1, '95.50', '9.55'],
    ]);
    // Refunded: the money went back; the ledger already reversed the share.
    expect((await gql(t, REFUNDED, { n: second }, admin).expect(200)).body.data.markOrderRefunded).toEqual({ refundDue: false });
    expect(await totals()).toMatchObject({ raised: [{ currency: 'USD', amount: '139.10' }], worksSold: 3 });

    // Waiting for payment, cancelled unpaid, expired, paid late (after expiry, refund due), paid with the wrong amount: no sale.
    const waiting = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    const cancelledUnpaid = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    await gql(t, CANCEL, { n: cancelledUnpaid }, admin).expect(200);
    const late = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [late]);
    await t.app.get(ReservationWorker).sweepOnce();
    expect((await notify(t, { transactionId: late }).expect(200)).body.message).toBe('Payment recorded after the order had ended: refund due');
    const mismatched = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    await notify(t, { transactionId: mismatched, amount: '9.55' }).expect(200);
    // A studio visit paid is not a sale.
    const visit = await t.http().post('/api/v1/payments/sawatour-invoice').set(newClient()).send({}).expect(200);
    expect((await notify(t, { transactionId: visit.body.data.transactionId }).expect(200)).body.message).toBe('Payment recorded');
    for (const number of [waiting, cancelledUnpaid, late, mismatched]) expect(await entriesOf(number)).toEqual([]);
    expect(await totals()).toMatchObject({ raised: [{ currency: 'USD', amount: '139.10' }], worksSold: 3 });

    // The back office's months: this month (Kigali time), net of the reversal.
    const months = (await ledger()).conservationMonths;
    expect(months).toEqual([{ month: kigaliMonth(), currency: 'USD', amount: '139.10', worksSold: 3 }]);
  });

  it('a payment whose share cannot be recorded is not taken as paid: the ledger and the payment are one transaction', async () => {
    const art = await artwork(t, 5);
    const orderNumber = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    const before = (await totals()).raised;
    await t.dataSource.query(`
      CREATE FUNCTION refuse_ledger() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger unavailable'; END $$;
      CREATE TRIGGER refuse_ledger BEFORE INSERT ON conservation_entry FOR EACH ROW EXECUTE FUNCTION refuse_ledger();`);
    try {
      await notify(t, { transactionId: orderNumber }).expect(500);
      const [order] = await t.dataSource.query('SELECT status, paid_at FROM customer_order WHERE number = $1', [orderNumber]);
      expect(order).toEqual({ status: 'pending', paid_at: null });
      expect(await t.dataSource.query('SELECT reserved, sold FROM edition WHERE id = $1', [art.print])).toEqual([{ reserved: 1, sold: 0 }]);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_ledger ON conservation_entry; DROP FUNCTION refuse_ledger();');
    }
    // IremboPay sends the notification again: now it is paid, and its share recorded.
    expect((await notify(t, { transactionId: orderNumber }).expect(200)).body.message).toBe('Payment recorded');
    expect(await entriesOf(orderNumber)).toEqual([expect.objectContaining({ kind: 'sale', amount: '9.55' })]);
    expect((await totals()).raised).not.toEqual(before);
  });

  it("a work's own share overrides the studio's, is shown per edition, and the order keeps the share it was placed at", async () => {
    const art = await artwork(t, 5);
    const read = async () => (await gql(t, ARTWORK, { id: art.id }).expect(200)).body.data.artwork;
    const studio = await read();
    expect(studio).toMatchObject({ conservationPercent: '10.00', ownConservationPercent: null });
    expect(studio.editions).toEqual([
      { type: 'Original Art Work', price: '1200.00', conservationShare: '120.00' },
      { type: 'Print A3', price: '95.50', conservationShare: '9.55' },
    ]);

    const own = await gql(t, UPDATE, { id: art.id, input: { version: studio.version, conservationPercent: '12.5' } }, admin).expect(200);
    expect(own.body.data.updateArtwork).toMatchObject({ conservationPercent: '12.50', ownConservationPercent: '12.50' });
    // 95.50 x 12.5% = 11.9375: half a cent and more rounds up.
    expect((await read()).editions.map((e: { conservationShare: string }) => e.conservationShare)).toEqual(['150.00', '11.94']);

    // Out of range, negative, or more than two decimals: refused (a variable the Decimal scalar refuses is a 400), nothing changed.
    for (const bad of ['100.01', '250', '-1', '12.345']) {
      const refused = await gql(t, UPDATE, { id: art.id, input: { version: (await read()).version, conservationPercent: bad } }, admin);
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const refused = await gql(t, UPDATE, { id: art.id, input: { version: (await read()).version, conservationPercent: '100.5' } }, admin).expect(200);
    expect(refused.body.errors[0].message).toContain('conservationPercent must be a percentage from 0 to 100 with at most two decimals');
    expect(await read()).toMatchObject({ conservationPercent: '12.50' });

    // Placed at 12.5%; the studio changes the work's share before the buyer pays: the promise made at checkout holds.
    const orderNumber = await buy([{ artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: '95.50' }]);
    await gql(t, UPDATE, { id: art.id, input: { version: (await read()).version, conservationPercent: '50' } }, admin).expect(200);
    await notify(t, { transactionId: orderNumber }).expect(200);
    expect(await entriesOf(orderNumber)).toEqual([expect.objectContaining({ saleAmount: '191.00', percent: '12.50', amount: '23.88' })]);

    // null: back to the studio's share; 0: this work sets nothing aside.
    const cleared = await gql(t, UPDATE, { id: art.id, input: { version: (await read()).version, conservationPercent: null } }, admin).expect(200);
    expect(cleared.body.data.updateArtwork).toMatchObject({ conservationPercent: '10.00', ownConservationPercent: null });
    await gql(t, UPDATE, { id: art.id, input: { version: (await read()).version, conservationPercent: '0' } }, admin).expect(200);
    expect((await read()).editions.map((e: { conservationShare: string }) => e.conservationShare)).toEqual(['0.00', '0.00']);
    // An edit that does not mention the share keeps it.
    await gql(t, UPDATE, { id: art.id, input: { version: (await read()).version, name: 'Golden Monkey II' } }, admin).expect(200);
    expect(await read()).toMatchObject({ ownConservationPercent: '0.00' });
  });

  it('exports the ledger as formula-safe CSV for the conservation partner, to admins only', async () => {
    const art = await artwork(t, 5);
    await t.dataSource.query(`UPDATE art SET art_name = '=HYPERLINK("http://evil.example","Click")' WHERE id = $1`, [art.id]);
    const orderNumber = await buy([{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }]);
    await notify(t, { transactionId: orderNumber }).expect(200);
    await gql(t, CANCEL, { n: orderNumber }, admin).expect(200);

    await t.http().get('/api/v1/conservation/ledger.csv').expect(401);
    expect((await gql(t, '{ conservationLedgerCsv }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, LEDGER)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const res = await t.http().get('/api/v1/conservation/ledger.csv').set(admin).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="conservation-ledger.csv"');
    const rows = res.text.split('\r\n');
    expect(rows[0]).toBe('date,order,entry,artwork,edition,quantity,sale_amount,share_percent,share,currency,test_payment');
    const ofOrder = rows.filter((r) => r.includes(orderNumber));
    // The name cannot run as a formula (a leading apostrophe, quoted because of its quotes and comma); amounts stay numbers, signed.
    expect(ofOrder).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\dT[^,]+\\+02:00,${orderNumber},sale,"'=HYPERLINK\\(""http://evil.example"",""Click""\\)",Print A3,1,95.50,10.00,9.55,USD,yes$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`,${orderNumber},reversal,"'=HYPERLINK\\(""http://evil.example"",""Click""\\)",Print A3,-1,-95.50,10.00,-9.55,USD,yes$`),
      ),
    ]);
    expect((await gql(t, '{ conservationLedgerCsv }', {}, admin).expect(200)).body.data.conservationLedgerCsv).toBe(res.text);
  });

  it('the public total is cached, and a payment or a cancel shows in it at once', async () => {
    const read = () => gql(t, TOTALS).expect(200);
    await read();
    const cached = await read();
    expect(fromCache(cached)).toBe(true);
    const before = cached.body.data.conservationTotals;

    const art = await artwork(t, 5);
    const orderNumber = await buy([{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }]);
    await notify(t, { transactionId: orderNumber }).expect(200);
    const paid = (await read()).body.data.conservationTotals;
    expect(paid.worksSold).toBe(before.worksSold + 1);
    expect(toCents(paid.raised[0].amount) - toCents(before.raised[0].amount)).toBe(toCents('120.00'));

    expect(fromCache(await read())).toBe(true);
    await gql(t, CANCEL, { n: orderNumber }, admin).expect(200);
    expect((await read()).body.data.conservationTotals).toEqual(before);
  });
});

describe('conservation ledger: test payments', () => {
  it('a sandbox sale counts only while payments are simulated; CONSERVATION_SHARE_PERCENT sets the share', async () => {
    const t = await listening({ CONSERVATION_SHARE_PERCENT: '12.5' });
    // A second instance on the same database where payments are not simulated (a shop selling for real).
    const real = await createTestApp({ PAYMENTS_SANDBOX: 'false', CONSERVATION_SHARE_PERCENT: '12.5' }, undefined, { database: t });
    try {
      const art = await artwork(t, 5);
      const input = { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] };
      const { orderNumber } = (await gql(t, CHECKOUT, { input }, newClient()).expect(200)).body.data.checkout;
      await notify(t, { transactionId: orderNumber }).expect(200);
      expect((await gql(t, TOTALS).expect(200)).body.data.conservationTotals).toEqual({
        raised: [{ currency: 'USD', amount: '11.94' }],
        worksSold: 1,
        sharePercent: '12.50',
      });
      expect((await gql(real, TOTALS).expect(200)).body.data.conservationTotals).toEqual({ raised: [], worksSold: 0, sharePercent: '12.50' });
      const csv = await real
        .http()
        .get('/api/v1/conservation/ledger.csv')
        .set('authorization', `Bearer ${await real.token()}`)
        .expect(200);
      expect(csv.text).not.toContain(orderNumber);
    } finally {
      await real.close();
      await t.close();
    }
  });
});

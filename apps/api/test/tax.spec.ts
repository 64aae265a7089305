import { formatMoney } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify, paymentPage, RWANDAN_BUYER, RWF_PRICES } from './support/commerce';
import { gqlAs, inviteStaff } from './support/staff';

/** Issue 24 item 7, tax as settings: VAT registration and rate, the VAT each order stores, and its EBM invoice number. */
describe('tax', () => {
  let t: TestApp & { url: string };
  let owner: string;
  let sales: string;
  beforeAll(async () => {
    t = await listening({}, { freeShippingAbroad: false });
    owner = await t.token();
    sales = (await inviteStaff(t, owner, { email: 'tax-sales@studio.example', roles: ['sales'] })).token;
  });
  afterAll(async () => {
    await t.dataSource.query(`UPDATE shop_settings SET vat_registered = false, tax_number = '', vat_rate = 18 WHERE id = 1`);
    await t.close();
  });

  const SETTINGS = `{ taxSettings { vatRegistered taxNumber vatRate } }`;
  const UPDATE = `mutation ($input: TaxSettingsInput!) { updateTaxSettings(input: $input) { vatRegistered taxNumber vatRate } }`;
  const DISPLAY = `{ vatDisplay { vatRegistered vatRate } }`;
  const ORDER = `query ($n: String!) { adminOrder(number: $n) { total vatAmount vatRate vatTreatment ebmInvoiceNumber } }`;
  const SET_EBM = `mutation ($n: String!, $ebm: String!) { setOrderEbmNumber(number: $n, ebmInvoiceNumber: $ebm) { number ebmInvoiceNumber } }`;
  const LACKING = `{ orders(lacksEbm: true, pageSize: 100) { totalItems items { number } } ordersLackingEbmCount }`;
  const CSV = `{ ordersLackingEbmCsv }`;
  const register = async (vatRegistered: boolean) => {
    const res = await gqlAs(t, owner, UPDATE, { input: { vatRegistered, taxNumber: vatRegistered ? '102345678' : '', vatRate: '18' } });
    expect(res.errors).toBeUndefined();
  };

  let buyers = 0;
  /**
   * A paid order of one print at 95.50, or, for a pickup or a delivery in Rwanda (a domestic sale, invoiced in francs:
   * issue 22), at RWF 138,000 (the studio's settings of the moment apply).
   */
  const paidOrder = async (input: Record<string, unknown>) => {
    buyers += 1;
    const art = await artwork(t, 5);
    const domestic = input['delivery'] === 'pickup' || (input['address'] as { countryCode?: string } | undefined)?.countryCode === 'RW';
    const res = await gql(
      t,
      CHECKOUT,
      {
        input: {
          ...BUYER,
          email: `tax${buyers}@example.org`,
          phone: `+250 788 ${String(700000 + buyers)}`,
          ...input,
          currency: domestic ? 'RWF' : 'USD',
          lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: domestic ? RWF_PRICES.print : '95.50' }],
        },
      },
      newClient(),
    );
    expect(res.body.errors).toBeUndefined();
    const { orderNumber, paymentLinkUrl } = res.body.data.checkout;
    await paymentPage(t, paymentLinkUrl);
    const [{ invoice_number }] = await t.dataSource.query('SELECT invoice_number FROM customer_order WHERE number = $1', [orderNumber]);
    await notify(t, { transactionId: orderNumber, invoiceNumber: invoice_number }).expect(200);
    return orderNumber as string;
  };

  describe('the settings', () => {
    it('start not registered at 18 %, and the public read says only whether prices include VAT and the rate', async () => {
      expect((await gqlAs(t, owner, SETTINGS)).data!.taxSettings).toEqual({ vatRegistered: false, taxNumber: '', vatRate: '18.00' });
      expect((await gqlAs(t, undefined, DISPLAY)).data!.vatDisplay).toEqual({ vatRegistered: false, vatRate: '18.00' });
    });

    it('are written with exact decimals and audited with what changed; the public read follows', async () => {
      const res = await gqlAs(t, owner, UPDATE, { input: { vatRegistered: true, taxNumber: ' 102345678 ', vatRate: '16.5' } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateTaxSettings).toEqual({ vatRegistered: true, taxNumber: '102345678', vatRate: '16.50' });
      expect((await gqlAs(t, undefined, DISPLAY)).data!.vatDisplay).toEqual({ vatRegistered: true, vatRate: '16.50' });
      const [entry] = await t.dataSource.query(`SELECT target_id, changes FROM audit_entry WHERE action = 'settings.tax-changed' ORDER BY id DESC LIMIT 1`);
      expect(entry.target_id).toBe('tax');
      expect(entry.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'VAT-registered', before: 'false', after: 'true' }),
          expect.objectContaining({ field: 'tax number', before: '', after: '102345678' }),
          expect.objectContaining({ field: 'VAT rate', before: '18.00', after: '16.50' }),
        ]),
      );
      await register(false);
    });

    it.each([
      [
        'a rate over 100',
        { vatRegistered: false, taxNumber: '', vatRate: '100.5' },
        'The VAT rate must be a percent from 0 to 100 with at most 2 decimals, e.g. 18 or 18.00.',
      ],
      [
        'a rate with 3 decimals',
        { vatRegistered: false, taxNumber: '', vatRate: '18.125' },
        'The VAT rate must be a percent from 0 to 100 with at most 2 decimals, e.g. 18 or 18.00.',
      ],
      [
        'a negative rate',
        { vatRegistered: false, taxNumber: '', vatRate: '-1' },
        'The VAT rate must be a percent from 0 to 100 with at most 2 decimals, e.g. 18 or 18.00.',
      ],
      ['registration without a tax number', { vatRegistered: true, taxNumber: '  ', vatRate: '18' }, 'A VAT-registered studio needs its tax number (TIN).'],
    ])('refuse %s with a clear message, and change nothing', async (_, input, message) => {
      const before = (await gqlAs(t, owner, SETTINGS)).data!.taxSettings;
      const res = await gqlAs(t, owner, UPDATE, { input });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect((await gqlAs(t, owner, SETTINGS)).data!.taxSettings).toEqual(before);
    });

    it('are the studio owners’: anonymous and staff without settings.manage are refused', async () => {
      const input = { vatRegistered: true, taxNumber: '102345678', vatRate: '18' };
      expect((await gqlAs(t, undefined, UPDATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gqlAs(t, sales, UPDATE, { input })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gqlAs(t, sales, SETTINGS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gqlAs(t, owner, SETTINGS)).data!.taxSettings.vatRegistered).toBe(false);
    });
  });

  describe('the VAT each order stores', () => {
    it('registered: a pickup and a Rwandan delivery include VAT at the rate; a delivery to Kenya is a zero-rated export', async () => {
      await register(true);
      const rates = await gqlAs(t, owner, `mutation ($input: ShippingRatesInput!) { updateShippingRates(input: $input) { zone } }`, {
        input: {
          rates: [
            { zone: 'rwanda', firstItem: '22.50', extraItem: '0.00' },
            { zone: 'east_africa', firstItem: '25.00', extraItem: '7.50' },
          ],
        },
      });
      expect(rates.errors).toBeUndefined();
      // A domestic sale is in francs (issue 22): the Rwanda rate in RWF, and VAT in whole francs.
      const francRates = await gqlAs(t, owner, `mutation ($input: ShippingRatesInput!) { updateShippingRates(input: $input) { zone } }`, {
        input: { currency: 'RWF', rates: [{ zone: 'rwanda', firstItem: '39000', extraItem: '0' }] },
      });
      expect(francRates.errors).toBeUndefined();
      const pickup = await paidOrder({ delivery: 'pickup' });
      expect((await gqlAs(t, owner, ORDER, { n: pickup })).data!.adminOrder).toEqual({
        total: '138000.00',
        vatAmount: '21051.00', // 138,000 × 18 / 118 = 21,050.85…, in whole francs
        vatRate: '18.00',
        vatTreatment: 'domestic',
        ebmInvoiceNumber: null,
      });
      const rwanda = await paidOrder({ delivery: 'shipping', address: RWANDAN_BUYER.address });
      expect((await gqlAs(t, owner, ORDER, { n: rwanda })).data!.adminOrder).toMatchObject({
        total: '177000.00', // with 39,000 of shipping
        vatAmount: '27000.00',
        vatTreatment: 'domestic',
      });
      const kenya = await paidOrder({
        delivery: 'shipping',
        address: { countryCode: 'KE', region: 'Nairobi County', city: 'Nairobi', line1: 'Kenyatta Ave 12' },
      });
      expect((await gqlAs(t, owner, ORDER, { n: kenya })).data!.adminOrder).toEqual({
        total: '120.50',
        vatAmount: '0.00',
        vatRate: '0.00',
        vatTreatment: 'export',
        ebmInvoiceNumber: null,
      });
      const mails = await t.dataSource.query(`SELECT text FROM outbox_message WHERE "to" = 'studio@sawa.example' AND subject LIKE $1`, [`%${rwanda}%`]);
      expect(mails.map((m: { text: string }) => m.text).join('\n')).toContain(`VAT included: ${formatMoney('27000', 'RWF')} (18.00 %)`);
      const exportMails = await t.dataSource.query(`SELECT text FROM outbox_message WHERE "to" = 'studio@sawa.example' AND subject LIKE $1`, [`%${kenya}%`]);
      expect(exportMails.map((m: { text: string }) => m.text).join('\n')).toContain('VAT: zero-rated export ($0.00)');
    });

    it('not registered: no VAT is stored, and the studio’s mail states none', async () => {
      await register(false);
      const number = await paidOrder({ delivery: 'pickup' });
      expect((await gqlAs(t, owner, ORDER, { n: number })).data!.adminOrder).toEqual({
        total: '138000.00',
        vatAmount: null,
        vatRate: null,
        vatTreatment: null,
        ebmInvoiceNumber: null,
      });
      const [row] = await t.dataSource.query('SELECT vat_amount, vat_treatment FROM customer_order WHERE number = $1', [number]);
      expect(row).toEqual({ vat_amount: null, vat_treatment: null });
      const mails = await t.dataSource.query(`SELECT text FROM outbox_message WHERE subject LIKE $1`, [`%${number}%`]);
      for (const { text } of mails) expect(text).not.toMatch(/VAT/);
    });
  });

  describe('the EBM invoice number', () => {
    it('the paid orders with VAT that lack one are listed and exported; setting it takes the order off; audited', async () => {
      await register(true);
      const first = await paidOrder({ delivery: 'pickup' });
      const second = await paidOrder({ delivery: 'pickup' });
      const listed = await gqlAs(t, sales, LACKING);
      expect(listed.errors).toBeUndefined();
      const numbers = listed.data!.orders.items.map((o: { number: string }) => o.number);
      expect(numbers).toEqual(expect.arrayContaining([first, second]));
      expect(listed.data!.ordersLackingEbmCount).toBe(listed.data!.orders.totalItems);

      const csv = (await gqlAs(t, owner, CSV)).data!.ordersLackingEbmCsv as string;
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('paid_at,order,buyer,total,currency,vat_treatment,vat_rate,vat');
      expect(lines.find((l) => l.includes(first))).toMatch(new RegExp(`,${first},Amani Keza,138000.00,RWF,domestic,18.00,21051.00$`));
      const [exported] = await t.dataSource.query(`SELECT target_id, details FROM audit_entry WHERE action = 'export.csv' ORDER BY id DESC LIMIT 1`);
      expect(exported).toMatchObject({ target_id: 'orders-lacking-ebm', details: { rows: lines.length - 1 } });

      const set = await gqlAs(t, sales, SET_EBM, { n: first, ebm: ' EBM-2026-000123 ' });
      expect(set.errors).toBeUndefined();
      expect(set.data!.setOrderEbmNumber).toEqual({ number: first, ebmInvoiceNumber: 'EBM-2026-000123' });
      const after = (await gqlAs(t, sales, LACKING)).data!.orders.items.map((o: { number: string }) => o.number);
      expect(after).not.toContain(first);
      expect(after).toContain(second);
      expect((await gqlAs(t, owner, CSV)).data!.ordersLackingEbmCsv).not.toContain(first);
      const [entry] = await t.dataSource.query(`SELECT target_id, changes FROM audit_entry WHERE action = 'order.ebm-number-set' ORDER BY id DESC LIMIT 1`);
      expect(entry.target_id).toBe(first);
      expect(entry.changes).toEqual([expect.objectContaining({ field: 'EBM invoice number', before: '', after: 'EBM-2026-000123' })]);
    });

    it('refuses an unpaid order, an overlong number, a stranger and staff without the permission', async () => {
      buyers += 1;
      const art = await artwork(t, 5);
      const pending = await gql(
        t,
        CHECKOUT,
        {
          input: {
            ...BUYER,
            email: `tax${buyers}@example.org`,
            phone: `+250 788 ${700000 + buyers}`,
            lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }],
          },
        },
        newClient(),
      );
      const number = pending.body.data.checkout.orderNumber;
      const unpaid = await gqlAs(t, owner, SET_EBM, { n: number, ebm: 'EBM-1' });
      expect(unpaid.errors?.[0]).toMatchObject({
        message: `Order ${number} has not been paid: an EBM invoice is issued for a paid order.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const paid = await paidOrder({ delivery: 'pickup' });
      const long = await gqlAs(t, owner, SET_EBM, { n: paid, ebm: 'E'.repeat(51) });
      expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(long.errors?.[0].message).toContain('at most 50 characters');
      expect((await gqlAs(t, undefined, SET_EBM, { n: paid, ebm: 'EBM-1' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const catalogue = (await inviteStaff(t, owner, { email: 'tax-catalogue@studio.example', roles: ['catalogue'] })).token;
      expect((await gqlAs(t, catalogue, SET_EBM, { n: paid, ebm: 'EBM-1' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gqlAs(t, catalogue, LACKING)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await gqlAs(t, sales, CSV)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const [row] = await t.dataSource.query('SELECT ebm_invoice_number FROM customer_order WHERE number = $1', [paid]);
      expect(row.ebm_invoice_number).toBeNull();
    });
  });
});

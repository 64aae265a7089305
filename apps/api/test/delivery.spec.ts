import { ADDRESS_MESSAGES } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient } from './support/commerce';

/** Issue 24, delivery: structured addresses, how each edition reaches a buyer, and checkout with delivery. */
describe('delivery', () => {
  let t: TestApp & { url: string };
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await listening();
    auth = { authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  let buyers = 0;
  const checkout = (input: Record<string, unknown>) => {
    buyers += 1;
    return gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, email: `delivery${buyers}@example.org`, phone: `+250 788 ${String(buyers).padStart(6, '0')}`, ...input } },
      newClient(),
    );
  };
  const ADMIN_ORDER = `query ($n: String!) { adminOrder(number: $n) { country shippingAddress address { countryCode countryName region city postcode line1 line2 } } }`;
  const ordersNow = async () => Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM customer_order`))[0].n);

  describe('structured addresses', () => {
    it('an order keeps the structured address, and its text formatted from it', async () => {
      const art = await artwork(t, 5);
      const address = { countryCode: 'KE', region: 'Nairobi County', city: 'Nairobi', postcode: '00100', line1: 'Kenyatta Ave 12', line2: 'Flat 3' };
      const res = await checkout({ address, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] });
      expect(res.body.errors).toBeUndefined();
      const seen = await gql(t, ADMIN_ORDER, { n: res.body.data.checkout.orderNumber }, auth).expect(200);
      expect(seen.body.data.adminOrder).toEqual({
        country: 'Kenya',
        shippingAddress: 'Kenyatta Ave 12\nFlat 3\n00100 Nairobi\nNairobi County\nKenya',
        address: { ...address, countryName: 'Kenya' },
      });
    });

    it.each([
      ['a country not on the list', { countryCode: 'XX' }, ADDRESS_MESSAGES.country],
      ['a country name instead of its code', { countryCode: 'Rwanda' }, ADDRESS_MESSAGES.country],
      ['a Rwandan address whose region is no province', { region: 'Kigali' }, ADDRESS_MESSAGES.province],
      ['a Rwandan district of another province', { region: 'Northern Province', city: 'Huye' }, ADDRESS_MESSAGES.district('Northern Province')],
      ['no first line', { line1: '  ' }, 'line1 is required'],
      ['no city', { city: '' }, 'city is required'],
    ])('refuses %s with a clear message, and places no order', async (_, change, message) => {
      const art = await artwork(t, 5);
      const before = await ordersNow();
      const res = await checkout({
        address: { ...BUYER.address, ...change },
        lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }],
      });
      expect(res.body.errors?.[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
      expect(await ordersNow()).toBe(before);
      expect((await t.dataSource.query('SELECT reserved FROM edition WHERE id = $1', [art.print]))[0].reserved).toBe(0);
    });

    it('old free-text orders still display: their country and address as typed, no structured address', async () => {
      const [{ number }] = await t.dataSource.query(
        `INSERT INTO customer_order (number, status, customer_name, customer_email, customer_phone, country, shipping_address, total, currency, expires_at)
         VALUES ('SAWA-OLDTEXT1', 'paid', 'Old Buyer', 'old@example.org', '+250 788 000 111', 'Rwanda', 'Near the market, Musanze', '95.50', 'USD', now())
         RETURNING number`,
      );
      const seen = await gql(t, ADMIN_ORDER, { n: number }, auth).expect(200);
      expect(seen.body.errors).toBeUndefined();
      expect(seen.body.data.adminOrder).toEqual({ country: 'Rwanda', shippingAddress: 'Near the market, Musanze', address: null });
      const list = await gql(t, `{ orders(pageSize: 100) { items { number shippingAddress address { city } } } }`, {}, auth).expect(200);
      expect(list.body.data.orders.items).toContainEqual({ number, shippingAddress: 'Near the market, Musanze', address: null });
    });
  });
});

import type { Page } from 'playwright-core';
import { CHECKOUT_CURRENCY_MESSAGES, formatMoney, fromCents, toCents } from '@sawa/shared/domain';
import { startSite, Site } from '../support/site';

// One site for the file (a site's start is the slow part on a loaded machine); each journey has its own page.
let site: Site;
beforeAll(async () => {
  site = await startSite();
}, 240_000);
afterAll(() => site.close());

/** Issue 22, item 2: a visitor chooses francs in the footer; the product page shows franc prices, and still does after a reload. */
describe('the currency a visitor chooses', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage();
  }, 120_000);

  it('choose RWF: franc prices on the product page, server-rendered in francs after a reload', async () => {
    // The demo catalogue has both prices for every edition.
    const [art] = await site.t.dataSource.query(
      `SELECT a.id, e.price::text AS usd, e.other_prices->>'RWF' AS rwf FROM art a JOIN edition e ON e.art_id = a.id AND e.position = 0
       WHERE a.art_name = 'Silverback at Dawn'`,
    );
    expect(art.rwf).toMatch(/^\d+$/);
    const price = page.locator('.product__price');
    await page.goto(`/product/${art.id}`);
    await price.getByText(formatMoney(art.usd, 'USD')).waitFor();

    await page.getByLabel('Currency').selectOption('RWF');
    await price.getByText(formatMoney(art.rwf, 'RWF')).waitFor();

    await page.reload();
    await price.getByText(formatMoney(art.rwf, 'RWF')).waitFor();
    // The server's HTML itself is in francs (no flash, no conversion in the browser): the same cookie, the same page.
    const cookies = await page.context().cookies();
    const chosen = cookies.find((c) => c.name === 'currency');
    expect(chosen?.value).toBe('RWF');
    const html = await (await fetch(`${site.url}/product/${art.id}`, { headers: { cookie: 'currency=RWF' } })).text();
    expect(html.replaceAll('<!-- -->', '')).toContain(formatMoney(art.rwf, 'RWF'));
    expect(await page.getByLabel('Currency').inputValue()).toBe('RWF');
  });
});

/**
 * Issue 22, item 3 (the Done-when journeys): the checkout currency follows the delivery. In francs to a Rwandan address,
 * paid by the sandbox's mobile-money push; in dollars abroad, paid by card on the sandbox's hosted page. Each order is
 * paid and the conservation ledger grows in its own currency.
 */
describe('the checkout currency follows the delivery', () => {
  let page: Page;
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await site.t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${await site.t.token()}`)
      .send({ query, variables })
      .expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const RATES = 'mutation ($input: ShippingRatesInput!) { updateShippingRates(input: $input) { zone } }';
  const raisedIn = async (currency: string) =>
    ((await api('{ conservationTotals { raised { currency amount } } }')).conservationTotals.raised as { currency: string; amount: string }[]).find(
      (r) => r.currency === currency,
    )?.amount ?? '0.00';
  const thePrint = async () =>
    (
      await site.t.dataSource.query(
        `SELECT a.id AS art, e.id, e.price::text AS usd, e.other_prices->>'RWF' AS rwf FROM art a JOIN edition e ON e.art_id = a.id
         WHERE a.art_name = 'Mist over Bisoke' AND e.edition_type = 'Giclée print (A3)'`,
      )
    )[0] as { art: string; id: string; usd: string; rwf: string };
  const latestOrder = async () =>
    (await site.t.dataSource.query(`SELECT number, status, currency, total::text AS total FROM customer_order ORDER BY created_at DESC LIMIT 1`))[0];
  const fillContact = async (phone: string) => {
    await page.getByLabel('Full name').fill('Amani Keza');
    await page.locator('#checkout-email').fill('amani@example.org');
    await page.getByLabel('Phone').fill(phone);
  };

  beforeAll(async () => {
    page = await site.newPage();
    // The studio's rates: in Rwanda in francs, to East Africa in dollars.
    await api(RATES, { input: { currency: 'RWF', rates: [{ zone: 'rwanda', firstItem: '5000', extraItem: '1000' }] } });
    await api(RATES, { input: { currency: 'USD', rates: [{ zone: 'east_africa', firstItem: '25.00', extraItem: '7.50' }] } });
  }, 120_000);

  it('francs: a print shown in RWF from the product page to the invoice, delivered in Rwanda, paid by MTN MoMo on the sandbox phone; the ledger grows in francs', async () => {
    const print = await thePrint();
    const rwf = (amount: string) => formatMoney(amount, 'RWF');
    const before = await raisedIn('RWF');
    await page.goto(`/product/${print.art}?currency=RWF`);
    await page.getByLabel('Edition').selectOption(print.id);
    await page.locator('.product__price').getByText(rwf(print.rwf)).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.waitForURL('**/cart');
    const total = page.locator('dd.cart__total');
    await total.filter({ hasText: rwf(print.rwf) }).waitFor();
    // Still francs after a reload (the cookie), never the dollar price.
    await page.reload();
    await total.filter({ hasText: rwf(print.rwf) }).waitFor();
    expect(await page.locator('.cart__lines').textContent()).not.toContain('$');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await fillContact('+250 788 123 456');
    await page.getByLabel('Country').selectOption('RW');
    await page.getByLabel('Province').selectOption('Northern Province');
    await page.getByLabel('District').selectOption('Musanze');
    await page.getByLabel('Address line 1').fill('NM 12 St');
    // A delivery in Rwanda is invoiced in francs: said, and no other currency offered.
    await page.getByText(CHECKOUT_CURRENCY_MESSAGES.domesticNote).waitFor();
    expect(await page.getByLabel(CHECKOUT_CURRENCY_MESSAGES.payIn('USD')).count()).toBe(0);
    const summary = page.getByRole('region', { name: 'Summary' });
    const due = fromCents(toCents(print.rwf) + toCents('5000'));
    await summary.getByText(rwf('5000')).waitFor();
    await summary.locator('dd.cart__total', { hasText: rwf(due) }).waitFor();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/);
    await page.getByText(`Total: ${rwf(due)}`).waitFor();
    const order = await latestOrder();
    expect(order).toMatchObject({ status: 'pending', currency: 'RWF', total: due });

    // The buyer pays from the order page by mobile money: the push, approved on the sandbox's phone.
    await page.goto(`/order/${order.number}`);
    const form = page.getByRole('group', { name: 'Pay with mobile money' });
    await form.getByRole('button', { name: 'Pay with MTN MoMo' }).click();
    await page.getByText('A payment request was sent to your phone (MTN MoMo, number ending in 456).', { exact: false }).waitFor();
    const [phone] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Open the sandbox phone' }).click()]);
    await phone.getByText(rwf(due), { exact: false }).first().waitFor();
    await phone.getByRole('button', { name: 'Approve with PIN' }).click();
    await phone.getByText('Paid:', { exact: false }).waitFor();
    await phone.close();
    await page.getByText('Thank you! Your payment was received.', { exact: false }).waitFor({ timeout: 15_000 });
    expect((await latestOrder()).status).toBe('paid');
    // The ledger grows in francs by the print's share (the works only, never the shipping).
    const [share] = await site.t.dataSource.query(
      `SELECT sum(e.amount)::text AS amount, min(e.currency) AS currency, sum(e.sale_amount)::text AS sold FROM conservation_entry e JOIN customer_order o ON o.id = e.order_id WHERE o.number = $1`,
      [order.number],
    );
    expect(share).toMatchObject({ currency: 'RWF', sold: fromCents(toCents(print.rwf)) });
    expect(toCents(share.amount)).toBeGreaterThan(0);
    expect(await raisedIn('RWF')).toBe(fromCents(toCents(before) + toCents(share.amount)));
    expect(site.pageErrors).toEqual([]);
  });

  it('dollars: the same print delivered to Kenya, in USD by the buyer’s choice, paid by card on the sandbox’s hosted page; the ledger grows in dollars', async () => {
    const print = await thePrint();
    const before = await raisedIn('USD');
    await page.goto(`/product/${print.art}`);
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Edition').selectOption(print.id);
    await page.locator('.product__price').getByText(formatMoney(print.usd, 'USD')).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.waitForURL('**/cart');
    await page.locator('dd.cart__total', { hasText: formatMoney(print.usd, 'USD') }).waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await fillContact('+250 788 555 000');
    await page.getByLabel('Country').selectOption('KE');
    await page.getByLabel('Region, state or province').fill('Nairobi County');
    await page.getByLabel('City or town').fill('Nairobi');
    await page.getByLabel('Address line 1').fill('Kenyatta Ave 12');
    // Abroad, the buyer chooses: dollars (the currency browsed in) or francs.
    expect(await page.getByLabel(CHECKOUT_CURRENCY_MESSAGES.payIn('USD')).isChecked()).toBe(true);
    await page.getByLabel(CHECKOUT_CURRENCY_MESSAGES.payIn('RWF')).waitFor();
    const due = fromCents(toCents(print.usd) + toCents('25.00'));
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('$25.00').waitFor();
    await summary.locator('dd.cart__total', { hasText: formatMoney(due, 'USD') }).waitFor();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/);
    const order = await latestOrder();
    expect(order).toMatchObject({ currency: 'USD', total: due });
    expect((await site.t.dataSource.query(`SELECT account, currency FROM sandbox_invoice WHERE transaction_id = $1`, [order.number]))[0]).toEqual({
      account: 'SAWA-USD',
      currency: 'USD',
    });
    // A dollar invoice is paid by card on the hosted page (mobile money takes francs only).
    await page.getByRole('button', { name: `Pay ${formatMoney(due, 'USD')}` }).click();
    await page.waitForURL(/\/order\/SAWA-[0-9A-Z]{8}$/);
    await page.getByText('Thank you! Your payment was received.', { exact: false }).waitFor();
    expect(await page.getByRole('group', { name: 'Pay with mobile money' }).count()).toBe(0);
    expect((await latestOrder()).status).toBe('paid');
    const [share] = await site.t.dataSource.query(
      `SELECT sum(e.amount)::text AS amount, min(e.currency) AS currency FROM conservation_entry e JOIN customer_order o ON o.id = e.order_id WHERE o.number = $1`,
      [order.number],
    );
    expect(share.currency).toBe('USD');
    expect(await raisedIn('USD')).toBe(fromCents(toCents(before) + toCents(share.amount)));
    expect(site.pageErrors).toEqual([]);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { startSite, Site } from '../support/site';

/** Buying a work and booking a visit, end to end through the built-in IremboPay sandbox. */
describe('purchase and booking', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('cart → checkout → sandbox Pay → the order page shows it paid, the work is sold, the studio sees the order', async () => {
    const page = await site.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');

    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.getByText('Full name is required.').waitFor();
    await page.getByLabel('Full name').fill('Amani Keza');
    await page.locator('#checkout-email').fill('amani@example.org');
    await page.getByLabel('Phone').fill('+250 788 555 000');
    await page.getByLabel('Country').fill('Rwanda');
    await page.getByLabel('Shipping address').fill('KN 5 Rd, Kigali');
    expect(
      await new AxeBuilder({ page } as never)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/order\/SAWA-[0-9A-Z]{8}$/);
    await page.getByText('Thank you! Your payment was received.', { exact: false }).waitFor();
    const number = new URL(page.url()).pathname.split('/').pop()!;
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    await page.goto('/');
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('button', { name: 'Sold' }).waitFor();

    const token = await site.t.token();
    const res = await site.t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({ query: '{ orders(status: paid) { totalItems items { number customerName total lines { name } } } }' })
      .expect(200);
    expect(res.body.data.orders.items).toEqual([expect.objectContaining({ number, customerName: 'Amani Keza', lines: [{ name: 'Mist over Bisoke' }] })]);
    expect(site.pageErrors).toEqual([]);
  });

  it('Book Now → Processing... → sandbox Pay → the visit page shows it paid', async () => {
    const page = await site.newPage();
    await page.goto('/');
    const book = page.getByRole('button', { name: 'Book Now' });
    await book.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/), book.click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice \d+$/);
    await page.getByText('Total: 15000.00 RWF').waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/visit\/VISIT-[0-9A-Z]{8}$/);
    await page.getByText('Your studio visit is booked and paid.', { exact: false }).waitFor();
    const [booking] = await site.t.dataSource.query(`SELECT status, amount, currency FROM booking`);
    expect(booking).toEqual({ status: 'paid', amount: '15000.00', currency: 'RWF' });
  });
});

import type { Page } from 'playwright-core';
import { PHONE, startSite, Site } from '../support/site';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Waits until the window rests at `top` (± 2 px), then returns where it is. */
async function settlesAt(page: Page, top: number): Promise<number> {
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, top, { timeout: 5000 }).catch(() => undefined);
  return scrollY(page);
}

/** Client-side navigation: a new page starts at its top; Back returns to where the visitor was (react-router's scroll restoration). */
describe('navigation on a phone', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('cart → checkout lands at the top of the checkout, and Back returns to the same place in the cart', async () => {
    const page = await site.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.waitForURL('**/cart');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await checkout.scrollIntoViewIfNeeded();
    const inCart = await scrollY(page);
    expect(inCart).toBeGreaterThan(100);

    await checkout.click();
    await page.waitForURL('**/checkout');
    await page.getByLabel('Full name').waitFor();
    expect(await settlesAt(page, 0)).toBe(0);
    expect(await page.getByLabel('Full name').isVisible()).toBe(true);

    await page.goBack();
    await page.waitForURL('**/cart');
    await checkout.waitFor();
    expect(Math.abs((await settlesAt(page, inCart)) - inCart)).toBeLessThanOrEqual(2);
    expect(site.pageErrors).toEqual([]);
  });

  it('shop → a category low on the page lands at the top of the category, and Back returns to the same place in the shop', async () => {
    const page = await site.newPage(PHONE);
    await page.goto('/shop');
    const categories = page.locator('.shelf-grid a');
    await categories.first().waitFor();
    const last = categories.last();
    const target = await last.getAttribute('href');
    await last.scrollIntoViewIfNeeded();
    const inShop = await scrollY(page);
    expect(inShop).toBeGreaterThan(300);

    await last.click();
    await page.waitForURL(`**${target}`);
    await page.locator('main h1').waitFor();
    expect(await settlesAt(page, 0)).toBe(0);

    await page.goBack();
    await page.waitForURL('**/shop');
    await last.waitFor();
    expect(Math.abs((await settlesAt(page, inShop)) - inShop)).toBeLessThanOrEqual(2);

    // Forward returns to the top of the category, where the visitor left it.
    await page.goForward();
    await page.waitForURL(`**${target}`);
    expect(await settlesAt(page, 0)).toBe(0);
    expect(site.pageErrors).toEqual([]);
  });

  it('paging within a list keeps its behaviour: the next page scrolls back to the top of the list, Back returns to the page before', async () => {
    // A shelf with more than one page of works (9 a page): every work of the demo moved into one category (this is the file's last test).
    const [shelf] = await site.t.dataSource.query(`SELECT id FROM category ORDER BY created_at LIMIT 1`);
    await site.t.dataSource.query(`UPDATE art SET category_id = $1, collection_id = NULL`, [shelf.id]);
    const [{ works }] = await site.t.dataSource.query(`SELECT count(*)::int AS works FROM art`);
    expect(works).toBeGreaterThan(9);
    const page = await site.newPage(PHONE);
    await page.goto(`/shop/${shelf.id}/artworks`);
    const next = page.getByRole('navigation', { name: 'Artwork pages' }).getByRole('button', { name: 'Page 2', exact: true });
    await next.scrollIntoViewIfNeeded();
    const atPager = await scrollY(page);
    expect(atPager).toBeGreaterThan(300);
    await next.click();
    await page.waitForURL(/\?page=2$/);
    expect(await settlesAt(page, 0)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=2'));
    expect(Math.abs((await settlesAt(page, atPager)) - atPager)).toBeLessThanOrEqual(2);
    expect(site.pageErrors).toEqual([]);
  });
});

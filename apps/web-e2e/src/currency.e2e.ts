import type { Page } from 'playwright-core';
import { formatMoney } from '@sawa/shared/domain';
import { startSite, Site } from '../support/site';

/** Issue 22, item 2: a visitor chooses francs in the footer; the product page shows franc prices, and still does after a reload. */
describe('the currency a visitor chooses', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await site.newPage();
  }, 120_000);
  afterAll(() => site.close());

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

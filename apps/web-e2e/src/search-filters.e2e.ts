import type { Page } from 'playwright-core';
import { startSite, Site } from '../support/site';

/** The titles of the works a page lists (its artwork cards' headings). */
const titles = (page: Page) => page.locator('main h2').allTextContents();

/**
 * Issue 26 items 2 and 3: a visitor searches "elefant", filters to prints under a price in francs, sorts by price,
 * pages, and shares the address: a fresh browser shows the same works, and so does one without JavaScript.
 */
describe('filtering a search', () => {
  let site: Site;
  const LIMIT = '100000';
  let categoryId: string;
  beforeAll(async () => {
    site = await startSite();
    // Enough elephant prints under the limit for two pages, one over it and one painting under it.
    const token = await site.t.token();
    [{ id: categoryId }] = await site.t.dataSource.query(`SELECT id FROM category ORDER BY name LIMIT 1`);
    const [{ id: artistId }] = await site.t.dataSource.query(`SELECT id FROM artist ORDER BY name LIMIT 1`);
    const works = [
      ...Array.from({ length: 11 }, (_, n) => ({ name: `Elephant Study ${n + 1}`, medium: 'print', rwf: String(50_000 + n * 3_000) })),
      { name: 'Elephant Study Large', medium: 'print', rwf: '400000' },
      { name: 'Elephant Study in Oil', medium: 'oil', rwf: '60000' },
    ];
    for (const [n, work] of works.entries()) {
      const res = await site.t
        .http()
        .post('/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({
          query: 'mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }',
          variables: {
            input: {
              name: work.name,
              productCode: `E2E-ELE-${n}`,
              description: 'A study of a matriarch.',
              size: '30 x 40 cm',
              material: work.medium === 'print' ? 'Giclée print' : 'Oil on canvas',
              medium: work.medium,
              artistId,
              categoryId,
              editions: [{ type: 'Giclée print (A4)', price: String(40 + n), prices: [{ currency: 'RWF', amount: work.rwf }] }],
            },
          },
        });
      if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    }
  }, 180_000);
  afterAll(() => site.close());

  /** What the API itself says the filtered, sorted search holds, page by page (the browser must show the same). */
  const expected = async (page: number) => {
    const res = await site.t
      .http()
      .post('/graphql')
      .send({
        query: `query($page: Int!) { artworks(page: $page, pageSize: 9, sort: priceAscending, filter: { search: "elefant", media: [print], availability: [forSale], currency: "RWF", priceMax: "${LIMIT}" }) { totalItems items { name } } }`,
        variables: { page },
      });
    return { total: res.body.data.artworks.totalItems as number, names: res.body.data.artworks.items.map((w: { name: string }) => w.name) as string[] };
  };

  it('search, filter, sort, page, share; the same address renders the same works without JavaScript', async () => {
    const page = await site.newPage();
    await page.goto('/?currency=RWF');
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('searchbox', { name: 'Search the art' });
    await box.fill('elefant');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'elefant');
    const filters = page.getByRole('group', { name: 'Filters' });
    // Prints: a click applies at once.
    await filters.getByLabel(/^Print \(giclée, screen print\) \(\d+\)$/).check();
    await page.waitForURL((url) => url.searchParams.getAll('medium').includes('print'));
    // Under a price in francs (the displayed currency), sorted by price, low to high.
    await filters.getByRole('group', { name: 'Price (RWF)' }).waitFor();
    await filters.getByLabel('Up to').fill(LIMIT);
    await page.getByLabel('Sort by').selectOption('priceAscending');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('priceMax') === LIMIT && url.searchParams.get('sort') === 'priceAscending');
    const first = await expected(1);
    expect(first.total).toBeGreaterThan(9);
    await page.getByText(`${first.total} works, page 1 of 2`).waitFor();
    expect(await titles(page)).toEqual(first.names);
    expect(first.names).not.toContain('Elephant Study Large');
    expect(first.names).not.toContain('Elephant Study in Oil');

    // The next page.
    await page.getByRole('navigation', { name: 'Search result pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await expected(2);
    await page.getByText(`${second.total} works, page 2 of 2`).waitFor();
    expect(await titles(page)).toEqual(second.names);
    expect(site.pageErrors).toEqual([]);
    const address = page.url();
    const params = new URL(address).searchParams;
    expect(params.getAll('medium')).toEqual(['print']);
    expect(params.get('currency')).toBe('RWF');

    // Shared: a fresh browser opens the address and sees the same works.
    const shared = await site.newPage();
    await shared.goto(address);
    await shared.getByText(`${second.total} works, page 2 of 2`).waitFor();
    expect(await titles(shared)).toEqual(second.names);
    expect(
      await shared
        .getByRole('group', { name: 'Filters' })
        .getByLabel(/^Print/)
        .isChecked(),
    ).toBe(true);

    // Without JavaScript: the server's HTML alone shows the same works, out of the index, canonical to /search.
    const plain = await site.newPage({ javaScriptEnabled: false });
    expect((await plain.goto(address))?.status()).toBe(200);
    expect(await titles(plain)).toEqual(second.names);
    expect(await plain.getByText(`${second.total} works, page 2 of 2`).count()).toBe(1);
    expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await plain.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/search`);
  });

  /** The category's prints as the API lists them, newest first (the browser must show the same). */
  const categoryPrints = async (page: number) => {
    const res = await site.t
      .http()
      .post('/graphql')
      .send({
        query: `query($page: Int!, $id: ID!) { artworks(page: $page, pageSize: 9, sort: newest, filter: { categoryId: $id, media: [print] }) { totalItems items { name } } }`,
        variables: { page, id: categoryId },
      });
    return { total: res.body.data.artworks.totalItems as number, names: res.body.data.artworks.items.map((w: { name: string }) => w.name) as string[] };
  };

  it("filters a category's works: the count a value shows is what the click lists, paging keeps the filter, and the address renders the same without JavaScript", async () => {
    const path = `/shop/${categoryId}/artworks`;
    const page = await site.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.getByText('Filter the works').click();
    const filters = page.getByRole('group', { name: 'Filters' });
    const print = filters.getByLabel(/^Print \(giclée, screen print\) \(\d+\)$/);
    const shown = Number((await filters.locator('label[for="filter-medium-print"]').textContent())!.match(/\((\d+)\)$/)![1]);
    const first = await categoryPrints(1);
    expect(shown).toBe(first.total);
    expect(shown).toBeGreaterThan(9);
    await print.check();
    await page.waitForURL((url) => url.pathname === path && url.searchParams.getAll('medium').includes('print') && !url.searchParams.has('page'));
    await page.getByText(`${shown} works, page 1 of 2`).waitFor();
    expect(await titles(page)).toEqual(first.names);

    // The next page keeps the filter.
    await page.getByRole('navigation', { name: 'Artwork pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.getAll('medium').includes('print'));
    const second = await categoryPrints(2);
    await page.getByText(`${shown} works, page 2 of 2`).waitFor();
    expect(await titles(page)).toEqual(second.names);
    expect(first.names.length + second.names.length).toBe(shown);
    expect(site.pageErrors).toEqual([]);

    // Without JavaScript: the same address, the same works, out of the index and canonical to the category unfiltered.
    const plain = await site.newPage({ javaScriptEnabled: false });
    expect((await plain.goto(page.url()))?.status()).toBe(200);
    expect(await titles(plain)).toEqual(second.names);
    expect(await plain.getByText(`${shown} works, page 2 of 2`).count()).toBe(1);
    expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await plain.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}${path}`);
    // Its pager is links that keep the filter, and its form sends the filters to the page itself (a GET form).
    expect(await plain.getByRole('navigation', { name: 'Artwork pages' }).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      `${path}?medium=print`,
    );
    expect(await plain.locator(`form[action="${path}"][method="get"]`).count()).toBe(1);
  });
});

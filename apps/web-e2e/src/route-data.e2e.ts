import type { Page } from 'playwright-core';
import { startSite, Site } from '../support/site';

/** The GraphQL operations the page sends from now on, by name (the page-view mutation aside: analytics, not the page's data). */
function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?';
    if (name !== 'RecordPageView') sent.push(name);
  });
  return sent;
}

/**
 * A page's data is declared once, on its route (apps/web app/App.tsx): the server renders it from its loaders' answers and
 * the browser hydrates from the same answers; navigating runs the next page's loaders, whose queries the page's own hooks
 * then share.
 */
describe('data on the route', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('hydrates every public page with no error and without asking for its data again', async () => {
    const id = async (sql: string) => (await site.t.dataSource.query<{ id: string }[]>(sql))[0].id;
    const art = await id(`SELECT id FROM art ORDER BY created_at LIMIT 1`);
    const artist = await id(`SELECT id FROM artist ORDER BY created_at LIMIT 1`);
    const category = await id(`SELECT id FROM category ORDER BY created_at LIMIT 1`);
    const collection = await id(`SELECT id FROM collection ORDER BY created_at LIMIT 1`);
    const page = await site.newPage();
    const sent = operationsSent(page);
    for (const path of [
      '/',
      '/about-sawa',
      '/conservation',
      '/about-artists',
      `/artistDetails/${artist}`,
      '/shop',
      `/shop/${category}/collections`,
      `/shop/${collection}/artworks?page=2`,
      `/product/${art}`,
      '/services',
      '/contact',
      '/sawa/faq',
      '/search?q=elefant',
    ]) {
      site.pageErrors.length = 0;
      sent.length = 0;
      expect((await page.goto(path))?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect({ path, errors: site.pageErrors, sent }).toEqual({ path, errors: [], sent: [] });
    }
  });

  it("navigating runs the next page's loaders: each of its queries is asked for once, and the page shows its data", async () => {
    const page = await site.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const sent = operationsSent(page);
    site.pageErrors.length = 0;
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent.sort()).toEqual(['Artwork', 'RelatedArtworks', 'ReturnPolicies', 'VatDisplay']);
    // Back: the home page's data is still in the cache; nothing is asked for again.
    sent.length = 0;
    await page.goBack();
    await page.getByRole('heading', { name: 'New Releases' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });
});

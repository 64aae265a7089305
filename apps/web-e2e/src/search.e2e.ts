import type { Page } from 'playwright-core';
import { startSite, Site } from '../support/site';

/** The titles of the works a page lists (its artwork cards' headings). */
const titles = (page: Page) => page.locator('main h2').allTextContents();

/** Issue 26: a visitor finds a work by a misspelt word from the header's search box, with and without JavaScript. */
describe('finding the art', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('a visitor types "elefant" in the header box and finds the Elephant works; the same address renders them without JavaScript', async () => {
    const page = await site.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('searchbox', { name: 'Search the art' });
    await box.fill('elefant');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'elefant');
    await page.getByRole('link', { name: /Elephant Imigongo/ }).waitFor();
    expect(await titles(page)).toEqual(expect.arrayContaining(['Elephant Imigongo', 'Elephant Matriarch']));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Works for “elefant”');
    expect(site.pageErrors).toEqual([]);
    const address = page.url();

    // The address shared, opened in a browser without JavaScript: the server's HTML alone shows the same works.
    const plain = await site.newPage({ javaScriptEnabled: false });
    expect((await plain.goto(address))?.status()).toBe(200);
    expect(await titles(plain)).toEqual(await titles(page));
    expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await plain.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/search`);

    // And the header's box works without JavaScript too: a plain GET form.
    await plain.goto('/shop');
    const plainBox = plain.getByRole('searchbox', { name: 'Search the art' });
    await plainBox.fill('girafe');
    await Promise.all([plain.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'girafe'), plainBox.press('Enter')]);
    expect(await titles(plain)).toContain('Giraffes at Golden Hour');
  });
});

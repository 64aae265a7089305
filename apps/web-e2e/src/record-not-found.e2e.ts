import type { Page } from 'playwright-core';
import { MESSAGES } from '@sawa/shared/domain';
import { startSite, Site } from '../support/site';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * A record page whose record does not exist (a mistyped or old link) is a 404 rendered on the server; the browser must
 * hydrate it as it is, with no React hydration error (#418) in the console, and the page must then work.
 */
describe('pages of records that do not exist', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  }, 120_000);
  afterAll(() => site.close());

  it.each([
    '/product/not-a-uuid',
    `/product/${UNKNOWN}`,
    '/artistDetails/not-a-uuid',
    `/artistDetails/${UNKNOWN}`,
    `/shop/${UNKNOWN}/collections`,
    `/shop/${UNKNOWN}/artworks`,
    '/shop/not-a-uuid/artworks',
  ])('%s: a 404, hydrated with no error, and its links work', async (path) => {
    site.pageErrors.length = 0;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: MESSAGES.notFound.page }).waitFor();
    expect(site.pageErrors).toEqual([]);
    // Hydrated: the link is handled by the router (no new document).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(site.pageErrors).toEqual([]);
  });
});

import { PHONE, startSite, Site } from '../support/site';

declare global {
  interface Window {
    /** Set by the test's script: whether the button was hydrated when it was tapped (null: no button). */
    tappedHydrated?: boolean | null;
  }
}

/**
 * Public pages are hydrated in slices (a transition, the page and the footer as Suspense boundaries), so on a slow phone a
 * visitor can tap before the part they tap is hydrated. React then hydrates that part at once and hands it the tap.
 */
describe('a tap before the page is hydrated', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('Add to Cart tapped as the page opens adds the work, on top of the cart saved before', async () => {
    const page = await site.newPage(PHONE);
    await page.goto('/');
    const second = await page.locator('.art-card__link').nth(1).getAttribute('href');
    await page.locator('.art-card__link').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    // The next page opens afresh and its button is tapped the moment the document is parsed: the module has run, React's
    // root exists, nothing is hydrated yet.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Add to Cart');
        window.tappedHydrated = button ? Object.keys(button).some((key) => key.startsWith('__reactProps')) : null;
        button?.click();
      });
    });
    await page.goto(second!);
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    expect(await page.evaluate(() => window.tappedHydrated)).toBe(false);

    // Both works are in the cart, and stay there after a reload.
    await page.reload();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(2);
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@sawa/shared/domain';
import { insertArt } from '../../api/test/support/fixtures';
import { png } from '../../api/test/support/images';
import { startSite, Site } from '../support/site';

/** Journeys of a visitor on the built site, in Debian's Chromium, against a real database with the demo catalogue. */
describe('visitor journeys', () => {
  let site: Site;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    // Enough works in one collection for a second page (9 a page).
    const [collection] = await site.t.dataSource.query(`SELECT id FROM collection WHERE name = 'Guardians of the Virunga'`);
    const [artist] = await site.t.dataSource.query(`SELECT id FROM artist ORDER BY created_at LIMIT 1`);
    for (let i = 1; i <= 6; i++)
      await insertArt(site.t, { collectionId: collection.id }, { artistId: artist.id, name: `Forest Study ${i}`, createdAt: new Date(Date.UTC(2020, 0, i)) });
    // The oldest work of the collection, so it is on page 2 (newest first): the journey opens it from there.
    await site.t.dataSource.query(`UPDATE art SET created_at = '2019-06-01' WHERE art_name = 'Silverback at Dawn'`);
    page = await site.newPage();
  }, 120_000);
  afterAll(() => site.close());

  it('home → shop → category → collection → page 2 → product → edition → cart rules → reload keeps the cart', async () => {
    // The hero picture arrives with the HTML and is preloaded, in one format, with high priority.
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/assets\/hero-640-[^"]+\.avif 640w, [^"]+ 1024w, [^"]+ 1600w" imagesizes="100vw" fetchpriority="high"/,
    );
    expect(html).toMatch(
      /<img class="hero__image" src="\/assets\/hero-1024-[^"]+\.jpg"[^>]* width="1600" height="900" alt="[^"]+" loading="eager"[^>]* fetchpriority="high"/i,
    );
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/assets\/hero-1024-[^"]+\.jpg"/);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Sawa Art Studio' }).waitFor();
    expect(
      await page.locator('.hero__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/assets/hero-')),
    ).toBe(true);
    await page.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL('**/shop');
    await page.getByRole('link', { name: /Paintings/ }).click();
    await page.waitForURL(/\/shop\/[^/]+\/collections$/);
    await page.getByRole('link', { name: /Guardians of the Virunga/ }).click();
    await page.waitForURL(/\/shop\/[^/]+\/artworks$/);
    await page.getByRole('heading', { level: 1, name: 'Guardians of the Virunga' }).waitFor();
    await page.locator('.art-grid > li').nth(8).waitFor();
    expect(await page.locator('.art-grid > li').count()).toBe(9);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\?page=2$/);
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('link', { name: 'Forest Study 1' }).waitFor();
    expect(await page.locator('.art-grid > li').count()).toBe(2);
    await page.getByRole('button', { name: 'Prev' }).click();
    await page.waitForURL(/\/artworks$/);
    await page.getByRole('link', { name: 'Forest Study 6' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\?page=2$/);

    // The product is opened from page 2 (issue 4, point 9: artworks page 2 → product).
    await page.getByRole('link', { name: 'Silverback at Dawn' }).click();
    await page.waitForURL(/\/product\//);
    const price = page.locator('.product__price');
    await page.getByRole('heading', { level: 1, name: 'Silverback at Dawn' }).waitFor();
    // Its structured data names absolute addresses (image, offer URL), like og:image.
    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(product.image).toMatch(new RegExp(`^${site.url}/uploads/`));
    expect(product.offers.map((o: { url: string }) => o.url)).toEqual(product.offers.map(() => page.url()));
    const options = await page.getByLabel('Edition').locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    // The amount is the price line's own text; an edition's availability ('Edition of 50 · 50 left') is a badge beside it.
    const amount = () => price.evaluate((p) => p.firstChild?.textContent?.trim());
    const firstPrice = await amount();
    await page.getByLabel('Edition').selectOption({ index: 1 });
    expect(await amount()).not.toBe(firstPrice);
    expect(options[1]).toContain(await amount());
    expect(options[1]).toContain('50 left');
    expect(await price.locator('.badge').textContent()).toBe('Edition of 50 · 50 left');

    await page.getByLabel('Edition').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(MESSAGES.cart.added).first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('alert').getByText(MESSAGES.cart.secondOriginal).waitFor();
    await page.getByLabel('Edition').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

    await page.reload();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.waitForURL('**/cart');
    // The cart is read from localStorage once the page has hydrated (the server cannot see it).
    await page.locator('.cart-line').nth(1).waitFor();
    expect(await page.locator('.cart-line').count()).toBe(2);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart')))!);
    expect(stored.map((l: { edition: string; quantity: number }) => l.quantity)).toEqual([1, 1]);
    expect(stored[0]).toEqual(expect.objectContaining({ name: 'Silverback at Dawn', edition: 'Original Art Work' }));
    await page.locator('.cart-line').nth(0).getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByText(MESSAGES.cart.originalQuantity).first().waitFor();
    // A desktop screen: the two lines' columns line up (quantity, total, Remove), whatever the length of each line's text.
    await page.setViewportSize({ width: 1366, height: 900 });
    const columns = (selector: string) =>
      page
        .locator('.cart-line')
        .evaluateAll(
          (lines, s) => lines.map((line) => line.querySelector(s)!.getBoundingClientRect()).map((box) => [Math.round(box.left), Math.round(box.right)]),
          selector,
        );
    for (const selector of ['.cart-line__quantity', '.cart-line__total', '.text-button']) {
      const [first, second] = await columns(selector);
      expect({ selector, second }).toEqual({ selector, second: first });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(site.pageErrors).toEqual([]);
  });

  it('artist page → one of the works', async () => {
    await page.goto('/about-artists');
    await page.getByRole('link', { name: 'Aline Uwase' }).click();
    await page.waitForURL(/\/artistDetails\//);
    await page.getByRole('heading', { level: 1, name: 'Aline Uwase' }).waitFor();
    await page.getByRole('region', { name: 'Works' }).getByRole('link', { name: 'Mist over Bisoke' }).click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
  });

  it('sends a commission request with a reference image: success notice, fields reset, request stored', async () => {
    await page.goto('/commissions');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Name is required.').waitFor();
    const fields: [string, string][] = [
      ['Name', 'Jean Bosco'],
      ['Email', 'jean@example.org'],
      ['Phone', '+250 788 000 111'],
      ['Country', 'Rwanda'],
      ['Artwork type', 'Painting'],
      ['Size', '50 x 70 cm'],
      ['Style preferences', 'Soft morning light'],
      ['Message', 'Two crowned cranes by Lake Ruhondo.'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: false }).first().fill(value);
    await page.getByLabel('Reference image (optional)').setInputFiles({ name: 'cranes.png', mimeType: 'image/png', buffer: await png(400, 300) });
    await page.getByAltText('Preview of the reference image').waitFor();
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText(MESSAGES.commission.sent).waitFor();
    expect(await page.getByLabel('Name', { exact: false }).first().inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: false }).first().inputValue()).toBe('');
    const rows = await site.t.dataSource.query(`SELECT name, reference_image_id FROM commission_request`);
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('Jean Bosco');
    expect(rows[0].reference_image_id).toBeTruthy();
  });

  it('subscribes to the newsletter from the footer with a toast', async () => {
    await page.goto('/contact');
    await page.getByLabel('Email address').fill('friend@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(MESSAGES.newsletter.subscribed).waitFor();
    expect(await site.t.dataSource.query(`SELECT email FROM newsletter_subscriber`)).toEqual([{ email: 'friend@example.org' }]);
  });

  it('answers an unknown path with the 404 page, whose Go Home button goes home', async () => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: MESSAGES.notFound.page }).waitFor();
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens the Services menu by keyboard and the About Us menu by click', async () => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'About Us' }).click();
    await page.getByRole('link', { name: 'Our Artists' }).click();
    await page.waitForURL('**/about-artists');
  });

  it('opens the Services menu on hover, and a click on Services then keeps it open', async () => {
    await page.goto('/');
    const services = page.getByRole('button', { name: 'Services' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await services.hover();
    await menu.getByRole('link', { name: 'Art Studio Rental', exact: true }).waitFor();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    // Pinned by the click: moving the mouse away leaves it open, a click elsewhere closes it.
    await page.mouse.move(5, 600);
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(5, 600);
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    // Hovered open and left alone, it closes when the mouse leaves.
    await services.hover();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 600);
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await services.click();
    await menu.getByRole('link', { name: 'Workshops and Classes', exact: true }).click();
    await page.waitForURL('**/services/workshops-and-classes');
  });

  it('counts page views on load and on each route change, without cookies', async () => {
    const before = Number((await site.t.dataSource.query(`SELECT count(*) AS n FROM page_view`))[0].n);
    await page.goto('/services');
    await page
      .getByRole('link', { name: /Art Studio Rental/ })
      .first()
      .click();
    await page.waitForURL('**/services/art-studio-rental');
    await page.waitForFunction(() => document.title.startsWith('Art Studio Rental'));
    // The beacon's row lands a moment after the navigation: poll for up to 10 s (a loaded CI machine is slow).
    for (let i = 0; i < 100; i++) {
      const n = Number((await site.t.dataSource.query(`SELECT count(*) AS n FROM page_view`))[0].n);
      if (n >= before + 2) break;
      await page.waitForTimeout(100);
    }
    const paths = (await site.t.dataSource.query(`SELECT path FROM page_view ORDER BY id DESC LIMIT 2`)).map((r: { path: string }) => r.path);
    expect(paths).toEqual(['/services/art-studio-rental', '/services']);
    expect(await page.context().cookies()).toEqual([]);
  });

  it('has no axe-core violations (WCAG 2.2 AA) on any public page', async () => {
    const [art] = await site.t.dataSource.query(`SELECT id FROM art WHERE art_name = 'Silverback at Dawn'`);
    const [artist] = await site.t.dataSource.query(`SELECT id FROM artist ORDER BY created_at LIMIT 1`);
    const [category] = await site.t.dataSource.query(`SELECT id FROM category WHERE name = 'Paintings'`);
    const [collection] = await site.t.dataSource.query(`SELECT id FROM collection WHERE name = 'Guardians of the Virunga'`);
    const paths = [
      '/',
      '/about-sawa',
      '/conservation',
      '/about-artists',
      `/artistDetails/${artist.id}`,
      '/shop',
      `/shop/${category.id}/collections`,
      `/shop/${collection.id}/artworks`,
      `/product/${art.id}`,
      '/cart',
      '/services',
      '/services/workshops-and-classes',
      '/services/unknown',
      '/commissions',
      '/sawa/faq',
      '/sawa/privacy-policy',
      '/sawa/terms-and-conditions',
      '/contact',
      '/no-such-page',
      ...(await orderAndVisit(site)),
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await settleReveals(page);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of result.violations) found.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    expect(found).toEqual([]);
    // 21 pages, each loaded to network idle and scanned: about 3 s a page on a busy 2-core machine.
  }, 180_000);
});

/** An order and a studio visit, made through the API as the checkout and Book Now do: their pages' paths. */
async function orderAndVisit(site: Site): Promise<string[]> {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await site.t.http().post('/graphql').send({ query, variables }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const { artworks } = await graphql(`
    {
      artworks(pageSize: 50) {
        items {
          id
          soldOut
          editions {
            id
            type
            price
            prices {
              currency
              amount
            }
            soldOut
          }
        }
      }
    }
  `);
  // A print priced in francs: collected at the studio, the order is in RWF (issue 22).
  const print = (e: { type: string; soldOut: boolean; prices: { currency: string }[] }) =>
    e.type !== 'Original Art Work' && !e.soldOut && e.prices.some((p) => p.currency === 'RWF');
  const art = artworks.items.find((a: { soldOut: boolean; editions: { type: string; soldOut: boolean; prices: { currency: string }[] }[] }) =>
    a.editions.some(print),
  );
  const edition = art.editions.find(print);
  const { checkout } = await graphql(
    `
      mutation ($input: CheckoutInput!) {
        checkout(input: $input) {
          orderNumber
        }
      }
    `,
    {
      input: {
        name: 'Amani Keza',
        email: 'amani@example.org',
        phone: '+250 788 555 000',
        address: { countryCode: 'RW', region: 'Kigali City', city: 'Gasabo', line1: 'KN 5 Rd' },
        delivery: 'pickup',
        currency: 'RWF',
        lines: [
          {
            artworkId: art.id,
            editionId: edition.id,
            quantity: 1,
            unitPrice: edition.prices.find((p: { currency: string }) => p.currency === 'RWF').amount,
          },
        ],
      },
    },
  );
  const { bookStudioVisit } = await graphql(`
    mutation {
      bookStudioVisit(input: { name: "Amani Keza", email: "amani@example.org" }) {
        reference
      }
    }
  `);
  return [`/order/${checkout.orderNumber}`, `/visit/${bookStudioVisit.reference}`];
}

describe('visitor on a phone', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('opens the mobile menu, and its Commissions entry goes where the desktop one goes', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    // The header's tagline is one line, clear of the cart.
    const header = await page.evaluate(() => {
      const tagline = document.querySelector('.logo small')!;
      const box = tagline.getBoundingClientRect();
      return {
        height: box.height,
        lineHeight: parseFloat(getComputedStyle(tagline).lineHeight),
        right: box.right,
        cart: document.querySelector('.cart-link')!.getBoundingClientRect().left,
      };
    });
    expect(header.height).toBeLessThan(header.lineHeight * 1.5);
    expect(header.right).toBeLessThanOrEqual(header.cart);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['About Sawa', 'Our Artists', 'Conservation', 'Art Studio Rental', 'Shop']) await mobile.getByRole('link', { name }).first().waitFor();
    // On a phone the search box is at the top of the menu, not in the header (which holds the cart and the menu only).
    expect(await page.locator('.nav__actions').getByRole('searchbox').count()).toBe(0);
    expect(await mobile.getByRole('searchbox', { name: 'Search the art' }).isVisible()).toBe(true);
    const commissions = mobile.getByRole('link', { name: 'Commissions' });
    expect(await commissions.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/commissions', '/commissions']);
    await commissions.first().tap();
    await page.waitForURL('**/commissions');
    await page.getByRole('heading', { level: 1, name: 'Commission a work' }).waitFor();
    await page.waitForFunction(() => document.querySelector('.menu-button')?.getAttribute('aria-expanded') === 'false');
    expect(await page.locator('#mobile-menu').isHidden()).toBe(true);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

/**
 * Scrolls each below-the-fold section into view and waits until every one has finished fading in, so axe measures
 * the colours a reader sees rather than a section caught half-way through its 600 ms reveal.
 */
async function settleReveals(page: Page): Promise<void> {
  const count = await page.locator('.reveal').count();
  for (let i = 0; i < count; i++) await page.locator('.reveal').nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.reveal')).every((s) => s.classList.contains('reveal--in') && getComputedStyle(s).opacity === '1'),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

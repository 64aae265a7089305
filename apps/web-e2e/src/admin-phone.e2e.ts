import type { Page } from 'playwright-core';
import { MESSAGES } from '@sawa/shared/domain';
import { artwork, CHECKOUT, gql, newClient, notify, RWANDAN_BUYER, RWF_PRICES } from '../../api/test/support/commerce';
import { subscribeConfirmed } from '../../api/test/support/newsletter';
import { at, bookVisit, payInSandbox, setSchedule } from '../../api/test/support/visits';
import { startSite, Site, TEST_ADMIN } from '../support/site';

const PHONE = { width: 390, height: 844 };

/** How wide the page is against the screen, and where the Menu button is. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const menu = document.querySelector('.admin__menu-button')?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      menu: menu ? { left: menu.left, right: menu.right, top: menu.top, bottom: menu.bottom } : null,
    };
  });

/** The elements that reach past the screen's right edge while their parent does not (what makes a page too wide). */
const widest = (page: Page, viewport: number) =>
  page.evaluate((width) => {
    const past = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => el.getBoundingClientRect().right > width + 0.5);
    return past
      .filter((el) => !el.parentElement || !past.includes(el.parentElement))
      .slice(0, 4)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} ${Math.round(el.getBoundingClientRect().right)}px`,
      );
  }, viewport);

/**
 * The back office on a 390 x 844 phone in Chromium: every page, with rows in its tables (a paid order in the ledger,
 * a paid visit, a subscriber, mails in the outbox), fits the screen's width (a wide table scrolls inside its own box),
 * and the Menu button, the only way to the sidebar, stays on screen.
 */
describe('back office on a phone', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite({ STUDIO_EMAIL: 'studio@sawa.example', HOLDS_PER_EMAIL: '50', HOLDS_PER_PHONE: '50' });
    const t = site.t;
    // Rows for the wide tables: a paid order (ledger, outbox), a paid visit (studio visits), a subscriber.
    const art = await artwork(t, 10);
    const order = await gql(
      t,
      CHECKOUT,
      { input: { ...RWANDAN_BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 2, unitPrice: RWF_PRICES.print }] } },
      newClient(),
    ).expect(200);
    if (order.body.errors) throw new Error(JSON.stringify(order.body.errors));
    await notify(t, { transactionId: order.body.data.checkout.orderNumber }).expect(200);
    await setSchedule(t);
    const visit = await bookVisit(t, at(3, '10:00'), 2).expect(200);
    if (visit.body.errors) throw new Error(JSON.stringify(visit.body.errors));
    await payInSandbox(t, visit.body.data.bookVisit.paymentLinkUrl);
    await subscribeConfirmed(t, 'a.very.long.address.of.a.reader@example-gallery-friends.org');

    page = await site.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto('/sawa-admin-login');
    await page.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText(MESSAGES.login.success).first().waitFor();
  }, 180_000);
  afterAll(() => site.close());

  /**
   * Every back-office page a person can reach: the sidebar's links, the links of the Add and View choosers (each
   * entity's form and list), and the edit form of each list's first row.
   */
  const pages = async (): Promise<string[]> => {
    const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    // The sidebar lists what the signed-in person's roles allow, once their `me` has answered (hidden on a phone: attached, not visible).
    await page.goto('/admin/dashboard');
    await page.locator('#admin-sidebar a[href="/admin/visits"]').waitFor({ state: 'attached' });
    const paths = new Set(await hrefs('#admin-sidebar a'));
    for (const chooser of ['/admin/add', '/admin/view']) {
      await page.goto(chooser);
      await page.locator('#admin-main a[href^="/admin/"]').first().waitFor();
      for (const href of await hrefs('#admin-main a[href^="/admin/"]')) paths.add(href);
    }
    for (const list of [...paths].filter((p) => p.startsWith('/admin/view/'))) {
      await page.goto(list);
      await page.locator('.admin-list, .admin-empty').first().waitFor();
      // The list's rows render with it (one commit): a list without an edit link has none now, so no wait for one.
      const edit = page.locator('a[href^="/admin/edit/"]').first();
      if ((await edit.count()) > 0) paths.add((await edit.getAttribute('href'))!);
    }
    return [...paths];
  };

  it('no page is wider than the screen, and the Menu button is on it', async () => {
    const paths = await pages();
    expect(paths).toEqual(
      expect.arrayContaining(['/admin/visits', '/admin/conservation', '/admin/outbox', '/admin/subscribers', '/admin/jobs', '/admin/add/art']),
    );
    // Each entity with rows in the demo shop gives an edit page (the team may be empty).
    expect(paths.filter((p) => p.includes('/edit/')).length).toBeGreaterThanOrEqual(4);
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('#admin-main h1, #admin-main h2').first().waitFor();
      // Lists fill in after their first query: wait until nothing says it is loading.
      await page.waitForFunction(() => !document.querySelector('#admin-main .spinner, .admin-loading'));
      await page.waitForTimeout(150);
      // The screen's width, not innerWidth: a phone browser zooms out to show a page wider than its screen, and innerWidth grows with it.
      const viewport = PHONE.width;
      const { scrollWidth, menu } = await measure(page);
      if (scrollWidth > viewport) wide.push(`${path}: ${scrollWidth}px on a ${viewport}px screen (${(await widest(page, viewport)).join(', ')})`);
      expect(menu).not.toBeNull();
      if (menu && (menu.left < 0 || menu.right > viewport || menu.top < 0)) wide.push(`${path}: Menu button at ${menu.left}-${menu.right}px`);
    }
    expect(wide).toEqual([]);
  }, 240_000);

  it('a wide table scrolls inside its own box, which a keyboard can reach', async () => {
    await page.goto('/admin/visits');
    const box = page.getByRole('region', { name: 'Studio visits' });
    await box.waitFor();
    const { inner, outer, tabIndex } = await box.evaluate((el) => ({ inner: el.scrollWidth, outer: el.clientWidth, tabIndex: (el as HTMLElement).tabIndex }));
    expect(inner).toBeGreaterThan(outer);
    expect(tabIndex).toBe(0);
  });

  it("the Menu opens the sidebar and closes on Escape; the arts list's buttons do not cover the text", async () => {
    await page.goto('/admin/view/art');
    await page.locator('.admin-row').first().waitFor();
    const overlaps = await page.locator('.admin-row').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const text = row.querySelector('.admin-row__text')!.getBoundingClientRect();
        return Array.from(row.querySelectorAll('a, button')).flatMap((button) => {
          const b = button.getBoundingClientRect();
          const apart = b.left >= text.right || b.right <= text.left || b.top >= text.bottom || b.bottom <= text.top;
          return apart ? [] : [`${row.querySelector('.admin-row__name')!.textContent}: ${button.textContent}`];
        });
      }),
    );
    expect(overlaps).toEqual([]);

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    // Focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
  });
});

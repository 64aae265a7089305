import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { png } from '../../api/test/support/images';
import { subscribeConfirmed } from '../../api/test/support/newsletter';
import { startSite, Site, TEST_ADMIN } from '../support/site';

/** Buying a work and booking a visit, end to end through the built-in IremboPay sandbox. */
describe('purchase and booking', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('a print: cart → checkout shipped to Kenya → sandbox Pay (the shipping line on the invoice) → the order page shows it paid, the original is still for sale, /conservation shows the new total (the print only), the studio sees the order', async () => {
    // The studio's East Africa rate: $25.00 for the order, $7.50 per extra item.
    const rates = await site.t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${await site.t.token()}`)
      .send({
        query: 'mutation ($input: ShippingRatesInput!) { updateShippingRates(input: $input) { zone } }',
        variables: { input: { rates: [{ zone: 'east_africa', firstItem: '25.00', extraItem: '7.50' }] } },
      })
      .expect(200);
    expect(rates.body.errors).toBeUndefined();
    const page = await site.newPage();
    // Nothing raised yet (the page is now in the public cache, which the payment must not leave stale).
    await page.goto('/conservation');
    const raised = page.getByRole('region', { name: 'Raised for conservation' });
    expect(await raised.getByRole('list', { name: 'Amounts raised' }).textContent()).toBe('$0.00');
    await raised.getByText('From 0 works sold.', { exact: false }).waitFor();

    await page.goto('/');
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    expect(await page.locator('.product__conservation').textContent()).toBe('$185.00 of this price (10%) goes to conservation.');
    await page.getByLabel('Edition').selectOption({ label: 'Giclée print (A3) · $160.00 · 50 left' });
    await page.locator('.product__price').getByText('Edition of 50 · 50 left').waitFor();
    expect(await page.locator('.product__conservation').textContent()).toBe('$16.00 of this price (10%) goes to conservation.');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');

    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.getByText('Full name is required.').waitFor();
    await page.getByLabel('Full name').fill('Amani Keza');
    await page.locator('#checkout-email').fill('amani@example.org');
    await page.getByLabel('Phone').fill('+250 788 555 000');
    // Shipped to Kenya at the studio's East Africa rate: the summary shows the shipping line and the total with it.
    await page.getByLabel('Country').selectOption('KE');
    await page.getByLabel('Region, state or province').fill('Nairobi County');
    await page.getByLabel('City or town').fill('Nairobi');
    await page.getByLabel('Address line 1').fill('Kenyatta Ave 12');
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('$25.00').waitFor();
    expect(await summary.locator('dd.cart__total').textContent()).toBe('$185.00');
    expect(
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/);
    // The invoice's items: the print and the shipping line.
    await page.getByRole('cell', { name: 'SAWA-SHIPPING' }).waitFor();
    await page.getByRole('button', { name: 'Pay $185.00' }).click();
    await page.waitForURL(/\/order\/SAWA-[0-9A-Z]{8}$/);
    await page.getByText('Thank you! Your payment was received.', { exact: false }).waitFor();
    const number = new URL(page.url()).pathname.split('/').pop()!;
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    // Buying the print never touches the original: it is still for sale, and one print fewer is left.
    await page.goto('/');
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    expect(await page.getByLabel('Edition').evaluate((select: HTMLSelectElement) => select.selectedOptions[0].textContent)).toBe(
      'Original Art Work · $1,850.00',
    );
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await page.getByLabel('Edition').selectOption({ label: 'Giclée print (A3) · $160.00 · 49 left' });
    await page.locator('.product__price').getByText('Edition of 50 · 49 left').waitFor();

    // The sale's share is on /conservation at once: 10% of the print's $160.00.
    await page.goto('/conservation');
    expect(await raised.getByRole('list', { name: 'Amounts raised' }).textContent()).toBe('$16.00');
    await raised.getByText('From 1 work sold.', { exact: false }).waitFor();

    const token = await site.t.token();
    const res = await site.t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({ query: '{ orders(status: paid) { totalItems items { number customerName total lines { name } } } }' })
      .expect(200);
    expect(res.body.data.orders.items).toEqual([expect.objectContaining({ number, customerName: 'Amani Keza', lines: [{ name: 'Mist over Bisoke' }] })]);
    expect(
      await site.t.dataSource.query(
        `SELECT e.edition_type AS type, e.reserved, e.sold FROM edition e JOIN art a ON a.id = e.art_id WHERE a.art_name = 'Mist over Bisoke' ORDER BY e.position`,
      ),
    ).toEqual([
      { type: 'Original Art Work', reserved: 0, sold: 0 },
      { type: 'Giclée print (A3)', reserved: 0, sold: 1 },
    ]);
    expect(site.pageErrors).toEqual([]);
  });

  it('Book Now → a time on the calendar → Processing... → sandbox Pay → the visit page shows it paid', async () => {
    const page = await site.newPage();
    // The booking request is held until the test has seen the button while the invoice is being created.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const bookingSent = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().method() === 'POST' && (route.request().postData() ?? '').includes('mutation BookVisit')) {
        arrived();
        await held;
      }
      await route.continue();
    });
    await page.goto('/');
    const book = page.getByRole('button', { name: 'Book Now' });
    await book.scrollIntoViewIfNeeded();
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book a studio visit' });
    await dialog.locator('.slot-picker__day:not([disabled])').first().click();
    await dialog
      .getByLabel(/^\d\d:\d\d · 8 places left$/)
      .first()
      .check();
    await dialog.getByLabel('Full name').fill('Eric Habimana');
    await dialog.getByLabel('Email').fill('eric@example.org');
    await dialog.getByLabel('Phone').fill('+250 788 000 111');
    await dialog.getByRole('button', { name: 'Book and pay' }).click();
    await bookingSent;
    const processing = dialog.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    expect(await processing.getAttribute('aria-busy')).toBe('true');
    // A second click while it works starts nothing.
    await processing.click({ force: true });
    expect(await site.t.dataSource.query('SELECT 1 FROM booking')).toEqual([]);
    await Promise.all([page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/), Promise.resolve().then(release)]);
    expect(await site.t.dataSource.query('SELECT 1 FROM booking')).toHaveLength(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Invoice \d+$/);
    await page.getByText('Total: RWF 15,000').waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/visit\/VISIT-[0-9A-Z]{8}$/);
    await page.getByText('Your studio visit is booked and paid.', { exact: false }).waitFor();
    const [booking] = await site.t.dataSource.query(`SELECT status, amount, currency, party_size AS "partySize" FROM booking`);
    expect(booking).toEqual({ status: 'paid', amount: '15000.00', currency: 'RWF', partySize: 1 });
  });

  it('the studio reads orders, visits, commission requests (with the image) and subscribers, and exports them as CSV', async () => {
    await subscribeConfirmed(site.t, 'reader@example.org');
    await site.t
      .http()
      .post('/api/v1/commissions/send-commission')
      .field('name', 'Grace Uwimana')
      .field('email', 'grace@example.org')
      .field('phone', '+250 788 123 456')
      .field('country', 'Rwanda')
      .field('artworkType', 'Painting')
      .field('size', '60 x 90 cm')
      .field('stylePreferences', 'Warm')
      .field('message', 'A golden monkey in bamboo.')
      .attach('referenceImage', await png(200, 150), 'monkey.png')
      .expect(200);

    const page = await site.newPage();
    await page.goto('/sawa-admin-login');
    await page.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText(/1 paid order \(/).waitFor();

    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Status').selectOption('paid');
    await page.getByRole('heading', { name: /^SAWA-[0-9A-Z]{8} · paid/ }).waitFor();
    await page.getByText('1 × Mist over Bisoke', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Studio visits' }).click();
    await page.getByRole('cell', { name: 'paid' }).waitFor();

    await page.getByRole('link', { name: 'Conservation ledger' }).click();
    const months = page.getByRole('table', { name: 'Per month' });
    await months.getByRole('cell', { name: '$16.00' }).waitFor();
    await page.getByRole('table', { name: '1 entry, newest first' }).getByText('Mist over Bisoke (Giclée print (A3))').waitFor();

    await page.getByRole('link', { name: 'Commissions' }).click();
    await page.getByRole('heading', { name: 'Grace Uwimana: Painting, 60 x 90 cm' }).waitFor();
    await page.getByLabel('Search requests').fill('nobody-like-this');
    await page.getByText('0 requests').waitFor();
    expect(await page.getByRole('heading', { name: 'Grace Uwimana: Painting, 60 x 90 cm' }).count()).toBe(0);
    await page.getByLabel('Search requests').fill('grace@');
    await page.getByText('1 request').waitFor();
    await page.getByAltText('Reference image sent by Grace Uwimana').waitFor();
    await page.getByLabel('Status', { exact: true }).last().selectOption('replied');
    await page.getByText('Saved.').waitFor();
    expect((await site.t.dataSource.query('SELECT status FROM commission_request'))[0].status).toBe('replied');

    await page.getByRole('link', { name: 'Subscribers' }).click();
    await page.getByRole('cell', { name: 'reader@example.org', exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('email,subscribed_at,unsubscribed_at');
    expect(csv).toContain('reader@example.org,');
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((v) => v.id)).toEqual([]);

    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('cell', { name: /^Commission request from Grace Uwimana/ }).waitFor();
    // Without SMTP the mail waits in the outbox: the staff read it whole, text and HTML.
    await page.getByRole('button', { name: /^Read: Commission request from Grace Uwimana/ }).click();
    const detail = page.getByRole('region', { name: /Commission request from Grace Uwimana/ });
    await detail.getByText('A golden monkey in bamboo.', { exact: false }).waitFor();
    // Scanned before the HTML frame opens: a sandboxed frame runs no scripts, axe could not enter it.
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((v) => v.id)).toEqual([]);
    await detail.getByRole('button', { name: 'HTML' }).click();
    const frame = detail.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page
      .frameLocator('iframe[title^="HTML version of: Commission request from Grace Uwimana"]')
      .getByText('A golden monkey in bamboo.', { exact: false })
      .waitFor();
  });
});

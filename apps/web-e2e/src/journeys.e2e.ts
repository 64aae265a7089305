import type { Page } from 'playwright-core';
import { CHECKOUT, gql, newClient, notify, RWANDAN_BUYER } from '../../api/test/support/commerce';
import { startSite, Site, TEST_ADMIN } from '../support/site';

/** Price of one edition of a demo work, changed by the studio in the back office (the public caches follow). */
async function changePrice(site: Site, name: string, edition: string, price: string) {
  const headers = { authorization: `Bearer ${await site.t.token()}` };
  const [{ id }] = await site.t.dataSource.query(`SELECT id FROM art WHERE art_name = $1`, [name]);
  const read = await site.t
    .http()
    .post('/graphql')
    .send({ query: `query ($id: ID!) { artwork(id: $id) { version editions { id type price } } }`, variables: { id } })
    .expect(200);
  const art = read.body.data.artwork;
  const res = await site.t
    .http()
    .post('/graphql')
    .set(headers)
    .send({
      query: `mutation ($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`,
      variables: {
        id,
        input: {
          version: art.version,
          editions: art.editions.map((e: { id: string; type: string; price: string }) => ({
            id: e.id,
            type: e.type,
            price: e.type === edition ? price : e.price,
          })),
        },
      },
    })
    .expect(200);
  expect(res.body.errors).toBeUndefined();
}

/** An order for one print of a demo work, placed over GraphQL as the checkout places it; paid through a signed notification if asked. */
async function placeOrder(site: Site, email: string, paid: boolean): Promise<string> {
  const [line] = await site.t.dataSource.query(
    `SELECT a.id AS "artworkId", e.id AS "editionId", e.other_prices->>'RWF' AS "unitPrice" FROM art a JOIN edition e ON e.art_id = a.id
     WHERE e.edition_type <> 'Original Art Work' AND e.other_prices ? 'RWF' AND (e.edition_size IS NULL OR e.edition_size - e.reserved - e.sold - e.withheld > 1)
     ORDER BY a.art_name LIMIT 1`,
  );
  // Collected at the studio: a domestic sale, in francs (issue 22).
  const res = await gql(site.t, CHECKOUT, { input: { ...RWANDAN_BUYER, email, lines: [{ ...line, quantity: 1 }] } }, newClient());
  expect(res.body.errors).toBeUndefined();
  const number = res.body.data.checkout.orderNumber as string;
  if (paid) await notify(site.t, { transactionId: number }).expect(200);
  return number;
}

async function signIn(page: Page) {
  await page.goto('/sawa-admin-login');
  await page.getByLabel('User Name').fill(TEST_ADMIN.userName);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** The visitor's and the studio's journeys where a real person was tripped (issue 27). */
describe('journeys walked end to end', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('a price changed after the work was put in the cart: the cart offers the new price in one action, shows the new total, and checkout goes through', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/');
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    // On a phone each edition option reads whole in the select, which keeps to the screen.
    const edition = await page.getByLabel('Edition').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // the arrow
      return {
        right: select.getBoundingClientRect().right,
        overflowing: Array.from(select.options)
          .filter((o) => context.measureText(o.text).width > room)
          .map((o) => o.text),
      };
    });
    expect(edition).toEqual({ right: expect.any(Number), overflowing: [] });
    expect(edition.right).toBeLessThanOrEqual(390);
    // The picture enlarges to the whole screen, and Escape closes it (focus back on the picture).
    await page.getByRole('button', { name: 'Enlarge picture 1 of 2' }).tap();
    const lightbox = page.getByRole('dialog', { name: 'Mist over Bisoke, picture 1 of 2' });
    await lightbox.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('dialog', { name: 'Mist over Bisoke, picture 2 of 2' }).waitFor();
    const enlarged = (await page.locator('.lightbox__image').boundingBox())!;
    expect(enlarged.x).toBeGreaterThanOrEqual(0);
    expect(enlarged.x + enlarged.width).toBeLessThanOrEqual(390);
    expect(enlarged.width).toBeGreaterThan(300);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Enlarge picture 2 of 2');
    await page.getByLabel('Edition').selectOption({ label: 'Giclée print (A3) · $160.00 · 50 left' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Artwork added to cart').first().waitFor();

    await changePrice(site, 'Mist over Bisoke', 'Giclée print (A3)', '175.00');

    await page.goto('/cart');
    await page.getByText('The price is now $175.00.').waitFor();
    const total = page.locator('dd.cart__total');
    expect(await total.textContent()).toBe('$160.00');
    expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Use the new price ($175.00)' }).click();
    await page.locator('dd.cart__total', { hasText: '$175.00' }).waitFor();
    expect(await page.getByText('The price is now $175.00.').count()).toBe(0);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByLabel('Full name').fill('Amani Keza');
    await page.locator('#checkout-email').fill('amani@example.org');
    await page.getByLabel('Phone').fill('+250 788 555 000');
    // Delivered to Kenya at the studio's East Africa rate of $0.00 (abroad, so in dollars, the currency the cart showed:
    // issue 22), so the order costs the work's new price only.
    const rates = await site.t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${await site.t.token()}`)
      .send({
        query: 'mutation ($input: ShippingRatesInput!) { updateShippingRates(input: $input) { zone } }',
        variables: { input: { currency: 'USD', rates: [{ zone: 'east_africa', firstItem: '0.00', extraItem: '0.00' }] } },
      })
      .expect(200);
    expect(rates.body.errors).toBeUndefined();
    await page.getByLabel('Country').selectOption('KE');
    await page.getByLabel('Region, state or province').fill('Nairobi County');
    await page.getByLabel('City or town').fill('Nairobi');
    await page.getByLabel('Address line 1').fill('Kenyatta Ave 12');
    await page.getByLabel('Pay in US dollars (USD)').check();
    await page.getByRole('region', { name: 'Summary' }).locator('dd.cart__total', { hasText: '$175.00' }).waitFor();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/);
    const [order] = await site.t.dataSource.query(`SELECT total FROM customer_order ORDER BY created_at DESC LIMIT 1`);
    expect(order.total).toBe('175.00');

    // Pay → the order page says paid → Back: the paid invoice leads to the order, never a dead end.
    await page.getByRole('button', { name: 'Pay $175.00' }).click();
    await page.waitForURL(/\/order\/SAWA-[0-9A-Z]{8}$/);
    const orderUrl = page.url();
    await page.getByText('Thank you! Your payment was received.', { exact: false }).waitFor();
    await page.goBack();
    await page.getByText('This invoice is paid.').waitFor();
    await page.getByRole('link', { name: 'See your order' }).click();
    await page.waitForURL(orderUrl);
    await page.getByText('Thank you! Your payment was received.', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(site.pageErrors).toEqual([]);
  });

  it('the studio confirms before it marks an order shipped (with its tracking number), delivered or cancelled; the order then shows when', async () => {
    const paid = await placeOrder(site, 'ship-me@example.org', true);
    const pending = await placeOrder(site, 'cancel-me@example.org', false);
    const status = async (number: string) => (await site.t.dataSource.query(`SELECT status FROM customer_order WHERE number = $1`, [number]))[0].status;
    const page = await site.newPage();
    await signIn(page);
    // This site has no mail server: the dashboard says so, in words for the owner.
    await page.getByText(/^Mail is not being sent: no mail account is connected/).waitFor();
    await page.getByRole('link', { name: 'Orders' }).click();
    const card = (number: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${number}`) }) });

    await card(paid).getByRole('button', { name: 'Mark shipped' }).click();
    const ship = page.getByRole('dialog', { name: `Mark ${paid} shipped?` });
    await ship
      .getByText('The buyer is e-mailed that the order is on its way, with the carrier, the tracking number and its tracking link.', { exact: false })
      .waitFor();
    await ship.getByRole('button', { name: 'Not yet' }).click();
    await ship.waitFor({ state: 'hidden' });
    expect(await status(paid)).toBe('paid');
    await card(paid).getByRole('button', { name: 'Mark shipped' }).click();
    // Without a tracking number nothing is sent: the dialog says why.
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await ship.getByRole('alert').getByText('A tracking number is required to mark an order shipped.').waitFor();
    expect(await status(paid)).toBe('paid');
    await ship.getByLabel('Carrier', { exact: true }).selectOption('dhl');
    await ship.getByLabel('Tracking number').fill('JD014600006543210987');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await page.getByText(`${paid} is marked shipped.`).waitFor();
    expect(await status(paid)).toBe('shipped');
    await card(paid)
      .getByText(/ · shipped \d{1,2} \w{3} \d{4}, \d\d:\d\d/)
      .waitFor();
    await card(paid).getByText('DHL Express, tracking number JD014600006543210987').waitFor();

    await card(paid).getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = page.getByRole('dialog', { name: `Mark ${paid} delivered?` });
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByText(`${paid} is marked delivered.`).waitFor();
    expect(await status(paid)).toBe('delivered');
    await card(paid)
      .getByText(/ · delivered \d{1,2} \w{3} \d{4}, \d\d:\d\d/)
      .waitFor();

    await card(pending).getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order ${pending}?` });
    await cancel.getByRole('button', { name: 'Keep the order' }).click();
    await cancel.waitFor({ state: 'hidden' });
    expect(await status(pending)).toBe('pending');
    await card(pending).getByRole('button', { name: 'Cancel order' }).click();
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(`${pending} is cancelled; its works are back on sale.`).waitFor();
    expect(await status(pending)).toBe('cancelled');
    await card(pending)
      .getByText(/ · cancelled \d{1,2} \w{3} \d{4}, \d\d:\d\d/)
      .waitFor();

    // The buyer's pages say so too: the carrier, the number and its tracking link; the delivery; the cancellation.
    await page.goto(`/order/${paid}`);
    await page.getByText('Carrier: DHL Express. Tracking number: JD014600006543210987.').waitFor();
    await page.getByText(/^Delivered on \d{1,2} \w{3} \d{4}, \d\d:\d\d\.$/).waitFor();
    expect(await page.getByRole('link', { name: 'Track your parcel with DHL Express' }).getAttribute('href')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006543210987',
    );
    await page.goto(`/order/${pending}`);
    await page.getByText(/^Cancelled on \d{1,2} \w{3} \d{4}, \d\d:\d\d\.$/).waitFor();
    expect(await page.title()).toBe(`Order ${pending} | Sawa Art Studio`);
    expect(site.pageErrors).toEqual([]);
  });
});

/** A shop selling for real before its payment account is connected. */
describe('payments off', () => {
  let site: Site;
  beforeAll(
    async () => (site = await startSite({ PAYMENTS_SANDBOX: 'false', IREMBOPAY_SECRET_KEY: '', IREMBOPAY_BASE_URL: '', IREMBOPAY_ACCOUNT_ID: '' })),
    120_000,
  );
  afterAll(() => site.close());
  const outbox = () => site.t.dataSource.query(`SELECT "to", subject FROM outbox_message ORDER BY created_at`);

  it('checkout and Book Now say so before their forms, and send the details to the studio as an enquiry', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/');
    await page.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/checkout');
    const notice = page.getByRole('note');
    await notice.getByText('Online payment is not available yet.').waitFor();
    // Before the form: the notice comes before the first field.
    expect(await notice.evaluate((n) => Boolean(n.compareDocumentPosition(document.getElementById('checkout-name')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(
      true,
    );
    expect(await notice.getByRole('link', { name: 'hello@sawa-art.studio' }).getAttribute('href')).toBe('mailto:hello@sawa-art.studio');
    expect(await page.getByText('You pay on the next page', { exact: false }).count()).toBe(0);
    await page.getByLabel('Full name').fill('Amani Keza');
    await page.locator('#checkout-email').fill('amani@example.org');
    await page.getByLabel('Phone').fill('+250 788 555 000');
    await page.getByLabel('Country').selectOption('RW');
    await page.getByLabel('Province').selectOption('Northern Province');
    await page.getByLabel('District').selectOption('Musanze');
    await page.getByLabel('Address line 1').fill('NM 12 St');
    await page.getByRole('button', { name: 'Send my order request' }).click();
    await page.getByText('Thank you: the studio received your request and will write to you at amani@example.org').waitFor();
    expect(await outbox()).toEqual([
      { to: 'hello@sawa-art.studio', subject: 'Order enquiry from Amani Keza (online payment is off)' },
      { to: 'amani@example.org', subject: 'We received your order request - Sawa Art Studio' },
    ]);
    expect(await site.t.dataSource.query('SELECT 1 FROM customer_order')).toEqual([]);

    await page.goto('/');
    const book = page.getByRole('button', { name: 'Book Now' });
    await book.scrollIntoViewIfNeeded();
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book a studio visit' });
    await dialog.getByText('Online payment is not available yet.').waitFor();
    await dialog.locator('.slot-picker__day:not([disabled])').first().click();
    await dialog
      .getByLabel(/^\d\d:\d\d · \d+ places left$/)
      .first()
      .check();
    await dialog.getByLabel('Full name').fill('Eric Habimana');
    await dialog.getByLabel('Email').fill('eric@example.org');
    await dialog.getByLabel('Phone').fill('+250 788 000 111');
    await dialog.getByRole('button', { name: 'Send my visit request' }).click();
    await dialog.getByText('Thank you: the studio received your visit request and will write to you at eric@example.org').waitFor();
    expect((await outbox()).slice(2).map((m: { to: string }) => m.to)).toEqual(['hello@sawa-art.studio', 'eric@example.org']);
    expect(await site.t.dataSource.query('SELECT 1 FROM booking')).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });
});

import { startSite, Site } from '../support/site';

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
    await page.getByLabel('Edition').selectOption({ label: 'Giclée print (A3) ($160.00) · 50 of 50 left' });
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
    await page.getByLabel('Country').fill('Rwanda');
    await page.getByLabel('Shipping address').fill('KN 5 Rd, Kigali');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await page.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/);
    const [order] = await site.t.dataSource.query(`SELECT total FROM customer_order ORDER BY created_at DESC LIMIT 1`);
    expect(order.total).toBe('175.00');
    expect(site.pageErrors).toEqual([]);
  });
});

import { startSite, Site, TEST_ADMIN } from '../support/site';

/**
 * Issue 24's Done-when "Quote", in a real browser on the built site: an original for Germany is on quote, so the buyer
 * asks for a shipping quote instead of paying; the staff answer in the back office; the buyer's link opens the quote
 * (a private page) and its checkout, and the quoted total is paid through the IremboPay sandbox.
 */
describe('shipping quote', () => {
  let site: Site;
  beforeAll(async () => (site = await startSite()), 120_000);
  afterAll(() => site.close());

  it('an original for Germany: quote request → the staff answer in the back office → the buyer’s link → sandbox Pay of the quoted total → paid', async () => {
    const buyer = await site.newPage();
    await buyer.goto('/');
    await buyer.getByRole('link', { name: 'Mist over Bisoke' }).first().click();
    await buyer.getByRole('heading', { level: 1, name: 'Mist over Bisoke' }).waitFor();
    await buyer.getByLabel('Edition').selectOption({ label: 'Original Art Work · $1,850.00' });
    await buyer.getByRole('button', { name: 'Add to Cart' }).click();
    await buyer.getByRole('link', { name: 'Cart, 1 item' }).click();
    await buyer.getByRole('button', { name: 'Checkout' }).click();
    await buyer.waitForURL('**/checkout');
    await buyer.getByLabel('Full name').fill('Lena Vogel');
    await buyer.locator('#checkout-email').fill('lena@example.org');
    await buyer.getByLabel('Phone').fill('+49 30 1234567');
    await buyer.getByLabel('Country').selectOption('DE');
    await buyer.getByLabel('Region, state or province').fill('Berlin');
    await buyer.getByLabel('City or town').fill('Berlin');
    await buyer.getByLabel('Postcode').fill('10115');
    await buyer.getByLabel('Address line 1').fill('Unter den Linden 1');
    // The original is on quote: the summary says so, and the buyer asks for a quote instead of paying.
    const summary = buyer.getByRole('region', { name: 'Summary' });
    await summary.getByText('On quote', { exact: true }).waitFor();
    await summary.getByText('"Mist over Bisoke" is shipped on quote', { exact: false }).waitFor();
    await buyer.getByRole('button', { name: 'Request a shipping quote' }).click();
    await buyer.getByText('the studio received your request for a shipping quote (QUOTE-', { exact: false }).waitFor();
    const [{ number }] = await site.t.dataSource.query(`SELECT number FROM shipping_quote WHERE customer_email = 'lena@example.org'`);
    const [studioMail] = await site.t.dataSource.query(`SELECT "to" FROM outbox_message WHERE subject LIKE $1`, [`Shipping quote ${number} requested%`]);
    expect(studioMail).toBeDefined();

    // The staff answer in the back office.
    const staff = await site.newPage();
    await staff.goto('/sawa-admin-login');
    await staff.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await staff.getByLabel('Password').fill(TEST_ADMIN.password);
    await staff.getByRole('button', { name: 'Login' }).click();
    await staff.waitForURL('**/admin/dashboard');
    await staff.getByRole('link', { name: 'Shipping quotes' }).click();
    const card = staff.getByRole('article', { name: `${number}: Waiting for the studio` });
    await card.getByText('Unter den Linden 1', { exact: false }).waitFor();
    await card.getByLabel('Shipping amount').fill('420');
    await card.getByLabel('Carrier').fill('DHL Express');
    await card.getByLabel('Insurance included').uncheck();
    await card.getByRole('button', { name: 'Send the quote to the buyer' }).click();
    const answered = staff.getByRole('article', { name: `${number}: Answered` });
    await answered.getByText('Shipping $420.00 by DHL Express; crate included, insurance not included. Total $2,270.00', { exact: false }).waitFor();

    // The buyer's mail carries the private link to the quote.
    const [mail] = await site.t.dataSource.query(`SELECT text FROM outbox_message WHERE "to" = 'lena@example.org' AND subject LIKE 'Your shipping quote%'`);
    const link = (mail.text as string).match(/https?:\/\/\S+\/shipping-quote\/[A-Za-z0-9_-]+/)?.[0];
    expect(link?.startsWith(site.url)).toBe(true);
    const opened = await buyer.goto(link as string);
    expect(opened?.headers()['cache-control']).toMatch(/private|no-store/);
    await buyer.getByRole('heading', { level: 1, name: `Shipping quote ${number}` }).waitFor();
    await buyer.getByText('Delivery to Berlin, Germany by DHL Express', { exact: false }).waitFor();
    await buyer.getByRole('button', { name: 'Take up the quote and pay $2,270.00' }).click();

    // The usual checkout's hold and invoice: the work and the quoted shipping as the invoice's items, paid in the sandbox.
    await buyer.waitForURL(/\/sandbox\/irembopay\/pay\/\d+$/);
    await buyer.getByRole('cell', { name: 'SAWA-SHIPPING' }).waitFor();
    await buyer.getByRole('button', { name: 'Pay $2,270.00' }).click();
    await buyer.waitForURL(/\/order\/SAWA-[0-9A-Z]{8}$/);
    await buyer.getByText('Thank you! Your payment was received.', { exact: false }).waitFor();
    const orderNumber = new URL(buyer.url()).pathname.split('/').pop();
    const [order] = await site.t.dataSource.query(`SELECT status, total::text, shipping_amount::text AS shipping FROM customer_order WHERE number = $1`, [
      orderNumber,
    ]);
    expect(order).toEqual({ status: 'paid', total: '2270.00', shipping: '420.00' });
    // The quote is taken up: its page now points to the order, and offers no second take-up.
    await buyer.goto(link as string);
    await buyer.getByText(`You took up this quote: order ${orderNumber}.`).waitFor();
    expect(await buyer.getByRole('button', { name: /Take up the quote/ }).count()).toBe(0);
    expect(site.pageErrors).toEqual([]);
  });
});

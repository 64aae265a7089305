import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MESSAGES } from '@sawa/shared/domain';
import { png } from '../../api/test/support/images';
import { startSite, Site, TEST_ADMIN } from '../support/site';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
const image = async (name: string) => ({ name, mimeType: 'image/png', buffer: await png(320, 240) });

/** A person running the catalogue from the back office, in Chromium, against the real API. */
describe('back office', () => {
  let site: Site;
  let page: Page;
  beforeAll(async () => {
    site = await startSite();
    page = await site.newPage();
  }, 120_000);
  afterAll(() => site.close());

  it('keeps the admin code out of a visitor page', async () => {
    const html = (await site.t.http().get('/').expect(200)).text;
    expect(html).not.toMatch(/AdminApp/);
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    for (const src of scripts) expect((await site.t.http().get(src)).text).not.toContain('Welcome Back');
  });

  it('sends a signed-out visitor to the sign-in page, refuses a wrong password, then signs in', async () => {
    await page.goto('/admin/view/art');
    await page.waitForURL('**/sawa-admin-login');
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(`${MESSAGES.login.failure} ${MESSAGES.login.wrongCredentials}`);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    // 'Login successful!' is seen: a toast that outlives the sign-in page.
    expect(await page.getByRole('status').filter({ hasText: MESSAGES.login.success }).isVisible()).toBe(true);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('jwt')))).toBe(true);
    expect(await axe(page)).toEqual([]);
  });

  it('shows a refused file beside its field, and the upload progress of a large image', async () => {
    await page.goto('/admin/add/categorie');
    await page.getByLabel('Category Name').fill('Refused');
    await page.getByLabel('Category Image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
    await page.getByRole('button', { name: 'Submit' }).click();
    const refusal = page.locator('#category-image-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/only JPEG, PNG, WebP and AVIF images are accepted/);
    expect(await page.getByRole('alert').textContent()).toContain(MESSAGES.createFailed.category);

    const noise = await sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    await page.getByLabel('Category Name').fill('Big Picture');
    await page.locator('#category-image').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: noise });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/^Uploading images: \d+%$/).waitFor();
    await page.getByText(MESSAGES.created.category).waitFor();
  });

  it('creates a category, a collection, an artist and a team member, each with an image, and sees them listed', async () => {
    // The art form first, so its category options are in the cache; then everything happens in the page, no reload.
    await page.goto('/admin/add/art');
    await page.getByLabel('Category').locator('option', { hasText: 'Big Picture' }).waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByRole('link', { name: 'Add category', exact: true }).click();
    await page.getByRole('heading', { name: 'Category Form' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Category Name').fill('Wood Carvings');
    await page.getByLabel('Category Image').setInputFiles(await image('carving.png'));
    await page.getByAltText('Category Image 1').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.created.category).waitFor();
    await page.waitForURL('**/admin/view/categories');
    await page.getByText('Wood Carvings').waitFor();
    // The new category is in the art form's dropdown at once: the create evicted the cached options.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByRole('link', { name: 'Add art', exact: true }).click();
    await page.getByLabel('Category').locator('option', { hasText: 'Wood Carvings' }).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    await page.goto('/admin/add/collection');
    await page.getByLabel('Collection Name').fill('Forest Masks');
    await page.getByLabel('Collection Image').setInputFiles(await image('mask.png'));
    await page.getByLabel('Category').selectOption({ label: 'Wood Carvings' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.created.collection).waitFor();
    await page.waitForURL('**/admin/view/collections');

    await page.goto('/admin/add/artist');
    await page.getByLabel('Name').fill('Claude Niyonsaba');
    await page.getByLabel('Description').fill('Carves the animals of Nyungwe in eucalyptus.');
    await page.getByLabel('Image').setInputFiles(await image('claude.png'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.created.artist).waitFor();
    await page.waitForURL('**/admin/view/artists');

    await page.goto('/admin/add/member');
    await page.getByLabel('Name').fill('Diane Ingabire');
    await page.getByLabel('Position').fill('Gallery Manager');
    await page.getByLabel('Image').setInputFiles(await image('diane.png'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.created.teamMember).waitFor();
    await page.waitForURL('**/admin/view/members');
    await page.getByText('Diane Ingabire').waitFor();
  });

  it('creates an art with editions and images in a collection, then edits its editions and price', async () => {
    await page.goto('/admin/add/art');
    await page.getByRole('heading', { name: 'Art Information' }).waitFor();
    await page.getByLabel('Art Name').fill('Chimpanzee Mask');
    await page.getByLabel('Product Code').fill('WC-001');
    await page.getByLabel('Art Description').fill('A mask carved from one block.');
    await page.getByLabel('Art Image Cover').setInputFiles(await image('cover.png'));
    await page.getByLabel('Art Images').setInputFiles([await image('side.png'), await image('back.png')]);
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await page.getByLabel('Art Size').fill('30 x 20 cm');
    await page.getByLabel('Art Material').fill('Eucalyptus');
    expect(await page.getByRole('button', { name: 'Remove edition 1' }).count()).toBe(0);
    await page.getByLabel('Edition 1 price').fill('640');
    await page.getByRole('button', { name: 'Add Edition' }).click();
    // The work has its original: a new row is a print (docs/deviations.md).
    expect(await page.getByLabel('Edition 2 type').inputValue()).toBe('Print');
    await page.getByLabel('Edition 2 type').fill('Small copy');
    await page.getByLabel('Edition 2 price').fill('120.5');
    // Stock per edition: the original is one; the small copies an edition of 2.
    await page.getByLabel('Edition 2 size').fill('2');
    await page.getByLabel('Artist').selectOption({ label: 'Claude Niyonsaba' });
    await page.getByLabel('Collection').selectOption({ label: 'Forest Masks' });
    expect(await page.getByLabel('Category').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.created.art).waitFor();
    await page.waitForURL('**/admin/view/art');

    const [art] = await site.t.dataSource.query(`SELECT id FROM art WHERE art_name = 'Chimpanzee Mask'`);
    const images = await site.t.dataSource.query(`SELECT count(*)::int AS n FROM art_image WHERE art_id = $1`, [art.id]);
    expect(images[0].n).toBe(1);
    expect(await site.t.dataSource.query(`SELECT edition_type, edition_size FROM edition WHERE art_id = $1 ORDER BY position`, [art.id])).toEqual([
      { edition_type: 'Original Art Work', edition_size: 1 },
      { edition_type: 'Small copy', edition_size: 2 },
    ]);
    await page.goto(`/admin/edit/art/${art.id}`);
    await page.getByRole('heading', { name: 'Edit Art' }).waitFor();
    expect(await page.getByLabel('Edition 2 price').inputValue()).toBe('120.50');
    expect(await page.getByLabel('Edition 2 size').inputValue()).toBe('2');
    expect(await page.getByLabel('Edition 2 stock').textContent()).toBe('Available 2 · Reserved 0 · Sold 0');
    await page.getByLabel('Edition 1 price').fill('700');
    await page.getByRole('button', { name: 'Remove edition 2' }).click();
    // The gallery image by image: its one image removed, two new ones added.
    const [oldImage] = await site.t.dataSource.query(`SELECT a.path FROM art_image i JOIN asset a ON a.id = i.asset_id WHERE i.art_id = $1`, [art.id]);
    await page.getByRole('img', { name: 'Art Images 1' }).waitFor();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    expect(await page.getByRole('img', { name: 'Art Images 1' }).count()).toBe(0);
    await page.getByLabel('Art Images', { exact: true }).setInputFiles([await image('front.png'), await image('top.png')]);
    await page.getByRole('img', { name: 'Art Images 2 (new: top.png)' }).waitFor();
    await page.getByLabel('Art Description').fill('A mask carved from one block of eucalyptus.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(MESSAGES.updated.art).waitFor();
    // Back on the list after 2 seconds; reopening Edit (in the page, from the cache) shows what was saved.
    await page.waitForURL('**/admin/view/art');
    await page.getByLabel('Search arts').fill('chimpanzee');
    await page.getByText('1 result', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit Chimpanzee Mask' }).click();
    await page.getByRole('heading', { name: 'Edit Art' }).waitFor();
    expect(await page.getByLabel('Art Description').inputValue()).toBe('A mask carved from one block of eucalyptus.');
    expect(await page.getByLabel('Edition 1 price').inputValue()).toBe('700.00');
    expect(await page.getByLabel('Edition 2 price').count()).toBe(0);
    const editions = await site.t.dataSource.query(`SELECT edition_type, price FROM edition WHERE art_id = $1`, [art.id]);
    expect(editions).toEqual([{ edition_type: 'Original Art Work', price: '700.00' }]);
    const gallery = await site.t.dataSource.query(`SELECT a.path FROM art_image i JOIN asset a ON a.id = i.asset_id WHERE i.art_id = $1`, [art.id]);
    expect(gallery).toHaveLength(2);
    expect(gallery).not.toContainEqual(oldImage);
    expect((await site.t.http().get(oldImage.path)).status).toBe(404);
    // The public page shows the change.
    await page.goto(`/product/${art.id}`);
    expect(await page.locator('.product__price').textContent()).toBe('$700.00');
  });

  it('searches and pages a list on the server, and deletes behind the confirmation (Escape cancels)', async () => {
    await page.goto('/admin/view/art');
    await page.getByText(/\d+ results/).waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await page.locator('.admin-row').count()).toBe(8);
    await page.getByRole('navigation', { name: 'Arts pages' }).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByLabel('Search arts').fill('chimpanzee');
    await page.getByText('1 result', { exact: true }).waitFor();
    expect(await page.locator('.pagination').count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Chimpanzee Mask' }).click();
    await page.getByRole('dialog', { name: MESSAGES.deleteConfirm.title }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete Chimpanzee Mask' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Chimpanzee Mask was deleted.').waitFor();
    await page.getByText('0 results', { exact: true }).waitFor();
    expect(await site.t.dataSource.query(`SELECT 1 FROM art WHERE art_name = 'Chimpanzee Mask'`)).toEqual([]);
  });

  it('shows the server refusal when deleting a category still in use', async () => {
    await page.goto('/admin/view/categories');
    await page.getByLabel('Search categories').fill('Wood');
    await page.getByText('1 result', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete Wood Carvings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/collection/i);
  });

  it('sends an admin whose token was revoked back to the sign-in page with a message', async () => {
    const other = await site.newPage();
    await other.goto('/sawa-admin-login');
    await other.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await other.getByLabel('Password').fill(TEST_ADMIN.password);
    await other.getByRole('button', { name: 'Login' }).click();
    await other.waitForURL('**/admin/dashboard');
    const token = await other.evaluate(() => localStorage.getItem('jwt'));
    await site.t.http().post('/api/v1/admin/logout').set('authorization', `Bearer ${token}`).expect(200);
    // The next request with the revoked token ends the session, whichever request it is: a move to Orders in the
    // page, or the dashboard's own refresh if that comes first (then the page is already on the sign-in page and
    // has no Orders link). A full page load here could race that refresh: it would start after the refresh had
    // already ended the session and dropped the token, and find nobody signed in rather than a session ended.
    await other
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Orders' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await other.waitForURL(/\/sawa-admin-login/);
    await other.getByRole('alert').filter({ hasText: MESSAGES.login.sessionExpired }).waitFor();
  });

  it('logs out to the home page, and the back office is closed again', async () => {
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // It says so.
    await page.getByRole('status').filter({ hasText: 'You are signed out.' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/sawa-admin-login');
    expect(site.pageErrors).toEqual([]);
  });
});

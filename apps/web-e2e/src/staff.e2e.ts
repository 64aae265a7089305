import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { MESSAGES, permissionDenied, STAFF_MESSAGES } from '@sawa/shared/domain';
import { startSmtp, textOf, TestSmtp } from '../../api/test/support/smtp';
import { startSite, Site, TEST_ADMIN } from '../support/site';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** What an authenticator app shows for `secret`, `steps` steps of 30 seconds from now. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const INVITEE = { email: 'ama@studio.example', name: 'Ama Mensah', password: 'a long passphrase for Ama' };

/** Sets up two-step sign-in on the profile page as a person does: the key the page shows, typed into an app, and its code back. */
async function enrolTwoStep(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByRole('img', { name: 'QR code to scan with an authenticator app' }).waitFor();
  const secret = (await page.locator('.admin-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(await codeOf(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
  const recoveryCodes = await page.locator('.admin-recovery__codes code').allTextContents();
  return { secret, recoveryCodes };
}

/**
 * The journey in Chromium: an Owner (who must first set up two-step sign-in) invites a Catalogue
 * person by mail; they accept, set up two-step sign-in, sign in with a code, edit a price that shows in
 * the artwork's history, and cannot reach orders.
 */
describe('the studio’s team', () => {
  let site: Site;
  let smtp: TestSmtp;
  let owner: Page;
  let person: Page;
  let personSecret: string;
  let personRecovery: string[];

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSite({ TWO_STEP_REQUIRED_FOR_OWNERS: 'true', SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_SECONDS: '1' });
    owner = await site.newPage();
    person = await site.newPage();
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await smtp.close();
  });

  it('an Owner without two-step sign-in is sent to set it up before anything else', async () => {
    await owner.goto('/sawa-admin-login');
    await owner.getByLabel('User Name').fill(TEST_ADMIN.userName);
    await owner.getByLabel('Password').fill(TEST_ADMIN.password);
    await owner.getByRole('button', { name: 'Login' }).click();
    await owner.waitForURL('**/admin/profile');
    await owner.getByText(STAFF_MESSAGES.enrolFirst).waitFor();
    await owner.goto('/admin/orders');
    await owner.waitForURL('**/admin/profile');
    expect(await axe(owner)).toEqual([]);
    const { recoveryCodes } = await enrolTwoStep(owner);
    expect(recoveryCodes).toHaveLength(10);
    expect(await axe(owner)).toEqual([]);
  }, 90_000);

  it('the Owner invites a Catalogue person from the Staff page; the link arrives by mail', async () => {
    await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
    await owner.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    await owner.getByLabel('E-mail address').fill(INVITEE.email);
    await owner.getByLabel('Name').fill(INVITEE.name);
    await owner.locator('#invite-roles-catalogue').check();
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`An invitation is on its way to ${INVITEE.email}`).waitFor();
    await owner.getByRole('heading', { name: new RegExp(INVITEE.name) }).waitFor();
    expect(await axe(owner)).toEqual([]);
  }, 60_000);

  it('they accept, set up two-step sign-in, and sign in again with a code; a code used once is refused', async () => {
    const deadline = Date.now() + 30_000;
    while (!smtp.received.some((m) => m.to.includes(INVITEE.email)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const mail = textOf(smtp.received.find((m) => m.to.includes(INVITEE.email))!.raw);
    const link = /(http:\/\/[^\s]+\/sawa-admin-login\/invitation\?token=[A-Za-z0-9_-]+)/.exec(mail)![1];

    await person.goto(link);
    await person.getByText(`Hello ${INVITEE.name}`).waitFor();
    expect(await axe(person)).toEqual([]);
    await person.getByLabel(/^New password/).fill('too short');
    await person.getByLabel('The same password again').fill('too short');
    await person.getByRole('button', { name: 'Accept the invitation' }).click();
    await person.getByText('The password must be at least 12 characters long.').waitFor();
    await person.getByLabel(/^New password/).fill(INVITEE.password);
    await person.getByLabel('The same password again').fill(INVITEE.password);
    await person.getByRole('button', { name: 'Accept the invitation' }).click();
    await person.waitForURL('**/admin/profile');
    ({ secret: personSecret, recoveryCodes: personRecovery } = await enrolTwoStep(person));
    await person.getByRole('button', { name: 'Log Out' }).click();
    await person.waitForURL((url) => url.pathname === '/');

    // The used link says so.
    await person.goto(link);
    await person.getByText(STAFF_MESSAGES.invitation.used).waitFor();

    const signIn = async (code: string) => {
      await person.goto('/sawa-admin-login');
      await person.getByLabel('User Name').fill(INVITEE.email);
      await person.getByLabel('Password').fill(INVITEE.password);
      await person.getByRole('button', { name: 'Login' }).click();
      await person.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      await person.getByLabel('Code').fill(code);
      await person.getByRole('button', { name: 'Verify' }).click();
    };
    // The confirming code's step is used: the app's next code signs in.
    const code = await codeOf(personSecret, 1);
    await signIn(code);
    await person.waitForURL('**/admin/dashboard');
    expect(await person.getByRole('status').filter({ hasText: MESSAGES.login.success }).isVisible()).toBe(true);
    await person.getByRole('button', { name: 'Log Out' }).click();
    await person.waitForURL((url) => url.pathname === '/');
    await signIn(code);
    expect(await person.getByRole('alert').textContent()).toBe(STAFF_MESSAGES.reusedCode);
  }, 120_000);

  it('the Catalogue person edits a price, which shows in the artwork’s history, and cannot reach orders', async () => {
    // Still on the code step: a recovery code gets them in (the app's codes of this minute are used).
    await person.getByLabel('Code').fill(personRecovery[0]);
    await person.getByRole('button', { name: 'Verify' }).click();
    await person.waitForURL('**/admin/dashboard');
    await person.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Your profile' }).waitFor();
    const sidebar = await person.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents();
    expect(sidebar).toEqual(['Dashboard', 'Add', 'View', 'Your profile']);

    const [art] = await site.t.dataSource.query(
      `SELECT a.id, e.price FROM art a JOIN edition e ON e.art_id = a.id AND e.position = 0 ORDER BY a.created_at LIMIT 1`,
    );
    await person.goto(`/admin/edit/art/${art.id}`);
    await person.getByLabel('Edition 1 price').fill('1234.50');
    await person.getByRole('button', { name: 'Save Changes' }).click();
    await person.getByText(MESSAGES.updated.art).waitFor();
    await person.goto(`/admin/edit/art/${art.id}`);
    const history = person.getByRole('region', { name: 'History' });
    await history.getByText(`price: ${art.price} → 1234.50`).waitFor();
    expect(await history.getByRole('cell', { name: INVITEE.name }).first().isVisible()).toBe(true);
    expect(await axe(person)).toEqual([]);

    await person.goto('/admin/orders');
    await person.getByText(permissionDenied('orders.read')).waitFor();
    // And the server refuses it whatever the page shows: 403, nothing changed.
    const token = await person.evaluate(() => localStorage.getItem('jwt'));
    const [order] = await site.t.dataSource.query(`SELECT number, status FROM customer_order LIMIT 1`);
    const refused = await site.t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: 'mutation($n: String!) { cancelOrder(number: $n) { status } }', variables: { n: order?.number ?? 'SAWA-NONE' } });
    expect(refused.body.errors[0]).toMatchObject({ message: permissionDenied('orders.manage'), extensions: { code: 'FORBIDDEN' } });
    if (order) expect((await site.t.dataSource.query(`SELECT status FROM customer_order WHERE number = $1`, [order.number]))[0].status).toBe(order.status);
  }, 120_000);

  it('the Owner reads it in the audit log, filtered by person', async () => {
    await owner.goto('/admin/audit');
    await owner.getByRole('heading', { name: 'Audit log' }).waitFor();
    await owner.getByLabel('Person').selectOption({ label: INVITEE.name });
    await owner.getByRole('cell', { name: 'Artwork updated' }).first().waitFor();
    // The person's entries once the filter has answered: the Owner's own 'turned on' (shown before it) is gone, theirs stays.
    await owner.waitForFunction(
      (text) => Array.from(document.querySelectorAll('td')).filter((cell) => cell.textContent === text).length === 1,
      'Two-step sign-in turned on',
    );
    await owner.getByRole('cell', { name: 'Two-step sign-in turned on' }).waitFor();
    expect(await axe(owner)).toEqual([]);
    // The refusals along the way (a reused code, orders out of reach) are answers, not page errors.
    expect(site.pageErrors.filter((error) => !/status of 40[13]|Failed to load resource/.test(error))).toEqual([]);
  }, 60_000);

  it('the Owner changes a person’s roles, disables and enables them (their session ends at once), resends and revokes an invitation', async () => {
    const [{ id }] = await site.t.dataSource.query(`SELECT id FROM admin WHERE email = $1`, [INVITEE.email]);
    const stored = async () => (await site.t.dataSource.query(`SELECT status, roles FROM admin WHERE id = $1`, [id]))[0];
    await owner.goto('/admin/staff');
    const card = owner.locator('li.admin-panel').filter({ has: owner.getByRole('heading', { name: new RegExp(`^${INVITEE.name}`) }) });
    await owner.locator(`#roles-${id}-bookkeeper`).check();
    await card.getByRole('button', { name: 'Save roles' }).click();
    await owner.getByText(`${INVITEE.name}’s roles are saved; their sessions have ended.`).waitFor();
    expect(await stored()).toEqual({ status: 'active', roles: ['catalogue', 'bookkeeper'] });
    // The person's session ended: their next page sends them to sign in again.
    await person.goto('/admin/dashboard');
    await person.waitForURL('**/sawa-admin-login?expired=1');
    await person.getByText(MESSAGES.login.sessionExpired).waitFor();

    await card.getByRole('button', { name: 'Disable' }).click();
    await owner.getByText(`${INVITEE.name} is disabled; their sessions have ended.`).waitFor();
    await card.getByRole('heading', { name: `${INVITEE.name} disabled` }).waitFor();
    expect((await stored()).status).toBe('disabled');
    // A disabled account cannot sign in (the same answer as a wrong password).
    await person.getByLabel('User Name').fill(INVITEE.email);
    await person.getByLabel('Password').fill(INVITEE.password);
    await person.getByRole('button', { name: 'Login' }).click();
    await person.getByText(MESSAGES.login.wrongCredentials).waitFor();
    await card.getByRole('button', { name: 'Enable' }).click();
    await owner.getByText(`${INVITEE.name} can sign in again.`).waitFor();
    expect((await stored()).status).toBe('active');
    expect(await axe(owner)).toEqual([]);

    // An invitation sent again replaces the old link; a revoked one is gone, and its link with it.
    const kofi = { email: 'kofi@studio.example', name: 'Kofi Boateng' };
    const mailed = async (count: number) => {
      const deadline = Date.now() + 30_000;
      while (smtp.received.filter((m) => m.to.includes(kofi.email)).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const mails = smtp.received.filter((m) => m.to.includes(kofi.email));
      expect(mails).toHaveLength(count);
      return /\/sawa-admin-login\/invitation\?token=([A-Za-z0-9_-]+)/.exec(textOf(mails[count - 1].raw))![1];
    };
    const accept = async (token: string) =>
      (
        await site.t
          .http()
          .post('/graphql')
          // Another address than the browser's: sign-in attempts (accepting an invitation is one) are limited per client.
          .set('x-forwarded-for', '203.0.113.91')
          .send({
            query: 'mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) { token } }',
            variables: { t: token, p: 'a long passphrase for Kofi' },
          })
      ).body;
    await owner.getByLabel('E-mail address').fill(kofi.email);
    await owner.getByLabel('Name').fill(kofi.name);
    await owner.locator('#invite-roles-sales').check();
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    const kofiCard = owner.locator('li.admin-panel').filter({ has: owner.getByRole('heading', { name: `${kofi.name} invited` }) });
    await kofiCard.waitFor();
    const first = await mailed(1);
    await kofiCard.getByRole('button', { name: 'Resend invitation' }).click();
    await owner.getByText(`A new invitation is on its way to ${kofi.email}; the old link no longer works.`).waitFor();
    const second = await mailed(2);
    expect(second).not.toBe(first);
    expect((await accept(first)).errors[0].message).toBe(STAFF_MESSAGES.invitation.invalid);
    await kofiCard.getByRole('button', { name: 'Revoke invitation' }).click();
    await owner.getByText(`The invitation of ${kofi.email} is revoked.`).waitFor();
    await kofiCard.waitFor({ state: 'detached' });
    expect((await accept(second)).errors[0].message).toBe(STAFF_MESSAGES.invitation.invalid);
    expect(await site.t.dataSource.query(`SELECT 1 FROM admin WHERE email = $1`, [kofi.email])).toEqual([]);
    expect(site.pageErrors.filter((error) => !/status of 40[13]|Failed to load resource/.test(error))).toEqual([]);
  }, 120_000);

  it('on their profile a person renews their recovery codes (the old ones stop working) and changes their password', async () => {
    // The checks below sign in from another address than the browser's: sign-in attempts are limited per client.
    const api = async (query: string, variables: Record<string, unknown>) =>
      (await site.t.http().post('/graphql').set('x-forwarded-for', '203.0.113.90').send({ query, variables })).body;
    const SIGN_IN = 'mutation($u: String!, $p: String!) { signIn(userName: $u, password: $p) { signInStep } }';
    const COMPLETE = 'mutation($s: String!, $c: String!) { completeSignIn(signInStep: $s, code: $c) { token } }';
    // Signed out by the role change above: back in with a recovery code.
    await person.goto('/sawa-admin-login');
    await person.getByLabel('User Name').fill(INVITEE.email);
    await person.getByLabel('Password').fill(INVITEE.password);
    await person.getByRole('button', { name: 'Login' }).click();
    await person.getByLabel('Code').fill(personRecovery[1]);
    await person.getByRole('button', { name: 'Verify' }).click();
    await person.waitForURL('**/admin/dashboard');
    await person.goto('/admin/profile');

    // A code of a step after the last one this account used (an earlier test signed in with the app's next code: within
    // the same 30 s, that step's codes are refused as reused).
    const [{ last }] = await site.t.dataSource.query(`SELECT two_step_last_step AS last FROM admin WHERE email = $1`, [INVITEE.email]);
    const now = Math.floor(Date.now() / 30_000);
    const fresh = Math.max(now, Number(last ?? -1) + 1);
    // The server takes the current step and its neighbours: wait until the step chosen is one of them.
    if (fresh > now + 1) await new Promise((resolve) => setTimeout(resolve, (fresh - 1) * 30_000 - Date.now() + 200));
    await person
      .getByLabel('Code from your app')
      .first()
      .fill(await generate({ secret: personSecret, epoch: fresh * 30 }));
    await person.getByRole('button', { name: 'New recovery codes' }).click();
    await person.getByText('Your new recovery codes are below; the old ones no longer work.').waitFor();
    const renewed = await person.locator('.admin-recovery__codes code').allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => personRecovery.includes(code))).toEqual([]);
    expect(await axe(person)).toEqual([]);
    const step = (await api(SIGN_IN, { u: INVITEE.email, p: INVITEE.password })).data.signIn.signInStep;
    expect((await api(COMPLETE, { s: step, c: personRecovery[2] })).errors[0].message).toBe(STAFF_MESSAGES.wrongCode);

    const newPassword = 'a new long passphrase for Ama';
    await person.getByLabel('Current password').fill(INVITEE.password);
    await person.getByLabel(/^New password/).fill(newPassword);
    await person.getByRole('button', { name: 'Change password' }).click();
    await person.getByText('Your password is changed; every other session has ended.').waitFor();
    expect((await api(SIGN_IN, { u: INVITEE.email, p: INVITEE.password })).errors[0].message).toBe(MESSAGES.login.wrongCredentials);
    const next = (await api(SIGN_IN, { u: INVITEE.email, p: newPassword })).data.signIn.signInStep;
    expect((await api(COMPLETE, { s: next, c: renewed[0] })).data.completeSignIn.token).toEqual(expect.any(String));
    // This page's own session goes on.
    await person.goto('/admin/dashboard');
    await person.waitForURL('**/admin/dashboard');
    expect(site.pageErrors.filter((error) => !/status of 40[13]|Failed to load resource/.test(error))).toEqual([]);
  }, 120_000);
});

import { generate } from 'otplib';
import { OutboxService } from '@sawa/api/messaging';
import { StaffService } from '@sawa/api/staff';
import { Admin } from '@sawa/api/auth';
import { MESSAGES, permissionDenied, STAFF_MESSAGES } from '@sawa/shared/domain';
import { createTestApp, TEST_ADMIN, TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, RWF_PRICES } from './support/commerce';
import { startSmtp, textOf, TestSmtp } from './support/smtp';
import { gqlAs, inviteStaff, linkTokenFor, STAFF_PASSWORD } from './support/staff';

const INVITE = 'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id status roles } }';
const ACCEPT = 'mutation($token: String!, $password: String!) { acceptInvitation(token: $token, password: $password) { token admin { id email status } } }';
const SIGN_IN = 'mutation($u: String!, $p: String!) { signIn(userName: $u, password: $p) { token signInStep admin { id } } }';
const COMPLETE = 'mutation($s: String!, $c: String!) { completeSignIn(signInStep: $s, code: $c) { token admin { id email roles permissions } } }';

/** The code an authenticator app shows for `secret`, `steps` steps of 30 seconds from now. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('sign-up, permissions, two-step sign-in and the legacy door (the issue’s journey, over the API)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let owner: string;
  let secret: string;
  let catalogue: { id: string; email: string; token: string };
  let recoveryCodes: string[];

  beforeAll(async () => {
    smtp = await startSmtp();
    // Listening: checkout reaches the payment sandbox over HTTP.
    // Many sign-ins from one client here: the sign-in throttle is client-limits.spec.ts's subject, not this file's.
    t = await listening({ SMTP_URL: smtp.url, LOGIN_THROTTLE_LIMIT: '1000', LOGIN_THROTTLE_CLIENT_LIMIT: '1000' });
    owner = await t.token();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('an Owner invites a Catalogue person: a single-use link by mail, only its hash stored, the body wiped once sent', async () => {
    const invited = await gqlAs(t, owner, INVITE, { input: { email: 'ama@studio.example', displayName: 'Ama', roles: ['catalogue'] } });
    expect(invited.data!.inviteStaff).toMatchObject({ status: 'invited', roles: ['catalogue'] });
    expect(await t.app.get(OutboxService).deliverDue()).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes('ama@studio.example'))!;
    const token = /\/sawa-admin-login\/invitation\?token=([A-Za-z0-9_-]+)/.exec(textOf(mail.raw))![1];
    // Only the hash is kept: the token appears nowhere in the database.
    const everywhere: { found: boolean }[] = await t.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM staff_link WHERE token_hash = $1) OR EXISTS (SELECT 1 FROM outbox_message WHERE html LIKE '%' || $1 || '%' OR text LIKE '%' || $1 || '%') AS found`,
      [token],
    );
    expect(everywhere[0].found).toBe(false);
    const outbox = await gqlAs(t, owner, '{ outboxMessages { items { to text } } }');
    expect(outbox.data!.outboxMessages.items.find((m: { to: string }) => m.to === 'ama@studio.example').text).not.toContain(token);

    // Too short, or the e-mail address: refused, the link still good.
    for (const password of ['short one', 'ama@studio.example']) {
      const refused = await gqlAs(t, undefined, ACCEPT, { token, password });
      expect(refused.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    const accepted = await gqlAs(t, undefined, ACCEPT, { token, password: STAFF_PASSWORD });
    expect(accepted.data!.acceptInvitation.admin).toMatchObject({ email: 'ama@studio.example', status: 'active' });
    catalogue = { id: accepted.data!.acceptInvitation.admin.id, email: 'ama@studio.example', token: accepted.data!.acceptInvitation.token };
    const again = await gqlAs(t, undefined, ACCEPT, { token, password: STAFF_PASSWORD });
    expect(again.errors![0].message).toBe(STAFF_MESSAGES.invitation.used);
  });

  it('they enrol two-step sign-in (QR code and secret, one code), get ten recovery codes once, and sign in with a code', async () => {
    const started = await gqlAs(t, catalogue.token, 'mutation { startTwoStep { secret otpauthUri qrCodeSvg } }');
    ({ secret } = started.data!.startTwoStep);
    expect(started.data!.startTwoStep.otpauthUri).toBe(`otpauth://totp/Sawa%20Art%20Studio:ama%40studio.example?secret=${secret}&issuer=Sawa%20Art%20Studio`);
    expect(started.data!.startTwoStep.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [{ two_step_pending_secret: stored }] = await t.dataSource.query(`SELECT two_step_pending_secret FROM admin WHERE id = $1`, [catalogue.id]);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);

    const wrong = await gqlAs(t, catalogue.token, 'mutation($c: String!) { confirmTwoStep(code: $c) }', {
      c: '000000' === (await codeOf(secret)) ? '111111' : '000000',
    });
    expect(wrong.errors![0].message).toBe(STAFF_MESSAGES.wrongCode);
    const confirmed = await gqlAs(t, catalogue.token, 'mutation($c: String!) { confirmTwoStep(code: $c) }', { c: await codeOf(secret) });
    recoveryCodes = confirmed.data!.confirmTwoStep;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [{ recovery_codes: hashes }] = await t.dataSource.query(`SELECT recovery_codes FROM admin WHERE id = $1`, [catalogue.id]);
    expect(hashes).toHaveLength(10);
    expect(hashes.join()).not.toContain(recoveryCodes[0].replace('-', ''));

    const first = await gqlAs(t, undefined, SIGN_IN, { u: catalogue.email, p: STAFF_PASSWORD });
    expect(first.data!.signIn).toMatchObject({ token: null, admin: null });
    const step = first.data!.signIn.signInStep as string;
    // The token between the two steps opens nothing else, on either door.
    expect((await gqlAs(t, step, '{ me { id } }')).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    await t.http().get('/api/v1/admin').set('Authorization', `Bearer ${step}`).expect(401);
    await t.http().post('/api/v1/category').set('Authorization', `Bearer ${step}`).field('name', 'X').expect(401);

    // The step of the confirming code is used: the next step's code signs in (apps accept one step either side).
    const code = await codeOf(secret, 1);
    const done = await gqlAs(t, undefined, COMPLETE, { s: step, c: code });
    expect(done.data!.completeSignIn.admin).toMatchObject({ email: catalogue.email, roles: ['catalogue'], permissions: ['catalog.manage'] });
    catalogue.token = done.data!.completeSignIn.token;
    expect((await gqlAs(t, catalogue.token, '{ me { email twoStepEnabled } }')).data!.me).toEqual({ email: catalogue.email, twoStepEnabled: true });

    // Reused code: the same code, on a fresh first step, is refused.
    const second = (await gqlAs(t, undefined, SIGN_IN, { u: catalogue.email, p: STAFF_PASSWORD })).data!.signIn.signInStep;
    const reused = await gqlAs(t, undefined, COMPLETE, { s: second, c: code });
    expect(reused.errors![0]).toMatchObject({ message: STAFF_MESSAGES.reusedCode, extensions: { code: 'UNAUTHENTICATED' } });
    // A step token, once used, cannot be paired with another code.
    const replayedStep = await gqlAs(t, undefined, COMPLETE, { s: step, c: await codeOf(secret, 1) });
    expect(replayedStep.errors![0].message).toBe(STAFF_MESSAGES.signInStepExpired);
  });

  it('a recovery code signs in once instead of a code', async () => {
    const step = (await gqlAs(t, undefined, SIGN_IN, { u: catalogue.email, p: STAFF_PASSWORD })).data!.signIn.signInStep;
    const used = await gqlAs(t, undefined, COMPLETE, { s: step, c: recoveryCodes[3].toUpperCase() });
    expect(used.data!.completeSignIn.token).toEqual(expect.any(String));
    const stepAgain = (await gqlAs(t, undefined, SIGN_IN, { u: catalogue.email, p: STAFF_PASSWORD })).data!.signIn.signInStep;
    expect((await gqlAs(t, undefined, COMPLETE, { s: stepAgain, c: recoveryCodes[3] })).errors![0].message).toBe(STAFF_MESSAGES.wrongCode);
  });

  it('legacy door: REST sign-in (and GraphQL login) of an account with two-step sign-in answers 401 and says to use the back office', async () => {
    const rest = await t.http().post('/api/v1/admin/login').send({ userName: catalogue.email, password: STAFF_PASSWORD }).expect(401);
    expect(rest.body).toEqual({ status: 'fail', message: STAFF_MESSAGES.useBackOffice });
    const graphql = await gqlAs(t, undefined, 'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { token } }', {
      u: catalogue.email,
      p: STAFF_PASSWORD,
    });
    expect(graphql.errors![0]).toMatchObject({ message: STAFF_MESSAGES.useBackOffice, extensions: { code: 'UNAUTHENTICATED' } });
    // A wrong password still gets the usual answer: the message says nothing about an account it did not prove.
    const wrong = await t.http().post('/api/v1/admin/login').send({ userName: catalogue.email, password: 'not the password!' }).expect(401);
    expect(wrong.body.message).toBe(MESSAGES.login.wrongCredentials);
  });

  it('permissions: they edit a price, which shows in the artwork’s history; an order cancellation is refused (403, nothing changed)', async () => {
    const art = await artwork(t);
    const loaded = (await gqlAs(t, catalogue.token, 'query($id: ID!) { artworkStock(id: $id) { version editions { id type } } }', { id: art.id })).data!
      .artworkStock;
    const edited = await gqlAs(
      t,
      catalogue.token,
      'mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { editions { price } } }',
      {
        id: art.id,
        input: {
          version: loaded.version,
          editions: [
            // The franc prices kept as they are (the back office's form sends them): only the dollar price changes.
            { id: loaded.editions[0].id, type: loaded.editions[0].type, price: '1350.50', prices: [{ currency: 'RWF', amount: RWF_PRICES.original }] },
            { id: loaded.editions[1].id, type: loaded.editions[1].type, price: '95.50', prices: [{ currency: 'RWF', amount: RWF_PRICES.print }] },
          ],
        },
      },
    );
    expect(edited.data!.updateArtwork.editions[0].price).toBe('1350.50');
    // And through the legacy door, with the same permission.
    await t.http().patch(`/api/v1/art/${art.id}`).set('Authorization', `Bearer ${catalogue.token}`).field('artSize', '40 x 60 cm').expect(200);

    const history = (
      await gqlAs(
        t,
        catalogue.token,
        'query($id: ID!) { artworkHistory(id: $id) { items { action actor { kind id name } changes { field before after } } } }',
        { id: art.id },
      )
    ).data!.artworkHistory.items;
    expect(history[0]).toEqual({
      action: 'artwork.updated',
      actor: { kind: 'staff', id: catalogue.id, name: 'Ama' },
      changes: [{ field: 'size', before: expect.any(String), after: '40 x 60 cm' }],
    });
    expect(history[1]).toEqual({
      action: 'artwork.updated',
      actor: { kind: 'staff', id: catalogue.id, name: 'Ama' },
      changes: [{ field: `edition “${loaded.editions[0].type}” price`, before: '1200.00', after: '1350.50' }],
    });
    expect(history.at(-1).action).toBe('artwork.created');

    const placed = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.print, quantity: 1, unitPrice: '95.50' }] } },
      newClient(),
    );
    const order = { number: placed.body.data.checkout.orderNumber as string };
    const refused = await gqlAs(t, catalogue.token, 'mutation($n: String!) { cancelOrder(number: $n) { status } }', { n: order.number });
    expect(refused.errors![0]).toMatchObject({ message: permissionDenied('orders.manage'), extensions: { code: 'FORBIDDEN' } });
    expect(refused.data).toBeNull();
    const [{ status }] = await t.dataSource.query(`SELECT status FROM customer_order WHERE number = $1`, [order.number]);
    expect(status).toBe('pending');
    expect(await t.dataSource.query(`SELECT 1 FROM audit_entry WHERE target_id = $1 AND action LIKE 'order.%'`, [order.number])).toEqual([]);
  });

  it('five wrong codes in five minutes throttle the account’s codes, even a right one after them', async () => {
    const step = (await gqlAs(t, undefined, SIGN_IN, { u: catalogue.email, p: STAFF_PASSWORD })).data!.signIn.signInStep;
    const wrongCode = (await codeOf(secret)) === '123456' ? '654321' : '123456';
    // Sent at once: the account's row lock counts them one by one.
    const refusedBefore = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_entry WHERE action = 'staff.code-refused' AND target_id = $1`, [catalogue.id]))[0]
        .count;
    // Two were refused a moment ago (the reused code, the used recovery code): three more are allowed.
    expect(await refusedBefore()).toBe(2);
    const answers = await Promise.all(Array.from({ length: 7 }, () => gqlAs(t, undefined, COMPLETE, { s: step, c: wrongCode })));
    const messages = answers.map((a) => a.errors![0].message).sort();
    expect(messages.filter((m) => m === STAFF_MESSAGES.wrongCode)).toHaveLength(3);
    expect(messages.filter((m) => m === STAFF_MESSAGES.codeThrottled)).toHaveLength(4);
    // A recovery code is always right: refused all the same while the account's codes are throttled.
    const right = await gqlAs(t, undefined, COMPLETE, { s: step, c: recoveryCodes[5] });
    expect(right.errors![0]).toMatchObject({ message: STAFF_MESSAGES.codeThrottled, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(await refusedBefore()).toBe(5);
  });

  // Last: passport keeps one strategy per process, the latest app's; after `other` closes, this file's app is done.
  it('disabling someone or changing their roles ends their sessions at their next request, on every instance', async () => {
    const person = await inviteStaff(t, owner, { email: 'kofi@studio.example', roles: ['catalogue', 'sales'] });
    const other = await createTestApp({}, undefined, { database: t });
    try {
      await other.http().get('/api/v1/admin').set('Authorization', `Bearer ${person.token}`).expect(200);
      const changed = await gqlAs(t, owner, 'mutation($id: ID!) { setStaffRoles(id: $id, roles: [catalogue]) { roles } }', { id: person.id });
      expect(changed.data!.setStaffRoles.roles).toEqual(['catalogue']);
      const expired = await other.http().get('/api/v1/admin').set('Authorization', `Bearer ${person.token}`).expect(401);
      expect(expired.body.message).toBe(MESSAGES.login.sessionExpired);

      const again = (await other.http().post('/api/v1/admin/login').send({ userName: person.email, password: person.password }).expect(200)).body.token;
      await gqlAs(t, owner, 'mutation($id: ID!) { disableStaff(id: $id) { status } }', { id: person.id });
      expect((await gqlAs(other, again, '{ me { id } }')).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      // A disabled account cannot sign in, with the same answer as a wrong password.
      const refused = await other.http().post('/api/v1/admin/login').send({ userName: person.email, password: person.password }).expect(401);
      expect(refused.body.message).toBe(MESSAGES.login.wrongCredentials);
      await gqlAs(t, owner, 'mutation($id: ID!) { enableStaff(id: $id) { status } }', { id: person.id });
      await other.http().post('/api/v1/admin/login').send({ userName: person.email, password: person.password }).expect(200);
    } finally {
      await other.close();
    }
  });
});

describe('the rules nobody can break', () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.token();
    ownerId = (await gqlAs(t, owner, '{ me { id } }')).data!.me.id;
  });
  afterAll(() => t.close());

  it('the last active Owner cannot be disabled or demoted, and nobody disables themselves', async () => {
    const demoted = await gqlAs(t, owner, 'mutation($id: ID!) { setStaffRoles(id: $id, roles: [catalogue]) { id } }', { id: ownerId });
    expect(demoted.errors![0]).toMatchObject({ message: STAFF_MESSAGES.lastOwner, extensions: { code: 'CONFLICT' } });
    const self = await gqlAs(t, owner, 'mutation($id: ID!) { disableStaff(id: $id) { id } }', { id: ownerId });
    expect(self.errors![0]).toMatchObject({ message: STAFF_MESSAGES.notYourself, extensions: { code: 'FORBIDDEN' } });

    // With a second Owner, the first can be demoted; then the second is the last one.
    const second = await inviteStaff(t, owner, { email: 'second@studio.example', roles: ['owner'] });
    const disableLast = async () => gqlAs(t, second.token, 'mutation($id: ID!) { setStaffRoles(id: $id, roles: [sales]) { roles } }', { id: second.id });
    expect(
      (await gqlAs(t, second.token, 'mutation($id: ID!) { setStaffRoles(id: $id, roles: [sales]) { roles } }', { id: ownerId })).data!.setStaffRoles.roles,
    ).toEqual(['sales']);
    expect((await disableLast()).errors![0].message).toBe(STAFF_MESSAGES.lastOwner);
    const [{ owners }] = await t.dataSource.query(`SELECT count(*)::int AS owners FROM admin WHERE status = 'active' AND 'owner' = ANY(roles)`);
    expect(owners).toBe(1);
    // Give the test admin its Owner role back for the next tests.
    await gqlAs(t, second.token, 'mutation($id: ID!) { setStaffRoles(id: $id, roles: [owner]) { roles } }', { id: ownerId });
    owner = await freshToken(t);
  });

  it('an Owner can reset the two-step sign-in of a person who lost their phone and codes: their sessions end', async () => {
    const person = await inviteStaff(t, owner, { email: 'adjoa@studio.example', roles: ['sales'] });
    const { secret } = (await gqlAs(t, person.token, 'mutation { startTwoStep { secret } }')).data!.startTwoStep;
    await gqlAs(t, person.token, 'mutation($c: String!) { confirmTwoStep(code: $c) }', { c: await codeOf(secret) });
    const reset = await gqlAs(t, owner, 'mutation($id: ID!) { resetStaffTwoStep(id: $id) { twoStepEnabled } }', { id: person.id });
    expect(reset.data!.resetStaffTwoStep.twoStepEnabled).toBe(false);
    expect((await gqlAs(t, person.token, '{ me { id } }')).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    await t.http().post('/api/v1/admin/login').send({ userName: person.email, password: person.password }).expect(200);
  });

  it('nobody grants a role whose permissions they lack', async () => {
    const sales = await t.dataSource.getRepository(Admin).findOneByOrFail({ email: 'second@studio.example' });
    await expect(
      t.app.get(StaffService).invite({ ...sales, roles: ['sales'] }, { email: 'x@studio.example', displayName: 'X', roles: ['owner'] }),
    ).rejects.toThrow(STAFF_MESSAGES.grantBeyondOwn);
    await expect(t.app.get(StaffService).setRoles({ ...sales, roles: ['catalogue'] }, ownerId, ['owner', 'sales'])).rejects.toThrow(
      STAFF_MESSAGES.grantBeyondOwn,
    );
  });

  it('invitations: a link sent again replaces the old one; an expired one says so; a revoked invitation is gone', async () => {
    const invited = await gqlAs(t, owner, INVITE, { input: { email: 'efua@studio.example', displayName: 'Efua', roles: ['bookkeeper'] } });
    expect(invited.errors).toBeUndefined();
    const first = await linkTokenFor(t, 'efua@studio.example', 'invitation');
    const duplicate = await gqlAs(t, owner, INVITE, { input: { email: 'EFUA@studio.example', displayName: 'Efua', roles: ['bookkeeper'] } });
    expect(duplicate.errors![0].extensions!.code).toBe('CONFLICT');
    const [{ id }] = await t.dataSource.query(`SELECT id FROM admin WHERE email = 'efua@studio.example'`);
    await gqlAs(t, owner, 'mutation($id: ID!) { resendInvitation(id: $id) { id } }', { id });
    const second = await linkTokenFor(t, 'efua@studio.example', 'invitation');
    expect(second).not.toBe(first);
    const [{ hours }] = await t.dataSource.query(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM staff_link WHERE admin_id = $1 AND used_at IS NULL`,
      [id],
    );
    expect(hours).toBe(72);
    expect((await gqlAs(t, undefined, '{ invitation(token: "' + first + '") { email } }')).errors![0].message).toBe(STAFF_MESSAGES.invitation.invalid);
    expect((await gqlAs(t, undefined, '{ invitation(token: "' + second + '") { email displayName } }')).data!.invitation).toEqual({
      email: 'efua@studio.example',
      displayName: 'Efua',
    });

    await t.dataSource.query(`UPDATE staff_link SET expires_at = now() - interval '1 minute' WHERE admin_id = $1`, [id]);
    const expired = await gqlAs(t, undefined, ACCEPT, { token: second, password: STAFF_PASSWORD });
    expect(expired.errors![0]).toMatchObject({ message: STAFF_MESSAGES.invitation.expired, extensions: { code: 'BAD_USER_INPUT' } });
    expect(STAFF_MESSAGES.invitation.expired).toMatch(/ask an Owner/i);

    await gqlAs(t, owner, 'mutation($id: ID!) { revokeInvitation(id: $id) }', { id });
    expect(await t.dataSource.query(`SELECT 1 FROM admin WHERE id = $1`, [id])).toEqual([]);
    const actions = (await t.dataSource.query(`SELECT action FROM audit_entry WHERE target_id = $1 ORDER BY id`, [id])).map(
      (r: { action: string }) => r.action,
    );
    expect(actions).toEqual(['staff.invited', 'staff.invitation-resent', 'staff.invitation-revoked']);
  });
});

describe('two-step sign-in required for Owners (the default), and for everyone when the studio says so', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TWO_STEP_REQUIRED_FOR_OWNERS: 'true' });
  });
  afterAll(() => t.close());

  it('an Owner without it can set it up, and nothing else', async () => {
    const owner = await t.token();
    const me = await gqlAs(t, owner, '{ me { twoStepRequired twoStepEnabled } }');
    expect(me.data!.me).toEqual({ twoStepRequired: true, twoStepEnabled: false });
    const refused = await gqlAs(t, owner, '{ orders { totalItems } }');
    expect(refused.errors![0]).toMatchObject({ message: STAFF_MESSAGES.enrolFirst, extensions: { code: 'FORBIDDEN' } });
    const rest = await t.http().post('/api/v1/category').set('Authorization', `Bearer ${owner}`).field('name', 'X').expect(403);
    expect(rest.body).toEqual({ status: 'fail', message: STAFF_MESSAGES.enrolFirst });

    const { secret } = (await gqlAs(t, owner, 'mutation { startTwoStep { secret } }')).data!.startTwoStep;
    const codes: string[] = (await gqlAs(t, owner, 'mutation($c: String!) { confirmTwoStep(code: $c) }', { c: await codeOf(secret) })).data!.confirmTwoStep;
    expect((await gqlAs(t, owner, '{ orders { totalItems } }')).data!.orders.totalItems).toBe(0);
    // Required: it cannot be turned off.
    const off = await gqlAs(t, owner, 'mutation($c: String!) { turnOffTwoStep(code: $c) }', { c: await codeOf(secret, 1) });
    expect(off.errors![0].extensions!.code).toBe('CONFLICT');

    // Everyone: a Sales person without it is held at the same door.
    const sales = await inviteStaff(t, await ownerSession(t, await codeOf(secret, 1)), { email: 'yaw@studio.example', roles: ['sales'] });
    expect((await gqlAs(t, sales.token, '{ orders { totalItems } }')).data!.orders.totalItems).toBe(0);
    await gqlAs(t, await ownerSession(t, codes[0]), 'mutation { setTwoStepForEveryone(everyone: true) { twoStepForEveryone } }');
    expect((await gqlAs(t, sales.token, '{ orders { totalItems } }')).errors![0].message).toBe(STAFF_MESSAGES.enrolFirst);
  });
});

/** A new session of the test admin, through both steps (a code of an unused step, or a recovery code). */
async function ownerSession(t: TestApp, code: string): Promise<string> {
  const step = (await gqlAs(t, undefined, SIGN_IN, { u: TEST_ADMIN.userName, p: TEST_ADMIN.password })).data!.signIn.signInStep;
  return (await gqlAs(t, undefined, COMPLETE, { s: step, c: code })).data!.completeSignIn.token;
}

async function freshToken(t: TestApp): Promise<string> {
  return (await t.http().post('/api/v1/admin/login').send(TEST_ADMIN).expect(200)).body.token;
}

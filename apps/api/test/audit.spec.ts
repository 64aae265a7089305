import { generate } from 'otplib';
import { RetentionJob } from '@sawa/api/privacy';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify } from './support/commerce';
import { png } from './support/images';
import { gqlAs, inviteStaff, STAFF_PASSWORD } from './support/staff';
import { at, day, everyDay, SCHEDULE_RULES, setSchedule } from './support/visits';
import { kigaliInstant, kigaliToday } from '@sawa/shared/domain';

const ENTRIES = `query($filter: String) { auditLog(action: $filter, pageSize: 100) { totalItems items { action actor { kind id name } targetType targetId changes { field before after } details { name value } } } }`;

const entries = async (t: TestApp, where = 'true', params: unknown[] = []) =>
  t.dataSource.query(`SELECT action, actor_kind, actor_id, target_type, target_id, changes, details FROM audit_entry WHERE ${where} ORDER BY id`, params);

describe('the audit log', () => {
  let t: TestApp & { url: string };
  let owner: string;

  beforeAll(async () => {
    t = await listening();
    owner = await t.token();
  });
  afterAll(() => t.close());

  it('a change that fails leaves no entry: refused by a rule, or failing at commit after the entry was written', async () => {
    const art = await artwork(t);
    const before = (await entries(t)).length;
    // Refused by a rule (a stale version), over GraphQL; a missing artist over REST.
    const stale = await gqlAs(t, owner, 'mutation($id: ID!) { updateArtwork(id: $id, input: { version: 999, name: "Stale" }) { id } }', { id: art.id });
    expect(stale.errors![0].extensions!.code).toBe('CONFLICT');
    await t.http().patch(`/api/v1/art/${art.id}`).set('Authorization', `Bearer ${owner}`).field('artists', '00000000-0000-4000-8000-000000000000').expect(400);
    expect((await entries(t)).length).toBe(before);

    // A failure at COMMIT, after the service wrote its entry: a deferred constraint trigger refuses one name.
    await t.dataSource.query(`CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$`);
    await t.dataSource.query(
      `CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER UPDATE ON art DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.art_name = 'Rolled back') EXECUTE FUNCTION refuse_at_commit()`,
    );
    try {
      const version = (await gqlAs(t, owner, 'query($id: ID!) { artworkStock(id: $id) { version } }', { id: art.id })).data!.artworkStock.version;
      const failed = await gqlAs(t, owner, 'mutation($id: ID!, $v: Int!) { updateArtwork(id: $id, input: { version: $v, name: "Rolled back" }) { id } }', {
        id: art.id,
        v: version,
      });
      expect(failed.errors).toBeDefined();
      expect((await entries(t)).length).toBe(before);
      const [{ name }] = await t.dataSource.query(`SELECT art_name AS name FROM art WHERE id = $1`, [art.id]);
      expect(name).toBe('Golden Monkey');
      // The same change without the trigger's name commits, with its entry.
      await gqlAs(t, owner, 'mutation($id: ID!, $v: Int!) { updateArtwork(id: $id, input: { version: $v, name: "Golden Monkey II" }) { id } }', {
        id: art.id,
        v: version,
      });
      expect(await entries(t, `action = 'artwork.updated' AND target_id = $1`, [art.id])).toEqual([
        expect.objectContaining({ actor_kind: 'staff', changes: [{ field: 'name', before: 'Golden Monkey', after: 'Golden Monkey II' }] }),
      ]);
    } finally {
      await t.dataSource.query(`DROP TRIGGER refuse_at_commit ON art`);
      await t.dataSource.query(`DROP FUNCTION refuse_at_commit()`);
    }
  });

  it('records catalogue creates, updates and deletes through the legacy door too, with who did it', async () => {
    const catalogue = await inviteStaff(t, owner, { email: 'yaa@studio.example', displayName: 'Yaa', roles: ['catalogue'] });
    const auth = { Authorization: `Bearer ${catalogue.token}` };
    const created = await t
      .http()
      .post('/api/v1/team')
      .set(auth)
      .field('name', 'Esi')
      .field('position', 'Framer')
      .attach('image', await png(), 'esi.png')
      .expect(201);
    const id = created.body.data._id as string;
    await t.http().patch(`/api/v1/team/${id}`).set(auth).field('position', 'Head framer').expect(200);
    await t.http().delete(`/api/v1/team/${id}`).set(auth).expect(204);
    const log = await entries(t, `target_type = 'team-member' AND target_id = $1`, [id]);
    expect(log.map((e: { action: string; actor_id: string }) => [e.action, e.actor_id])).toEqual([
      ['team-member.created', catalogue.id],
      ['team-member.updated', catalogue.id],
      ['team-member.deleted', catalogue.id],
    ]);
    expect(log[1].changes).toEqual([{ field: 'position', before: 'Framer', after: 'Head framer' }]);
  });

  it('the application cannot change or delete entries: the database refuses UPDATE, DELETE, TRUNCATE and backdating', async () => {
    const [{ id }] = await t.dataSource.query(`SELECT id FROM audit_entry ORDER BY id LIMIT 1`);
    await expect(t.dataSource.query(`UPDATE audit_entry SET action = 'staff.signed-in' WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`DELETE FROM audit_entry WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`TRUNCATE audit_entry`)).rejects.toThrow(/append-only/);
    // Even a transaction that declares a retention time may only delete what is older than it, and never under 30 days.
    await expect(
      t.dataSource.transaction(async (m) => {
        await m.query(`SELECT set_config('sawa.audit_retention_days', '1', true)`);
        await m.query(`DELETE FROM audit_entry WHERE id = $1`, [id]);
      }),
    ).rejects.toThrow(/append-only/);
    const [backdated] = await t.dataSource.query(
      `INSERT INTO audit_entry (at, actor_kind, action) VALUES (now() - interval '5 years', 'system', 'export.csv') RETURNING at > now() - interval '1 minute' AS recent`,
    );
    expect(backdated.recent).toBe(true);
  });

  it('the retention job removes entries older than AUDIT_RETENTION_DAYS (400), and only those', async () => {
    // Entries written long ago: made with the database's triggers off, as only a superuser can.
    await t.dataSource.transaction(async (m) => {
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(
        `INSERT INTO audit_entry (at, actor_kind, action) VALUES (now() - interval '401 days', 'system', 'export.csv'), (now() - interval '399 days', 'system', 'export.csv')`,
      );
    });
    const report = await t.app.get(RetentionJob).pruneOnce();
    expect(report.auditEntries).toBe(1);
    const [{ oldest }] = await t.dataSource.query(`SELECT min(at) < now() - interval '398 days' AS oldest FROM audit_entry`);
    expect(oldest).toBe(true);
  });

  it('names who did it (a person, the payment service, the system), never a customer’s name, e-mail or phone', async () => {
    const art = await artwork(t);
    const placed = await gql(
      t,
      CHECKOUT,
      { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } },
      newClient(),
    );
    const number = placed.body.data.checkout.orderNumber as string;
    await notify(t, { transactionId: number }).expect(200);
    const sales = await inviteStaff(t, owner, { email: 'nia@studio.example', displayName: 'Nia', roles: ['sales'] });
    await gqlAs(t, sales.token, 'mutation($n: String!) { cancelOrder(number: $n) { status } }', { n: number });
    await gqlAs(t, sales.token, 'mutation($n: String!) { markOrderRefunded(number: $n) { status } }', { n: number });
    const history = (
      await gqlAs(
        t,
        sales.token,
        'query($n: String!) { orderHistory(number: $n) { items { action actor { kind name } changes { field before after } details { name value } } } }',
        { n: number },
      )
    ).data!.orderHistory.items;
    expect(history.map((e: { action: string; actor: { kind: string; name: string | null } }) => [e.action, e.actor.kind, e.actor.name])).toEqual([
      ['order.refunded', 'staff', 'Nia'],
      ['order.cancelled', 'staff', 'Nia'],
      ['order.paid', 'payment', null],
    ]);
    expect(history[2].details).toEqual(expect.arrayContaining([{ name: 'amount', value: '1200.00' }]));
    expect(history[1].changes).toEqual([
      { field: 'status', before: 'paid', after: 'cancelled' },
      { field: 'refundDue', before: 'false', after: 'true' },
    ]);
    // Whoever may see orders reads an order's history; a Catalogue person may not.
    const catalogue = await inviteStaff(t, owner, { email: 'kojo@studio.example', roles: ['catalogue'] });
    expect((await gqlAs(t, catalogue.token, 'query($n: String!) { orderHistory(number: $n) { totalItems } }', { n: number })).errors![0].extensions!.code).toBe(
      'FORBIDDEN',
    );

    // The erasure of that customer: counts only, and nothing of theirs anywhere in the log.
    const erased = await gqlAs(t, owner, 'mutation($e: String!) { eraseCustomerData(email: $e) { ordersAnonymised } }', { e: BUYER.email });
    expect(erased.data!.eraseCustomerData.ordersAnonymised).toBe(1);
    const [erasure] = await entries(t, `action = 'privacy.customer-erased'`);
    expect(erasure).toMatchObject({ target_type: null, target_id: null, details: expect.objectContaining({ ordersAnonymised: 1 }) });
    const [{ log }] = await t.dataSource.query(`SELECT string_agg(audit_entry::text, ' ') AS log FROM audit_entry`);
    for (const personal of [BUYER.name, BUYER.email, BUYER.email.toLowerCase(), BUYER.phone, BUYER.address.line1]) expect(log).not.toContain(personal);
  });

  it('a studio visit has its history too: paid by the payment service, cancelled by a person', async () => {
    const booked = await gql(t, 'mutation { bookStudioVisit { reference } }', {}, newClient());
    const reference = booked.body.data.bookStudioVisit.reference as string;
    await notify(t, { transactionId: reference }).expect(200);
    await gqlAs(t, owner, 'mutation($r: String!) { cancelStudioVisit(reference: $r) { status } }', { r: reference });
    const history = (await gqlAs(t, owner, 'query($r: String!) { visitHistory(reference: $r) { items { action actor { kind } } } }', { r: reference })).data!
      .visitHistory.items;
    expect(history).toEqual([
      { action: 'visit.cancelled', actor: { kind: 'staff' } },
      { action: 'visit.paid', actor: { kind: 'payment' } },
    ]);
  });

  it('records every catalogue create, update and delete over both doors with who did it: artists, categories, collections, and artworks with their prices and stock', async () => {
    const kwame = await inviteStaff(t, owner, { email: 'kwame@studio.example', displayName: 'Kwame', roles: ['catalogue'] });
    const ok = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gqlAs(t, kwame.token, query, variables);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data!;
    };
    // Created through the legacy door (its images are files of the form), changed and deleted through GraphQL.
    const created = async (path: string, fields: Record<string, string>) => {
      let req = t.http().post(path).set('Authorization', `Bearer ${kwame.token}`);
      for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
      return (await req.attach('image', await png(), 'i.png').expect(201)).body.data.data._id as string;
    };
    const artist = await created('/api/v1/artist', { name: 'Audit Artist', description: 'Paints' });
    await ok('mutation($id: ID!) { updateArtist(id: $id, input: { name: "Audit Artist II" }) { id } }', { id: artist });
    const category = await created('/api/v1/category', { name: 'Audit Prints' });
    await ok('mutation($id: ID!) { updateCategory(id: $id, input: { name: "Audit Prints II" }) { id } }', { id: category });
    const collection = await created('/api/v1/collection', { name: 'Audit Series', categories: category });
    await ok('mutation($id: ID!) { updateCollection(id: $id, input: { name: "Audit Series II" }) { id } }', { id: collection });
    const art = (
      await ok('mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }', {
        input: {
          name: 'Audit Heron',
          productCode: 'AUD-HERON',
          description: 'Ink',
          size: '30 x 40 cm',
          material: 'Ink',
          artistId: artist,
          categoryId: category,
          editions: [
            { type: 'Original art work', price: '1200.00' },
            { type: 'Print A3', price: '95.50', editionSize: 20 },
          ],
        },
      })
    ).createArtwork.id as string;
    await ok('mutation($id: ID!) { deleteArtwork(id: $id) }', { id: art });
    await ok('mutation($id: ID!) { deleteCollection(id: $id) }', { id: collection });
    await ok('mutation($id: ID!) { deleteCategory(id: $id) }', { id: category });
    await ok('mutation($id: ID!) { deleteArtist(id: $id) }', { id: artist });

    const of = async (type: string, id: string) =>
      (await entries(t, 'target_type = $1 AND target_id = $2', [type, id])).map((e: { action: string; actor_id: string; changes: unknown }) => ({
        action: e.action,
        by: e.actor_id === kwame.id ? 'kwame' : e.actor_id,
        changes: e.changes,
      }));
    const artwork = await of('artwork', art);
    expect(artwork.map((e: { action: string; by: string }) => [e.action, e.by])).toEqual([
      ['artwork.created', 'kwame'],
      ['artwork.deleted', 'kwame'],
    ]);
    // Prices as exact decimals and stock (an edition's size and the units kept back) spelled out, both ways.
    const prices = [
      { field: 'edition “Original art work” price', value: '1200.00' },
      { field: 'edition “Print A3” price', value: '95.50' },
      { field: 'edition “Print A3” size', value: '20' },
      { field: 'edition “Print A3” kept back', value: '0' },
    ];
    expect(artwork[0].changes).toEqual(expect.arrayContaining(prices.map(({ field, value }) => ({ field, before: null, after: value }))));
    expect(artwork[1].changes).toEqual(expect.arrayContaining(prices.map(({ field, value }) => ({ field, before: value, after: null }))));
    for (const [type, id, name] of [
      ['artist', artist, 'Audit Artist'],
      ['category', category, 'Audit Prints'],
      ['collection', collection, 'Audit Series'],
    ]) {
      const log = await of(type, id);
      expect(log.map((e: { action: string; by: string }) => [e.action, e.by])).toEqual([
        [`${type}.created`, 'kwame'],
        [`${type}.updated`, 'kwame'],
        [`${type}.deleted`, 'kwame'],
      ]);
      expect(log[1].changes).toEqual([{ field: 'name', before: name, after: `${name} II` }]);
    }
  });

  it('records the team’s own changes: sign-ins and failed ones (a made-up name is not kept), two-step sign-in, profile, password, roles, disabling, the two-step rule', async () => {
    const abena = await inviteStaff(t, owner, { email: 'abena@studio.example', displayName: 'Abena', roles: ['sales'] });
    const [{ last }] = await t.dataSource.query('SELECT max(id) AS last FROM audit_entry');
    const ok = async (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => {
      const res = await gqlAs(t, token, query, variables);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data!;
    };
    await t.http().post('/api/v1/admin/login').send({ userName: abena.email, password: 'not the password!' }).expect(401);
    await t.http().post('/api/v1/admin/login').send({ userName: 'made-up-name@example.org', password: 'not the password!' }).expect(401);
    const token = (
      await ok(undefined, 'mutation($u: String!, $p: String!) { signIn(userName: $u, password: $p) { token } }', { u: abena.email, p: STAFF_PASSWORD })
    ).signIn.token as string;
    const { secret } = (await ok(token, 'mutation { startTwoStep { secret } }')).startTwoStep;
    const codeOf = (steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    await ok(token, 'mutation($c: String!) { confirmTwoStep(code: $c) }', { c: await codeOf(0) });
    await ok(token, 'mutation($c: String!) { renewRecoveryCodes(code: $c) }', { c: await codeOf(1) });
    await ok(token, 'mutation($n: String!) { updateProfile(displayName: $n) { displayName } }', { n: 'Abena M.' });
    await ok(token, 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }', {
      c: STAFF_PASSWORD,
      n: 'another long staff passphrase',
    });
    await ok(owner, 'mutation($id: ID!, $r: [StaffRole!]!) { setStaffRoles(id: $id, roles: $r) { roles } }', { id: abena.id, r: ['sales', 'bookkeeper'] });
    await ok(owner, 'mutation($id: ID!) { disableStaff(id: $id) { status } }', { id: abena.id });
    await ok(owner, 'mutation($id: ID!) { enableStaff(id: $id) { status } }', { id: abena.id });
    await ok(owner, 'mutation { setTwoStepForEveryone(everyone: true) { twoStepForEveryone } }');
    // Back to Owners only (the test's Owner has no two-step sign-in: with the rule on, they could not turn it off themselves).
    await t.dataSource.query('UPDATE staff_settings SET two_step_for_everyone = false');

    const log = (await entries(t, 'id > $1', [last])).map(
      (e: { action: string; actor_kind: string; actor_id: string | null; target_id: string | null; changes: unknown; details: Record<string, unknown> }) => ({
        action: e.action,
        by: e.actor_kind === 'staff' ? (e.actor_id === abena.id ? 'abena' : 'owner') : e.actor_kind,
        target: e.target_id === abena.id ? 'abena' : e.target_id,
        changes: e.changes,
        details: e.details,
      }),
    );
    const entry = (action: string, by: string, changes: unknown[] = [], details = {}, target: string | null = 'abena') => ({
      action,
      by,
      target,
      changes,
      details,
    });
    expect(log).toEqual([
      entry('staff.sign-in-failed', 'visitor', [], { reason: 'wrong password' }),
      entry('staff.sign-in-failed', 'visitor', [], { reason: 'unknown user name' }, null),
      entry('staff.signed-in', 'abena'),
      entry('staff.two-step-enabled', 'abena'),
      entry('staff.recovery-codes-renewed', 'abena'),
      entry('staff.profile-updated', 'abena', [{ field: 'displayName', before: 'Abena', after: 'Abena M.' }]),
      entry('staff.password-changed', 'abena', [], { sessions: 'all ended' }),
      entry('staff.roles-changed', 'owner', [{ field: 'roles', before: 'sales', after: 'sales, bookkeeper' }]),
      entry('staff.disabled', 'owner', [{ field: 'status', before: 'active', after: 'disabled' }]),
      entry('staff.enabled', 'owner', [{ field: 'status', before: 'disabled', after: 'active' }]),
      entry('settings.two-step-policy-changed', 'owner', [{ field: 'required of', before: 'owners', after: 'everyone' }], {}, 'two-step sign-in'),
    ]);
    // What someone typed as a user name is not kept: it could be anything, a customer's address included.
    const [{ all }] = await t.dataSource.query(`SELECT string_agg(audit_entry::text, ' ') AS all FROM audit_entry`);
    expect(all).not.toContain('made-up-name');
  });

  it('the visit calendar’s changes are recorded with who made them (schedule, closed days, one-off times, blocks, walk-ins, a time chosen after payment), never a visitor’s name', async () => {
    const sales = await inviteStaff(t, owner, { email: 'ines@studio.example', displayName: 'Ines', roles: ['sales'] });
    const as = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gqlAs(t, sales.token, query, variables);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data!;
    };
    const history = async (type: string, id: string) =>
      (await entries(t, 'target_type = $1 AND target_id = $2', [type, id])).map(
        (e: { action: string; actor_kind: string; actor_id: string | null; changes: unknown }) => ({
          action: e.action,
          by: e.actor_kind === 'staff' ? e.actor_id : e.actor_kind,
          changes: e.changes,
        }),
      );

    // The weekly schedule and its rules: each change spelled out; saving the same schedule again writes nothing.
    await setSchedule(t, {}, everyDay(['10:00', '14:00']));
    const UPDATE = 'mutation ($input: UpdateVisitScheduleInput!) { updateVisitSchedule(input: $input) { noticeHours } }';
    const weekly = [
      ...everyDay(['10:00', '14:00']).filter((w) => w.weekday !== 1),
      { weekday: 1, time: '10:00', places: 5 },
      { weekday: 1, time: '18:00', places: 3 },
    ];
    await as(UPDATE, { input: { ...SCHEDULE_RULES, noticeHours: 48, weeklySlots: weekly } });
    const scheduleEntries = await history('shop', 'visit schedule');
    expect(scheduleEntries.at(-1)).toEqual({
      action: 'settings.visit-schedule-changed',
      by: sales.id,
      changes: [
        { field: 'noticeHours', before: '24', after: '48' },
        { field: 'Monday 10:00 places', before: '8', after: '5' },
        { field: 'Monday 14:00 places', before: '8', after: null },
        { field: 'Monday 18:00 places', before: null, after: '3' },
      ],
    });
    await as(UPDATE, { input: { ...SCHEDULE_RULES, noticeHours: 48, weeklySlots: weekly } });
    expect(await history('shop', 'visit schedule')).toHaveLength(scheduleEntries.length);

    // A closed day, opened again; a one-off time, removed; a time blocked (twice: one entry) and opened.
    await as('mutation ($d: String!) { addVisitClosure(date: $d, note: "Umuganda") { date } }', { d: day(40) });
    expect(await as('mutation ($d: String!) { removeVisitClosure(date: $d) }', { d: day(40) })).toEqual({ removeVisitClosure: true });
    expect(await as('mutation ($d: String!) { removeVisitClosure(date: $d) }', { d: day(40) })).toEqual({ removeVisitClosure: false });
    expect(await history('visit-time', day(40))).toEqual([
      { action: 'visit-time.day-closed', by: sales.id, changes: [{ field: 'closed', before: 'false', after: 'true' }] },
      { action: 'visit-time.day-opened', by: sales.id, changes: [{ field: 'closed', before: 'true', after: 'false' }] },
    ]);
    await as('mutation ($d: String!) { addExtraVisitSlot(date: $d, time: "18:30", places: 4) { free } }', { d: day(41) });
    await as('mutation ($s: DateTime!) { removeExtraVisitSlot(startsAt: $s) }', { s: at(41, '18:30') });
    expect(await history('visit-time', `${day(41)} 18:30`)).toEqual([
      { action: 'visit-time.added', by: sales.id, changes: [{ field: 'places', before: null, after: '4' }] },
      { action: 'visit-time.removed', by: sales.id, changes: [{ field: 'places', before: '4', after: null }] },
    ]);
    const BLOCK = 'mutation ($s: DateTime!, $b: Boolean!) { blockVisitSlot(startsAt: $s, blocked: $b) }';
    await as(BLOCK, { s: at(42, '10:00'), b: true });
    await as(BLOCK, { s: at(42, '10:00'), b: true });
    await as(BLOCK, { s: at(42, '10:00'), b: false });
    expect(await history('visit-time', `${day(42)} 10:00`)).toEqual([
      { action: 'visit-time.blocked', by: sales.id, changes: [{ field: 'blocked', before: 'false', after: 'true' }] },
      { action: 'visit-time.opened', by: sales.id, changes: [{ field: 'blocked', before: 'true', after: 'false' }] },
    ]);

    // A walk-in: its party and time, not the name the studio typed; one that does not fit leaves nothing.
    const WALK_IN = 'mutation ($s: DateTime!, $p: Int!, $n: String) { recordWalkIn(startsAt: $s, partySize: $p, name: $n) { reference } }';
    const now = kigaliInstant(kigaliToday(), '10:00').toISOString();
    const walkIn = (await as(WALK_IN, { s: now, p: 2, n: 'Mukamana Family' })).recordWalkIn.reference as string;
    expect(await history('visit', walkIn)).toEqual([
      {
        action: 'visit.walk-in',
        by: sales.id,
        changes: [
          { field: 'startsAt', before: null, after: now },
          { field: 'partySize', before: null, after: '2' },
          { field: 'status', before: null, after: 'attended' },
        ],
      },
    ]);
    const before = (await entries(t)).length;
    expect((await gqlAs(t, sales.token, WALK_IN, { s: now, p: 9, n: 'Too Many' })).errors![0].extensions!.code).toBe('CONFLICT');
    expect((await entries(t)).length).toBe(before);

    // The legacy route's visit chooses its time after payment: recorded as the visitor's doing.
    const legacy = (
      await gql(t, 'mutation { bookStudioVisit(input: { name: "Eric Legacy", email: "eric.legacy@example.org" }) { reference } }', {}, newClient())
    ).body.data.bookStudioVisit.reference as string;
    await notify(t, { transactionId: legacy }).expect(200);
    await gql(t, 'mutation ($r: String!, $s: DateTime!) { chooseVisitTime(reference: $r, startsAt: $s) { reference } }', {
      r: legacy,
      s: at(43, '10:00'),
    }).expect(200);
    const chosen = (
      await gqlAs(t, sales.token, 'query($r: String!) { visitHistory(reference: $r) { items { action actor { kind } changes { field before after } } } }', {
        r: legacy,
      })
    ).data!.visitHistory.items;
    expect(chosen[0]).toEqual({
      action: 'visit.time-chosen',
      actor: { kind: 'visitor' },
      changes: [{ field: 'startsAt', before: null, after: at(43, '10:00') }],
    });

    const [{ log }] = await t.dataSource.query(`SELECT string_agg(audit_entry::text, ' ') AS log FROM audit_entry`);
    for (const personal of ['Mukamana', 'Eric Legacy', 'eric.legacy@example.org']) expect(log).not.toContain(personal);
    await setSchedule(t);
  });

  it('records CSV exports (what and how many rows) and can be filtered by person, action, target and time, and paged', async () => {
    const bookkeeper = await inviteStaff(t, owner, { email: 'ato@studio.example', displayName: 'Ato', roles: ['bookkeeper'] });
    await t.http().get('/api/v1/conservation/ledger.csv').set('Authorization', `Bearer ${bookkeeper.token}`).expect(200);
    await gqlAs(t, bookkeeper.token, '{ conservationLedgerCsv }');
    const exports = (await gqlAs(t, owner, ENTRIES, { filter: 'export.csv' })).data!.auditLog;
    expect(exports.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: { kind: 'staff', id: bookkeeper.id, name: 'Ato' },
        targetId: 'conservation-ledger',
        details: expect.arrayContaining([
          { name: 'what', value: 'conservation ledger' },
          { name: 'rows', value: '2' },
        ]),
      }),
      expect.objectContaining({ actor: { kind: 'staff', id: bookkeeper.id, name: 'Ato' }, targetId: 'conservation-ledger' }),
    ]);

    const byPerson = (await gqlAs(t, owner, 'query($id: ID!) { auditLog(actorId: $id) { totalItems items { action } } }', { id: bookkeeper.id })).data!
      .auditLog;
    expect(byPerson.items.map((e: { action: string }) => e.action)).toEqual(['export.csv', 'export.csv', 'staff.invitation-accepted']);
    const byTarget = (
      await gqlAs(t, owner, 'query($id: String!) { auditLog(targetType: "staff", targetId: $id) { items { action actor { kind } } } }', { id: bookkeeper.id })
    ).data!.auditLog;
    expect(byTarget.items.map((e: { action: string }) => e.action)).toEqual(['staff.invitation-accepted', 'staff.invited']);
    const future = (
      await gqlAs(t, owner, 'query($from: DateTime!) { auditLog(from: $from) { totalItems } }', { from: new Date(Date.now() + 60_000).toISOString() })
    ).data!.auditLog;
    expect(future.totalItems).toBe(0);
    const all = (await gqlAs(t, owner, '{ auditLog(pageSize: 2, page: 2) { totalItems page pageSize items { id } } }')).data!.auditLog;
    expect(all.items).toHaveLength(2);
    expect(all.totalItems).toBeGreaterThan(10);
    const badAction = await gqlAs(t, owner, '{ auditLog(action: "no.such") { totalItems } }');
    expect(badAction.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    // Only Owners read the whole log.
    expect((await gqlAs(t, bookkeeper.token, '{ auditLog { totalItems } }')).errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});

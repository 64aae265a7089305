import { RetentionJob } from '@sawa/api/privacy';
import { TestApp } from './harness';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify } from './support/commerce';
import { png } from './support/images';
import { gqlAs, inviteStaff } from './support/staff';

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

import { JobQueue } from '@sawa/api/jobs';
import { VisitReminders } from '@sawa/api/commerce';
import { kigaliToday } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { Client } from 'pg';
import { gql, listening, until } from './support/commerce';
import { at, bookingRow, bookVisit, day, everyDay, freeAt, payInSandbox, setSchedule, visitSlots, VISITOR } from './support/visits';

/** The studio's side of the calendar: day and week views, blocks, moves, walk-ins, attendance, closures, one-off slots, the schedule, reminders. */
describe("the studio's visit calendar", () => {
  let t: TestApp & { url: string };
  let auth: { authorization: string };
  beforeAll(async () => {
    // Reminders run as a daily scheduled job here (so the job is registered); the tests send the due ones themselves.
    t = await listening({ VISIT_REMINDER_INTERVAL_SECONDS: '86400' });
    auth = { authorization: `Bearer ${await t.token()}` };
    await setSchedule(t);
  });
  afterAll(() => t.close());

  const CALENDAR = `query ($from: String!, $to: String!) { visitCalendar(from: $from, to: $to) { startsAt date time capacity taken free blocked extra visits { reference status source name partySize } } }`;
  const calendar = async (from: string, to = from) => {
    const res = await gql(t, CALENDAR, { from, to }, auth).expect(200);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.visitCalendar as {
      startsAt: string;
      time: string;
      taken: number;
      free: number;
      blocked: boolean;
      extra: boolean;
      visits: { reference: string; status: string; source: string; name: string | null; partySize: number }[];
    }[];
  };
  /** Connections of the app's database waiting for a lock (asked on a connection of its own). */
  const waitingInDatabase = async () => {
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return Number(rows[0].n);
    } finally {
      await client.end();
    }
  };
  const admin = async (query: string, variables: Record<string, unknown> = {}) => (await gql(t, query, variables, auth).expect(200)).body;
  const paidVisit = async (startsAt: string, partySize: number, name: string) => {
    const res = await bookVisit(t, startsAt, partySize, { ...VISITOR, name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org` });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    await payInSandbox(t, res.body.data.bookVisit.paymentLinkUrl);
    return res.body.data.bookVisit.reference as string;
  };

  it('the day view shows what was booked: each time with its taken and free places, the names and party sizes; the week view seven days', async () => {
    const amani = await paidVisit(at(4, '10:00'), 2, 'Amani Keza');
    const pending = (await bookVisit(t, at(4, '10:00'), 3, { ...VISITOR, name: 'Bea Uwase', email: 'bea@example.org' })).body.data.bookVisit.reference;
    const [ten, two] = await calendar(day(4));
    expect(ten).toMatchObject({ startsAt: at(4, '10:00'), time: '10:00', taken: 5, free: 3, blocked: false, extra: false });
    expect(ten.visits).toEqual([
      { reference: amani, status: 'paid', source: 'online', name: 'Amani Keza', partySize: 2 },
      { reference: pending, status: 'pending', source: 'online', name: 'Bea Uwase', partySize: 3 },
    ]);
    expect(two).toMatchObject({ time: '14:00', taken: 0, free: 8, visits: [] });
    expect(await calendar(day(1), day(7))).toHaveLength(14);
    const tooLong = await gql(t, CALENDAR, { from: day(1), to: day(8) }, auth);
    expect(tooLong.body.errors[0]).toMatchObject({ message: 'Ask for at most 7 days at a time.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql(t, CALENDAR, { from: day(1), to: day(1) })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t, CALENDAR, { from: '2026-02-30', to: day(1) }, auth)).body.errors[0].message).toMatch(/from must be a date written YYYY-MM-DD/);
  });

  it('a blocked time takes no online booking (the visits on it stay); the studio can still move a visit into it; open again, it is bookable', async () => {
    const BLOCK = `mutation ($s: DateTime!, $b: Boolean!) { blockVisitSlot(startsAt: $s, blocked: $b) }`;
    const guest = await paidVisit(at(5, '10:00'), 2, 'Guest One');
    expect((await admin(BLOCK, { s: at(5, '14:00'), b: true })).data.blockVisitSlot).toBe(true);
    expect(await freeAt(t, 5, '14:00')).toBe(0);
    expect((await bookVisit(t, at(5, '14:00'), 1)).body.errors[0]).toMatchObject({
      message: 'This time is full; choose another',
      extensions: { code: 'CONFLICT' },
    });
    const moved = await admin(`mutation ($r: String!, $s: DateTime!) { moveVisit(reference: $r, startsAt: $s) { reference status startsAt } }`, {
      r: guest,
      s: at(5, '14:00'),
    });
    expect(moved.data.moveVisit).toEqual({ reference: guest, status: 'paid', startsAt: at(5, '14:00') });
    expect(await freeAt(t, 5, '10:00')).toBe(8);
    const [, blocked] = await calendar(day(5));
    expect(blocked).toMatchObject({ blocked: true, taken: 2, free: 0 });
    // The visitor is told the new time, with a calendar entry that replaces the old one.
    const [mail] = await t.dataSource.query(`SELECT text, attachments FROM outbox_message WHERE subject LIKE $1`, [`%Your studio visit moved to%`]);
    expect(mail.text).toContain('at 14:00 (Kigali time)');
    expect(mail.attachments[0].content).toContain('SEQUENCE:1');
    await admin(BLOCK, { s: at(5, '14:00'), b: false });
    expect(await freeAt(t, 5, '14:00')).toBe(6);
  });

  it("records a walk-in against a time of today's places; refuses one beyond the places or on another day", async () => {
    const WALK_IN = `mutation ($s: DateTime!, $p: Int!, $n: String) { recordWalkIn(startsAt: $s, partySize: $p, name: $n) { reference status source partySize visitorName } }`;
    const today = kigaliToday();
    const [first] = await calendar(today);
    const walkIn = await admin(WALK_IN, { s: first.startsAt, p: 3, n: 'Family at the door' });
    expect(walkIn.data.recordWalkIn).toMatchObject({ status: 'attended', source: 'walk_in', partySize: 3, visitorName: 'Family at the door' });
    const [after] = await calendar(today);
    expect(after).toMatchObject({ taken: first.taken + 3, free: first.free - 3 });
    expect(after.visits).toContainEqual(expect.objectContaining({ name: 'Family at the door', partySize: 3, source: 'walk_in' }));
    const tooMany = await admin(WALK_IN, { s: first.startsAt, p: after.free + 1 });
    expect(tooMany.errors[0]).toMatchObject({ message: 'This time is full; choose another', extensions: { code: 'CONFLICT' } });
    const tomorrow = await admin(WALK_IN, { s: at(1, '10:00'), p: 1 });
    expect(tomorrow.errors[0].message).toBe('A walk-in is recorded on the day of the visit.');
  });

  it('marks a paid visit attended or no-show from its day on (either corrected to the other); not an unpaid or future one', async () => {
    const ATTENDED = `mutation ($r: String!) { markVisitAttended(reference: $r) { status } }`;
    const NO_SHOW = `mutation ($r: String!) { markVisitNoShow(reference: $r) { status } }`;
    const future = await paidVisit(at(6, '10:00'), 1, 'Future Guest');
    expect((await admin(ATTENDED, { r: future })).errors[0].message).toBe('A visit is marked attended or no-show from its day on.');
    const unpaid = (await bookVisit(t, at(6, '10:00'), 1)).body.data.bookVisit.reference;
    expect((await admin(NO_SHOW, { r: unpaid })).errors[0].message).toBe(`Only a paid visit can be marked no-show; ${unpaid} is pending.`);
    // The visit's time has come (its slot row moved to an hour ago).
    const came = await paidVisit(at(6, '14:00'), 2, 'Came Guest');
    await t.dataSource.query(`UPDATE visit_slot SET starts_at = now() - interval '1 hour' WHERE starts_at = $1`, [at(6, '14:00')]);
    expect((await admin(NO_SHOW, { r: came })).data.markVisitNoShow.status).toBe('no_show');
    expect((await admin(ATTENDED, { r: came })).data.markVisitAttended.status).toBe('attended');
    expect(await bookingRow(t, came)).toMatchObject({ status: 'attended', holdsPlaces: true });
  });

  it('closes a day (its weekly times go; refused while visits are booked on it) and adds one-off times, even on a closed day', async () => {
    const CLOSE = `mutation ($d: String!, $n: String) { addVisitClosure(date: $d, note: $n) { date note } }`;
    const OPEN = `mutation ($d: String!) { removeVisitClosure(date: $d) }`;
    const EXTRA = `mutation ($d: String!, $t: String!, $p: Int!) { addExtraVisitSlot(date: $d, time: $t, places: $p) { startsAt time capacity free } }`;
    const REMOVE_EXTRA = `mutation ($s: DateTime!) { removeExtraVisitSlot(startsAt: $s) }`;
    const booked = await paidVisit(at(20, '10:00'), 1, 'Holiday Guest');
    const refused = await admin(CLOSE, { d: day(20), n: 'Heroes Day' });
    expect(refused.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(refused.errors[0].message).toBe(`Visits are booked on ${day(20)}: ${booked}. Move or cancel them before closing the day.`);
    expect((await admin(CLOSE, { d: day(21), n: 'Heroes Day' })).data.addVisitClosure).toEqual({ date: day(21), note: 'Heroes Day' });
    expect(await visitSlots(t, day(21))).toEqual([]);
    expect((await admin(CLOSE, { d: day(21) })).errors[0].message).toBe(`${day(21)} is already closed.`);
    // A special opening on the closed day.
    const extra = await admin(EXTRA, { d: day(21), t: '18:00', p: 4 });
    expect(extra.data.addExtraVisitSlot).toEqual({ startsAt: at(21, '18:00'), time: '18:00', capacity: 4, free: 4 });
    expect(await visitSlots(t, day(21))).toEqual([{ startsAt: at(21, '18:00'), date: day(21), time: '18:00', capacity: 4, free: 4 }]);
    expect((await admin(EXTRA, { d: day(22), t: '10:00', p: 4 })).errors[0].message).toBe(`There is already a visit time on ${day(22)} at 10:00.`);
    const onExtra = await paidVisit(at(21, '18:00'), 2, 'Evening Guest');
    expect((await admin(REMOVE_EXTRA, { s: at(21, '18:00') })).errors[0].message).toBe(
      `Visits are booked at this time: ${onExtra}. Move or cancel them first.`,
    );
    expect((await admin(EXTRA, { d: day(22), t: '19:00', p: 2 })).data.addExtraVisitSlot.free).toBe(2);
    expect((await admin(REMOVE_EXTRA, { s: at(22, '19:00') })).data.removeExtraVisitSlot).toBe(true);
    expect((await visitSlots(t, day(22))).map((s) => s.time)).toEqual(['10:00', '14:00']);
    expect((await admin(OPEN, { d: day(21) })).data.removeVisitClosure).toBe(true);
    expect((await visitSlots(t, day(21))).map((s) => s.time)).toEqual(['10:00', '14:00', '18:00']);
    const schedule = await admin('{ visitSchedule { closures { date } extraSlots { time } } }');
    expect(schedule.data.visitSchedule.extraSlots).toEqual([{ time: '18:00' }]);
  });

  it('closing a day while a booking on it is being written waits for it, then refuses: never a closed day with a visit', async () => {
    const CLOSE = `mutation ($d: String!) { addVisitClosure(date: $d) { date } }`;
    // Every write to bookings is held until both requests wait in the database.
    const gate = new Client({ connectionString: t.databaseUrl });
    await gate.connect();
    await gate.query('BEGIN');
    await gate.query('LOCK TABLE booking IN SHARE MODE');
    const booking = bookVisit(t, at(25, '10:00'), 2).then((res) => res);
    await until(async () => (await waitingInDatabase()) === 1, 20_000);
    const closing = gql(t, CLOSE, { d: day(25) }, auth).then((res) => res);
    await until(async () => (await waitingInDatabase()) === 2, 20_000);
    await gate.query('COMMIT');
    await gate.end();
    const booked = await booking;
    expect(booked.body.errors).toBeUndefined();
    const closed = await closing;
    expect(closed.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(closed.body.errors[0].message).toContain(booked.body.data.bookVisit.reference);
    expect((await visitSlots(t, day(25))).map((s) => s.time)).toEqual(['10:00', '14:00']);
  });

  it('changes the weekly schedule: new places apply to every date; a removed time keeps only its booked dates, closed to new bookings', async () => {
    const kept = await paidVisit(at(30, '14:00'), 2, 'Kept Guest');
    await setSchedule(t, {}, [...everyDay(['10:00'], 10), ...everyDay(['16:00'], 4)]);
    expect((await visitSlots(t, day(31))).map((s) => [s.time, s.capacity, s.free])).toEqual([
      ['10:00', 10, 10],
      ['16:00', 4, 4],
    ]);
    // The removed 14:00 stays on day 30 for the visit booked there, full to newcomers.
    expect((await visitSlots(t, day(30))).map((s) => [s.time, s.free])).toEqual([
      ['10:00', 10],
      ['14:00', 0],
      ['16:00', 4],
    ]);
    expect((await calendar(day(30)))[1]).toMatchObject({ time: '14:00', blocked: true, taken: 2, visits: [expect.objectContaining({ reference: kept })] });
    const twice = await gql(
      t,
      'mutation ($input: UpdateVisitScheduleInput!) { updateVisitSchedule(input: $input) { noticeHours } }',
      { input: { noticeHours: 24, horizonDays: 90, maxPartySize: 6, changeCutoffHours: 24, visitMinutes: 60, weeklySlots: everyDay(['10:00', '10:00']) } },
      auth,
    );
    expect(twice.body.errors[0].message).toBe('The weekly slots list Monday 10:00 twice.');
    const bad = await gql(
      t,
      'mutation ($input: UpdateVisitScheduleInput!) { updateVisitSchedule(input: $input) { noticeHours } }',
      {
        input: {
          noticeHours: -1,
          horizonDays: 90,
          maxPartySize: 0,
          changeCutoffHours: 24,
          visitMinutes: 60,
          weeklySlots: [{ weekday: 8, time: '25:00', places: 0 }],
        },
      },
      auth,
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toMatch(/noticeHours must be at least 0/);
    await setSchedule(t);
  });

  it('reminds a visitor a day before, once; a confirmation already inside that day is the reminder', async () => {
    expect(
      t.app
        .get(JobQueue)
        .definitions()
        .map((d) => d.name),
    ).toContain('visits.send-reminders');
    const reminders = t.app.get(VisitReminders);
    const reference = await paidVisit(at(8, '10:00'), 2, 'Reminded Guest');
    expect(await reminders.sendDue()).toBe(0);
    // A day before its time: one reminder, with the calendar entry; a second run sends nothing.
    await t.dataSource.query(`UPDATE visit_slot SET starts_at = now() + interval '20 hours' WHERE id = (SELECT slot_id FROM booking WHERE reference = $1)`, [
      reference,
    ]);
    expect(await reminders.sendDue()).toBe(1);
    expect(await reminders.sendDue()).toBe(0);
    const [mail] = await t.dataSource.query(`SELECT "to", subject, text, attachments FROM outbox_message WHERE subject LIKE 'Test payment: Reminder:%'`);
    expect(mail).toMatchObject({ to: 'reminded.guest@example.org' });
    expect(mail.text).toContain('A reminder: we are expecting you soon.');
    expect(mail.attachments[0]).toMatchObject({ filename: 'studio-visit.ics', contentType: 'text/calendar; charset=utf-8' });

    // Booked and paid inside the last day: the confirmation says it all.
    await setSchedule(t, { noticeHours: 0 });
    const soon = (await visitSlots(t, day(0), day(1))).find((s) => Date.parse(s.startsAt) < Date.now() + 24 * 3_600_000)!;
    const late = await paidVisit(soon.startsAt, 1, 'Last Minute');
    expect((await t.dataSource.query('SELECT reminder_sent_at IS NOT NULL AS sent FROM booking WHERE reference = $1', [late]))[0].sent).toBe(true);
    expect(await reminders.sendDue()).toBe(0);
    await setSchedule(t);
  });
});

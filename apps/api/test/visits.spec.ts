import { BookingService, LATE_PAYMENT_NOTE, ReservationWorker, VISIT_LATE_PAYMENT_NOTE, VISIT_TRANSITIONS } from '@sawa/api/commerce';
import { OutboxService } from '@sawa/api/messaging';
import { kigaliInstant, VISIT_MESSAGES } from '@sawa/shared/domain';
import { TestApp } from './harness';
import { Client } from 'pg';
import { artwork, BUYER, CHECKOUT, gql, listening, newClient, notify, orderRow, until } from './support/commerce';
import { mimePart } from './support/mime';
import { startSmtp, TestSmtp } from './support/smtp';
import { at, bookingRow, bookVisit, day, freeAt, heldAt, payInSandbox, setSchedule, visitSlots, VISITOR } from './support/visits';

/** Studio visits on a calendar: places held under a rush, Kigali times, the visitor's journey, the legacy route, one lifecycle with orders. */
describe('studio visits on a calendar', () => {
  let t: TestApp & { url: string };
  let smtp: TestSmtp;
  let auth: { authorization: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await listening({ SMTP_URL: smtp.url, VISIT_REMINDER_INTERVAL_SECONDS: '0' });
    auth = { authorization: `Bearer ${await t.token()}` };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => (smtp.received.length = 0));

  const deliver = () => t.app.get(OutboxService).deliverDue();
  /** The mail to `address` whose text says `words`. */
  const mailTo = (address: string, words: RegExp) => smtp.received.find((m) => m.to.includes(address) && words.test(mimePart(m.raw, 'text/plain')?.body ?? ''));
  const VISIT = `query ($r: String!, $k: String) { visit(reference: $r, key: $k) { reference status startsAt endsAt partySize needsTime keyValid changeableUntil refundDue amount currency } }`;
  const RESCHEDULE = `mutation ($r: String!, $k: String!, $s: DateTime!) { rescheduleVisit(reference: $r, key: $k, startsAt: $s) { status startsAt } }`;
  const CANCEL = `mutation ($r: String!, $k: String!) { cancelVisit(reference: $r, key: $k) { status refundDue } }`;
  /** Connections of the app's database waiting for a lock (asked on a connection of its own: the app's pool is busy waiting). */
  const waitingInDatabase = async (app: TestApp) => {
    const client = new Client({ connectionString: app.databaseUrl });
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
  const bookingCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM booking'))[0].n);

  it('starts with the example schedule, so Book Now works from the first start', async () => {
    const schedule = await gql(
      t,
      '{ visitSchedule { noticeHours horizonDays maxPartySize changeCutoffHours weeklySlots { weekday time places } } }',
      {},
      auth,
    ).expect(200);
    const { weeklySlots, ...rules } = schedule.body.data.visitSchedule;
    expect(rules).toEqual({ noticeHours: 24, horizonDays: 90, maxPartySize: 6, changeCutoffHours: 24 });
    expect(weeklySlots).toHaveLength(24);
    expect(new Set(weeklySlots.map((w: { weekday: number }) => w.weekday))).toEqual(new Set([2, 3, 4, 5, 6, 7]));
    expect(new Set(weeklySlots.map((w: { time: string }) => w.time))).toEqual(new Set(['10:00', '12:00', '14:00', '16:00']));
    expect(weeklySlots.every((w: { places: number }) => w.places === 8)).toBe(true);
    // Two weeks ahead: four times a day, six days a week (no Mondays), all free, none inside the notice.
    const slots = await visitSlots(t, day(2), day(15));
    expect(slots).toHaveLength(6 * 2 * 4);
    expect(slots.every((s) => s.free === 8 && s.capacity === 8)).toBe(true);
    expect(slots.some((s) => new Date(`${s.date}T12:00:00Z`).getUTCDay() === 1)).toBe(false);
    expect((await visitSlots(t, day(0))).every((s) => Date.parse(s.startsAt) >= Date.now() + 24 * 3_600_000)).toBe(true);
  });

  describe('the rush', () => {
    beforeAll(() => setSchedule(t));

    it('10 simultaneous bookings for the last 2 places make exactly 2 bookings and 8 clear 409 answers', async () => {
      const startsAt = at(3, '10:00');
      expect((await bookVisit(t, startsAt, 6, { ...VISITOR, email: 'group@example.org' })).body.errors).toBeUndefined();
      expect(await freeAt(t, 3, '10:00')).toBe(2);
      // The race made certain: the test holds back every write to bookings until all ten requests wait in the
      // database, so without the slot's lock all ten would have counted 2 free places before any of them wrote.
      const gate = new Client({ connectionString: t.databaseUrl });
      await gate.connect();
      await gate.query('BEGIN');
      await gate.query('LOCK TABLE booking IN SHARE MODE');
      const requests = Array.from({ length: 10 }, (_, i) =>
        bookVisit(t, startsAt, 1, { ...VISITOR, email: `rush${i}@example.org`, name: `Rush ${i}` }).then((res) => res),
      );
      await until(async () => (await waitingInDatabase(t)) === 10, 20_000);
      await gate.query('COMMIT');
      await gate.end();
      const results = await Promise.all(requests);
      const booked = results.filter((r) => !r.body.errors);
      const refused = results.filter((r) => r.body.errors);
      expect(booked).toHaveLength(2);
      expect(refused).toHaveLength(8);
      for (const r of refused) {
        expect(r.body.errors[0]).toMatchObject({ message: 'This time is full; choose another', extensions: { code: 'CONFLICT', status: 409 } });
        const offered = r.body.errors[0].extensions.slotsWithRoom as { startsAt: string; free: number }[];
        expect(offered.length).toBeGreaterThan(0);
        expect(offered.every((s) => s.free >= 1 && s.startsAt !== startsAt)).toBe(true);
        // Its own day first: the afternoon time of that day still has room.
        expect(offered[0].startsAt).toBe(at(3, '14:00'));
      }
      expect(await heldAt(t, startsAt)).toBe(8);
      expect(await freeAt(t, 3, '10:00')).toBe(0);
      expect((await bookVisit(t, startsAt, 1)).body.errors[0].message).toBe(VISIT_MESSAGES.slotFull);
    });

    it('a party larger than the places left is refused, with the times where it fits', async () => {
      const startsAt = at(4, '14:00');
      expect((await bookVisit(t, startsAt, 5)).body.errors).toBeUndefined();
      const before = await bookingCount();
      const res = await bookVisit(t, startsAt, 4);
      expect(res.body.errors[0]).toMatchObject({ message: 'This time is full; choose another', extensions: { code: 'CONFLICT' } });
      expect(res.body.errors[0].extensions.slotsWithRoom.every((s: { free: number }) => s.free >= 4)).toBe(true);
      expect(await bookingCount()).toBe(before);
      // Three still fit.
      expect((await bookVisit(t, startsAt, 3)).body.errors).toBeUndefined();
      expect(await freeAt(t, 4, '14:00')).toBe(0);
    });
  });

  describe('times', () => {
    beforeAll(() => setSchedule(t, { noticeHours: 48 }));

    it('refuses a time in the past, inside the notice, beyond the horizon, not on the calendar, and a party above the maximum, with a message; nothing is stored', async () => {
      const before = await bookingCount();
      const refusal = async (startsAt: string, partySize = 1) => {
        const res = await bookVisit(t, startsAt, partySize);
        expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
        return res.body.errors[0].message as string;
      };
      expect(await refusal(at(-1, '10:00'))).toBe('This time has passed; choose another.');
      expect(await refusal(at(1, '10:00'))).toBe('Visits are booked at least 48 hours ahead; choose a later time.');
      expect(await refusal(at(91, '10:00'))).toBe('Visits can be booked up to 90 days ahead; choose an earlier date.');
      expect(await refusal(at(10, '11:00'))).toBe('There is no visit at this time; choose one of the times offered.');
      expect(await refusal(at(10, '10:00'), 7)).toBe('A party can be at most 6 people; for a larger group, please contact the studio.');
      const zero = await bookVisit(t, at(10, '10:00'), 0);
      expect(zero.body.errors[0].message).toMatch(/partySize must be at least 1/);
      expect(await bookingCount()).toBe(before);
      // The calendar offers nothing outside the window either.
      expect(await visitSlots(t, day(1))).toEqual([]);
      expect(await visitSlots(t, day(91))).toEqual([]);
      expect((await visitSlots(t, day(90))).length).toBe(2);
    });

    it('shows and stores times in Kigali time: 10:00 in Kigali is 08:00 UTC, on every door', async () => {
      const [ten] = await visitSlots(t, day(12));
      expect(ten).toMatchObject({ date: day(12), time: '10:00', startsAt: kigaliInstant(day(12), '10:00').toISOString() });
      expect(ten.startsAt).toMatch(/T08:00:00\.000Z$/);
      // The same instant written with Kigali's offset is the same slot.
      const res = await bookVisit(t, `${day(12)}T10:00:00+02:00`, 2);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.bookVisit).toMatchObject({ startsAt: ten.startsAt, partySize: 2, amount: '30000.00', currency: 'RWF' });
      const [{ utc }] = await t.dataSource.query(
        `SELECT to_char(s.starts_at AT TIME ZONE 'UTC', 'HH24:MI') AS utc FROM booking b JOIN visit_slot s ON s.id = b.slot_id WHERE b.reference = $1`,
        [res.body.data.bookVisit.reference],
      );
      expect(utc).toBe('08:00');
      expect((await bookingRow(t, res.body.data.bookVisit.reference)).kigali).toBe(`${day(12)} 10:00`);
    });
  });

  describe("the visitor's journey", () => {
    beforeAll(() => setSchedule(t));

    it('pick a slot → pay in the sandbox → the mail with the .ics → reschedule through the signed link → the old places are free again → cancel: refund due', async () => {
      const first = at(5, '10:00');
      const booked = await bookVisit(t, first, 2);
      expect(booked.body.errors).toBeUndefined();
      const { reference, paymentLinkUrl, amount } = booked.body.data.bookVisit;
      expect(amount).toBe('30000.00');
      expect(await freeAt(t, 5, '10:00')).toBe(6);
      // The invoice asks for two visitors at VISIT_PRICE.
      const page = await t.http().get(new URL(paymentLinkUrl).pathname).expect(200);
      expect(page.text).toMatch(/Total: RWF\s30,000/); // formatMoney puts a no-break space after the code
      expect((await payInSandbox(t, paymentLinkUrl)).headers.location).toBe(`/visit/${reference}`);
      expect(await bookingRow(t, reference)).toMatchObject({ status: 'paid', holdsPlaces: true, partySize: 2 });

      expect(await deliver()).toBeGreaterThanOrEqual(1);
      const confirmation = mailTo(VISITOR.email, /your studio visit is booked and paid/);
      expect(confirmation).toBeDefined();
      const text = mimePart(confirmation!.raw, 'text/plain')!.body;
      expect(text).toContain(`When: ${new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day(5)}T12:00:00Z`))}`);
      expect(text).toContain('at 10:00 (Kigali time)');
      expect(text).toContain('Party: 2 people');
      expect(text).toContain('Where: Musanze, Rwanda (map: https://www.openstreetmap.org/search?query=Musanze%2C%20Rwanda)');
      expect(text).toContain('Test payment');
      const ics = mimePart(confirmation!.raw, 'text/calendar')!.body;
      const compact = day(5).replace(/-/g, '');
      expect(ics).toContain(`DTSTART:${compact}T080000Z`);
      expect(ics).toContain(`DTEND:${compact}T090000Z`);
      expect(ics).toContain(`UID:${reference}@localhost`);
      expect(ics).toContain('SEQUENCE:0');
      expect(ics).toContain('STATUS:CONFIRMED');
      const link = /http:\/\/localhost:3000\/visit\/(VISIT-[0-9A-Z]{8})\?key=([\w-]+)/.exec(text)!;
      expect(link[1]).toBe(reference);
      const key = link[2];

      const view = await gql(t, VISIT, { r: reference, k: key }).expect(200);
      expect(view.body.data.visit).toMatchObject({ status: 'paid', startsAt: first, partySize: 2, keyValid: true, needsTime: false });
      expect(view.body.data.visit.changeableUntil).toBe(new Date(Date.parse(first) - 24 * 3_600_000).toISOString());
      expect((await gql(t, VISIT, { r: reference, k: 'forged' })).body.data.visit.keyValid).toBe(false);
      expect((await gql(t, VISIT, { r: reference })).body.data.visit.keyValid).toBe(false);

      // A change needs the signed key.
      const forged = await gql(t, RESCHEDULE, { r: reference, k: `${key.slice(0, -2)}xx`, s: at(6, '14:00') });
      expect(forged.body.errors[0]).toMatchObject({ message: VISIT_MESSAGES.badLink, extensions: { code: 'FORBIDDEN' } });

      smtp.received.length = 0;
      const moved = await gql(t, RESCHEDULE, { r: reference, k: key, s: at(6, '14:00') }).expect(200);
      expect(moved.body.data.rescheduleVisit).toEqual({ status: 'paid', startsAt: at(6, '14:00') });
      // The old time's places are free again at once; the new one holds the party; the payment stays.
      expect(await freeAt(t, 5, '10:00')).toBe(8);
      expect(await freeAt(t, 6, '14:00')).toBe(6);
      expect(await bookingRow(t, reference)).toMatchObject({ status: 'paid', paid: true, kigali: `${day(6)} 14:00` });
      await deliver();
      const rescheduled = mailTo(VISITOR.email, /Your studio visit has a new time/);
      const newIcs = mimePart(rescheduled!.raw, 'text/calendar')!.body;
      expect(newIcs).toContain(`DTSTART:${day(6).replace(/-/g, '')}T120000Z`);
      expect(newIcs).toContain(`UID:${reference}@localhost`);
      expect(newIcs).toContain('SEQUENCE:1');

      smtp.received.length = 0;
      const cancelled = await gql(t, CANCEL, { r: reference, k: key }).expect(200);
      expect(cancelled.body.data.cancelVisit).toEqual({ status: 'cancelled', refundDue: true });
      expect(await freeAt(t, 6, '14:00')).toBe(8);
      expect(await bookingRow(t, reference)).toMatchObject({
        status: 'cancelled',
        refundDue: true,
        holdsPlaces: false,
        staffNote: 'Cancelled after payment: refund the visitor.',
      });
      await deliver();
      expect(mimePart(mailTo(VISITOR.email, /Your studio visit is cancelled/)!.raw, 'text/calendar')!.body).toContain('STATUS:CANCELLED');
      expect(mimePart(mailTo('studio@sawa.example', /The visitor cancelled studio visit/)!.raw, 'text/plain')!.body).toContain('Refund the visitor');
      // Cancelled is final.
      expect((await gql(t, CANCEL, { r: reference, k: key })).body.errors[0].message).toBe('A cancelled visit cannot be cancelled.');
    });

    it('a change inside the deadline is refused; an unpaid visit cancelled frees its places and ends its invoice', async () => {
      const booked = (await bookVisit(t, at(3, '14:00'), 1)).body.data.bookVisit;
      const key = visitKey(booked.reference);
      await setSchedule(t, { changeCutoffHours: 96 });
      const late = await gql(t, RESCHEDULE, { r: booked.reference, k: key, s: at(8, '10:00') });
      expect(late.body.errors[0]).toMatchObject({ message: VISIT_MESSAGES.changeClosed(96), extensions: { code: 'BAD_USER_INPUT' } });
      await setSchedule(t);
      expect((await gql(t, CANCEL, { r: booked.reference, k: key })).body.data.cancelVisit).toEqual({ status: 'cancelled', refundDue: false });
      expect(await heldAt(t, at(3, '14:00'))).toBe(0);
      const invoice = await t.http().get(new URL(booked.paymentLinkUrl).pathname).expect(200);
      expect(invoice.text).toContain('This invoice has expired.');
    });
  });

  describe('the legacy route', () => {
    beforeAll(() => setSchedule(t));
    const CHOOSE = `mutation ($r: String!, $s: DateTime!) { chooseVisitTime(reference: $r, startsAt: $s) { reference startsAt manageUrl } }`;

    it('a paid visit with no date chooses its slot afterwards; until then it holds no places', async () => {
      const legacy = await t
        .http()
        .post('/api/v1/payments/sawatour-invoice')
        .set('X-API-Version', '2')
        .set(newClient())
        .send({ customer: { name: 'Eric', email: 'eric@example.org' } })
        .expect(200);
      expect(legacy.body.data).toMatchObject({ amount: 15000, currency: 'RWF', paymentStatus: 'NEW' });
      const reference = legacy.body.data.transactionId as string;
      // Before payment it cannot choose.
      expect((await gql(t, CHOOSE, { r: reference, s: at(7, '10:00') })).body.errors[0].message).toBe('This visit already has its time, or is not paid yet.');
      await payInSandbox(t, legacy.body.data.paymentLinkUrl);
      expect(await bookingRow(t, reference)).toMatchObject({ status: 'paid', holdsPlaces: false, kigali: null });
      expect((await gql(t, VISIT, { r: reference })).body.data.visit).toMatchObject({ status: 'paid', needsTime: true, startsAt: null, partySize: 1 });
      await deliver();
      expect(mimePart(mailTo('eric@example.org', /Choose the day and time of your visit/)!.raw, 'text/plain')!.body).toContain(`/visit/${reference}?key=`);

      // A time beyond the horizon is refused like any booking.
      expect((await gql(t, CHOOSE, { r: reference, s: at(95, '10:00') })).body.errors[0].message).toBe(VISIT_MESSAGES.horizon(90));
      smtp.received.length = 0;
      const chosen = await gql(t, CHOOSE, { r: reference, s: at(7, '10:00') }).expect(200);
      expect(chosen.body.data.chooseVisitTime).toMatchObject({ reference, startsAt: at(7, '10:00') });
      expect(chosen.body.data.chooseVisitTime.manageUrl).toMatch(new RegExp(`/visit/${reference}\\?key=[\\w-]{43}$`));
      expect(await bookingRow(t, reference)).toMatchObject({ status: 'paid', holdsPlaces: true, kigali: `${day(7)} 10:00` });
      expect(await freeAt(t, 7, '10:00')).toBe(7);
      await deliver();
      expect(mimePart(mailTo('eric@example.org', /your studio visit is booked and paid/)!.raw, 'text/calendar')!.body).toContain(
        `DTSTART:${day(7).replace(/-/g, '')}T080000Z`,
      );
      // Once only: later changes need the signed link.
      expect((await gql(t, CHOOSE, { r: reference, s: at(8, '10:00') })).body.errors[0].message).toBe('This visit already has its time, or is not paid yet.');
    });
  });

  describe('one lifecycle for orders and visits', () => {
    beforeAll(() => setSchedule(t));
    const expireVisit = async (reference: string) => {
      await t.dataSource.query(`UPDATE booking SET expires_at = now() - interval '1 minute' WHERE reference = $1`, [reference]);
      await t.app.get(ReservationWorker).sweepOnce();
    };
    /** The visit's audit entries, oldest first: what happened and who did it. */
    const history = async (reference: string) =>
      (await t.dataSource.query(`SELECT action, actor_kind FROM audit_entry WHERE target_type = 'visit' AND target_id = $1 ORDER BY id`, [reference])).map(
        (e: { action: string; actor_kind: string }) => [e.action, e.actor_kind],
      );
    const alerts = (reference: string) =>
      t.dataSource.query(`SELECT subject FROM outbox_message WHERE "to" = 'studio@sawa.example' AND subject LIKE $1`, [`%Payment to check%${reference}%`]);

    it('has one table per lifecycle', () => {
      expect(VISIT_TRANSITIONS).toEqual({
        pending: ['paid', 'expired', 'cancelled'],
        paid: ['attended', 'no_show', 'cancelled'],
        attended: ['no_show'],
        no_show: ['attended'],
        expired: ['paid'],
        cancelled: [],
      });
    });

    it('an unpaid visit expires by the same sweep as an order: its places go back', async () => {
      const { reference } = (await bookVisit(t, at(9, '10:00'), 3)).body.data.bookVisit;
      expect(await freeAt(t, 9, '10:00')).toBe(5);
      await expireVisit(reference);
      expect(await bookingRow(t, reference)).toMatchObject({ status: 'expired', holdsPlaces: false, staffNote: 'The invoice expired unpaid.' });
      expect(await freeAt(t, 9, '10:00')).toBe(8);
    });

    it('a late payment for an expired visit follows the order rule (recorded, refund due, the studio alerted), unless its time still has room: then it is confirmed', async () => {
      // An order paid after it expired: recorded, refund due, no stock, the studio alerted.
      const art = await artwork(t);
      const order = await gql(
        t,
        CHECKOUT,
        { input: { ...BUYER, lines: [{ artworkId: art.id, editionId: art.original, quantity: 1, unitPrice: '1200.00' }] } },
        newClient(),
      );
      const number = order.body.data.checkout.orderNumber as string;
      await t.dataSource.query(`UPDATE customer_order SET expires_at = now() - interval '1 minute' WHERE number = $1`, [number]);
      await t.app.get(ReservationWorker).sweepOnce();
      expect((await notify(t, { transactionId: number }).expect(200)).body.message).toBe('Payment recorded after the order had ended: refund due');
      expect(await orderRow(t, number)).toMatchObject({
        status: 'expired',
        refundDue: true,
        hasPaidAt: true,
        staffNote: `The invoice expired unpaid.\n${LATE_PAYMENT_NOTE}`,
      });
      expect(await alerts(number)).toHaveLength(1);

      // A visit paid after it expired, when its time has filled up meanwhile: the same.
      const full = (await bookVisit(t, at(10, '14:00'), 2)).body.data.bookVisit.reference as string;
      await expireVisit(full);
      expect((await bookVisit(t, at(10, '14:00'), 6, { ...VISITOR, email: 'others@example.org' })).body.errors).toBeUndefined();
      expect((await bookVisit(t, at(10, '14:00'), 2, { ...VISITOR, email: 'more@example.org' })).body.errors).toBeUndefined();
      expect((await notify(t, { transactionId: full }).expect(200)).body.message).toBe('Payment recorded after the visit had ended: refund due');
      expect(await bookingRow(t, full)).toMatchObject({
        status: 'expired',
        refundDue: true,
        paid: true,
        holdsPlaces: false,
        staffNote: `The invoice expired unpaid.\n${VISIT_LATE_PAYMENT_NOTE}`,
      });
      expect(await alerts(full)).toHaveLength(1);
      expect(await history(full)).toEqual([
        ['visit.expired', 'system'],
        ['visit.payment-late', 'payment'],
      ]);
      expect(await heldAt(t, at(10, '14:00'))).toBe(8);
      // A replay changes nothing.
      expect((await notify(t, { transactionId: full }).expect(200)).body.message).toBe('Payment already recorded');
      expect(await alerts(full)).toHaveLength(1);

      // A visit paid after it expired while its time still has room: confirmed, its places taken again.
      const roomy = (await bookVisit(t, at(11, '10:00'), 2)).body.data.bookVisit.reference as string;
      await expireVisit(roomy);
      expect(await freeAt(t, 11, '10:00')).toBe(8);
      expect((await notify(t, { transactionId: roomy }).expect(200)).body.message).toBe('Payment recorded');
      expect(await bookingRow(t, roomy)).toMatchObject({ status: 'paid', refundDue: false, holdsPlaces: true });
      expect(await freeAt(t, 11, '10:00')).toBe(6);
      expect(await alerts(roomy)).toHaveLength(0);
    });

    it('a payment that does not match a visit is handled as for an order: not paid, flagged, the studio alerted once; the right amount then pays', async () => {
      const { reference } = (await bookVisit(t, at(14, '14:00'), 2)).body.data.bookVisit;
      const wrong = await notify(t, { transactionId: reference, amount: '15000.00', paymentReference: 'MP-HALF' }).expect(200);
      expect(wrong.body.message).toBe('Payment does not match the visit: not recorded as paid, the studio has been told');
      expect(await bookingRow(t, reference)).toMatchObject({ status: 'pending', paid: false, refundDue: true, holdsPlaces: true });
      const [{ issue }] = await t.dataSource.query('SELECT payment_issue AS issue FROM booking WHERE reference = $1', [reference]);
      expect(issue).toBe('A payment did not match the visit (expected 30000.00 RWF, the payment service says 15000.00 RWF); it was not taken as paid.');
      expect(await alerts(reference)).toHaveLength(1);
      // The same wrong notification again: nothing more.
      await notify(t, { transactionId: reference, amount: '15000.00', paymentReference: 'MP-HALF' }).expect(200);
      expect(await alerts(reference)).toHaveLength(1);
      expect((await notify(t, { transactionId: reference }).expect(200)).body.message).toBe('Payment recorded');
      expect(await bookingRow(t, reference)).toMatchObject({ status: 'paid', paid: true, holdsPlaces: true });
      expect(await freeAt(t, 14, '14:00')).toBe(6);
      expect(await history(reference)).toEqual([
        ['visit.payment-mismatch', 'payment'],
        ['visit.paid', 'payment'],
      ]);
    });

    it('a visitor with an upcoming paid visit keeps their contact details until it is over', async () => {
      const { reference, paymentLinkUrl } = (await bookVisit(t, at(13, '10:00'), 1, { ...VISITOR, email: 'keep@example.org' })).body.data.bookVisit;
      await payInSandbox(t, paymentLinkUrl);
      const erase = await gql(t, 'mutation { eraseCustomerData(email: "keep@example.org") { visitsAnonymised } }', {}, auth);
      expect(erase.body.errors[0].extensions.code).toBe('CONFLICT');
      expect(erase.body.errors[0].message).toContain(reference);
    });
  });

  /** The signed key, as the confirmation mail would carry it. */
  const visitKey = (reference: string) => new URL(t.app.get(BookingService).manageUrl(reference)).searchParams.get('key') as string;
});

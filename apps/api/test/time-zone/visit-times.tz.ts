import { kigaliInstant } from '@sawa/shared/domain';
import { TestApp } from '../harness';
import { gql, listening } from '../support/commerce';
import { at, bookVisit, day, everyDay, payInSandbox, setSchedule, visitSlots } from '../support/visits';

/**
 * Run under a time zone far from Kigali's (see visit-time-zone.spec.ts): the calendar, the stored instants,
 * the closed days and the mails still say Kigali's date and time. The times chosen cross midnight in UTC
 * and in the process's own zone.
 */
describe(`visit times in Kigali time while the server runs in ${process.env['TZ']}`, () => {
  let t: TestApp & { url: string };
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await listening({ VISIT_REMINDER_INTERVAL_SECONDS: '0' });
    auth = { authorization: `Bearer ${await t.token()}` };
    await setSchedule(t, {}, everyDay(['00:30', '10:00', '23:30']));
  });
  afterAll(() => t.close());

  it('runs in another zone than Kigali', () => {
    expect(process.env['TZ']).toBeTruthy();
    // Kigali is UTC+2 all year: getTimezoneOffset() would be -120 there.
    expect(new Date().getTimezoneOffset()).not.toBe(-120);
  });

  it('shows each day its own Kigali times, and stores the instants they are', async () => {
    const slots = await visitSlots(t, day(5));
    expect(slots.map((s) => [s.date, s.time])).toEqual([
      [day(5), '00:30'],
      [day(5), '10:00'],
      [day(5), '23:30'],
    ]);
    expect(slots.map((s) => s.startsAt)).toEqual(['00:30', '10:00', '23:30'].map((time) => kigaliInstant(day(5), time).toISOString()));
    expect(slots[0].startsAt).toBe(`${day(4)}T22:30:00.000Z`);
    const booked = await bookVisit(t, at(5, '23:30'), 2);
    expect(booked.body.errors).toBeUndefined();
    const { reference, paymentLinkUrl } = booked.body.data.bookVisit;
    const [row] = await t.dataSource.query(
      `SELECT to_char(s.starts_at AT TIME ZONE 'Africa/Kigali', 'YYYY-MM-DD HH24:MI') AS kigali, to_char(s.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS utc
         FROM booking b JOIN visit_slot s ON s.id = b.slot_id WHERE b.reference = $1`,
      [reference],
    );
    expect(row).toEqual({ kigali: `${day(5)} 23:30`, utc: `${day(5)} 21:30` });

    await payInSandbox(t, paymentLinkUrl);
    const [mail] = await t.dataSource.query(`SELECT text, attachments FROM outbox_message WHERE text LIKE $1`, [`%Booking: ${reference}%`]);
    expect(mail.text).toContain('at 23:30 (Kigali time)');
    expect(mail.attachments[0].content).toContain(`DTSTART:${day(5).replace(/-/g, '')}T213000Z`);
    expect(mail.attachments[0].content).toContain(`DTEND:${day(5).replace(/-/g, '')}T223000Z`);

    const calendar = await gql(t, `query ($d: String!) { visitCalendar(from: $d, to: $d) { time taken visits { reference } } }`, { d: day(5) }, auth).expect(
      200,
    );
    expect(calendar.body.data.visitCalendar).toEqual([
      { time: '00:30', taken: 0, visits: [] },
      { time: '10:00', taken: 0, visits: [] },
      { time: '23:30', taken: 2, visits: [{ reference }] },
    ]);
  });

  it('closes the Kigali day it is given, and lists it as that day', async () => {
    const closed = await gql(t, `mutation ($d: String!) { addVisitClosure(date: $d, note: "Holiday") { date } }`, { d: day(6) }, auth).expect(200);
    expect(closed.body.data.addVisitClosure).toEqual({ date: day(6) });
    expect(await visitSlots(t, day(6))).toEqual([]);
    expect((await visitSlots(t, day(7))).map((s) => s.time)).toEqual(['00:30', '10:00', '23:30']);
    const schedule = await gql(t, '{ visitSchedule { closures { date } } }', {}, auth).expect(200);
    expect(schedule.body.data.visitSchedule.closures).toEqual([{ date: day(6) }]);
  });
});

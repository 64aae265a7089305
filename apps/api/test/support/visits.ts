import { addDays, kigaliInstant, kigaliToday } from '@sawa/shared/domain';
import type { TestApp } from '../harness';
import { gql, newClient } from './commerce';

/** Studio visits in tests: the schedule, the calendar and bookings, through GraphQL as clients use them. */

export const VISITOR = { name: 'Amani Keza', email: 'amani@example.org', phone: '+250 788 555 000' };

/** The day `n` days from today in Kigali, and a time on it as the instant a slot's `startsAt` is. */
export const day = (n: number) => addDays(kigaliToday(), n);
export const at = (n: number, time: string) => kigaliInstant(day(n), time).toISOString();

export const BOOK_VISIT = `mutation ($input: BookVisitInput!) { bookVisit(input: $input) { reference paymentLinkUrl startsAt partySize amount currency expiresAt } }`;

export const bookVisit = (t: TestApp, startsAt: string, partySize = 1, who: Record<string, string> = VISITOR) =>
  gql(t, BOOK_VISIT, { input: { startsAt, partySize, ...who } }, newClient());

/** Every day at the given times, with `places` each. */
export const everyDay = (times: string[], places = 8) => [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => times.map((time) => ({ weekday, time, places })));

export const SCHEDULE_RULES = { noticeHours: 24, horizonDays: 90, maxPartySize: 6, changeCutoffHours: 24, visitMinutes: 60 };

/** Sets the studio's rules and weekly slots (as the back office saves them). */
export async function setSchedule(t: TestApp, rules: Partial<typeof SCHEDULE_RULES> = {}, weeklySlots = everyDay(['10:00', '14:00'])) {
  const res = await gql(
    t,
    'mutation ($input: UpdateVisitScheduleInput!) { updateVisitSchedule(input: $input) { noticeHours } }',
    { input: { ...SCHEDULE_RULES, ...rules, weeklySlots } },
    { authorization: `Bearer ${await t.token()}` },
  ).expect(200);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
}

export interface SlotView {
  startsAt: string;
  date: string;
  time: string;
  capacity: number;
  free: number;
}

export async function visitSlots(t: TestApp, from: string, to = from): Promise<SlotView[]> {
  const res = await gql(t, 'query ($from: String!, $to: String!) { visitSlots(from: $from, to: $to) { startsAt date time capacity free } }', {
    from,
    to,
  }).expect(200);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.visitSlots as SlotView[];
}

/** The free places of the time starting at `startsAt`, as visitors see them. */
export async function freeAt(t: TestApp, n: number, time: string): Promise<number | undefined> {
  return (await visitSlots(t, day(n))).find((s) => s.time === time)?.free;
}

/** Places held on a time, counted from the visits (what the lock counts). */
export async function heldAt(t: TestApp, startsAt: string): Promise<number> {
  const [{ held }] = await t.dataSource.query(
    `SELECT coalesce(sum(b.party_size), 0)::int AS held FROM booking b JOIN visit_slot s ON s.id = b.slot_id WHERE b.holds_places AND s.starts_at = $1`,
    [startsAt],
  );
  return held as number;
}

/** Pays a visit in the sandbox, as the visitor's click does. */
export const payInSandbox = (t: TestApp, paymentLinkUrl: string) => t.http().post(new URL(paymentLinkUrl).pathname).expect(303);

export const bookingRow = async (t: TestApp, reference: string) =>
  (
    await t.dataSource.query(
      `SELECT b.status, b.party_size AS "partySize", b.holds_places AS "holdsPlaces", b.refund_due AS "refundDue", b.staff_note AS "staffNote",
              b.paid_at IS NOT NULL AS paid, b.amount::text AS amount, to_char(s.starts_at AT TIME ZONE 'Africa/Kigali', 'YYYY-MM-DD HH24:MI') AS kigali
         FROM booking b LEFT JOIN visit_slot s ON s.id = b.slot_id WHERE b.reference = $1`,
      [reference],
    )
  )[0];

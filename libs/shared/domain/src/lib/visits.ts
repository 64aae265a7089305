import { STUDIO_TIME_ZONE } from './dates';

/**
 * Studio visits on the studio's calendar: the rules and words both the API and the web keep. Every slot
 * is a date and a time in Kigali (UTC+2 all year) and is stored as the instant it is; nothing here reads
 * the server's or the browser's own time zone.
 */

/** A calendar date, `YYYY-MM-DD` (a day in Kigali when it names a visit's day). */
export type CalendarDate = string;
/** A time of day on the clock, `HH:MM` (24 hours). */
export type ClockTime = string;

/** Monday first (ISO 8601), as the weekly schedule numbers them: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** What a new shop (and the demo) starts with, so Book Now works from the first start. */
export const VISIT_SCHEDULE_DEFAULTS = {
  /** Places in each weekly slot. */
  places: 8,
  /** A visit is booked at least this long before it starts. */
  noticeHours: 24,
  /** How far ahead visits can be booked, in days from today (Kigali). */
  horizonDays: 90,
  /** The most people one booking may bring. */
  maxPartySize: 6,
  /** A visitor may reschedule or cancel until this long before the visit. */
  changeCutoffHours: 24,
  /** How long a visit lasts (the calendar entry's end). */
  visitMinutes: 60,
  /** Tuesday to Sunday at 10:00, 12:00, 14:00 and 16:00. */
  weekly: [2, 3, 4, 5, 6, 7].flatMap((weekday) => ['10:00', '12:00', '14:00', '16:00'].map((time) => ({ weekday, time }))),
} as const;

/** The bounds of the schedule's settings (the back office's form and the API's input). */
export const VISIT_SCHEDULE_LIMITS = {
  places: { min: 1, max: 200 },
  noticeHours: { min: 0, max: 720 },
  horizonDays: { min: 1, max: 730 },
  maxPartySize: { min: 1, max: 100 },
  changeCutoffHours: { min: 0, max: 720 },
  visitMinutes: { min: 15, max: 600 },
  closureNote: 200,
  /** Visit times on one day, weekly and one-off together. */
  slotsPerDay: 12,
  /** Days a visitor's calendar request may span: a month view of six weeks. */
  rangeDays: 42,
  /** Days the studio's calendar (with every visit) spans at once: a week view. */
  studioRangeDays: 7,
  /** Closed days and one-off slots to come that the schedule lists. */
  listed: 100,
} as const;

/** What a visitor is told, by both doors and the pages. */
export const VISIT_MESSAGES = {
  /** 409: the slot is full, blocked, or has fewer places left than the party. */
  slotFull: 'This time is full; choose another',
  past: 'This time has passed; choose another.',
  notice: (hours: number) => `Visits are booked at least ${hours} ${hours === 1 ? 'hour' : 'hours'} ahead; choose a later time.`,
  horizon: (days: number) => `Visits can be booked up to ${days} days ahead; choose an earlier date.`,
  noSlot: 'There is no visit at this time; choose one of the times offered.',
  party: (max: number) => `A party can be at most ${max} ${max === 1 ? 'person' : 'people'}; for a larger group, please contact the studio.`,
  changeClosed: (hours: number) => `A visit can be changed or cancelled online until ${hours} hours before it starts; please contact the studio.`,
  badLink: 'This link is not valid for this visit. Use the link in your confirmation e-mail.',
} as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real date written `YYYY-MM-DD` (2026-02-30 is not one), in the years a calendar can mean (1970 to 9000). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  const match = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && year <= 9000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time of day written `HH:MM`, 00:00 to 23:59. */
export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

const utcNoon = (date: CalendarDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day, 12);
};

/** The date `days` days after (or before) `date`: calendar arithmetic, no time zone involved. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(utcNoon(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcNoon(to) - utcNoon(from)) / 86_400_000);
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: CalendarDate): number {
  return ((new Date(utcNoon(date)).getUTCDay() + 6) % 7) + 1;
}

const kigaliClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The date and time on the studio's clock at an instant. */
export function kigaliClockOf(instant: Date | string): { date: CalendarDate; time: ClockTime } {
  const parts = Object.fromEntries(kigaliClock.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}` };
}

/** Today's date in Kigali. */
export const kigaliToday = (now: Date = new Date()): CalendarDate => kigaliClockOf(now).date;

/** Minutes the studio's clock is ahead of UTC at an instant (120 in Kigali). */
function kigaliOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(kigaliClock.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts['year'], parts['month'] - 1, parts['day'], parts['hour'], parts['minute'], parts['second']);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant a date and time on the studio's clock name (2026-12-01 10:00 in Kigali is 08:00 UTC). */
export function kigaliInstant(date: CalendarDate, time: ClockTime): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice, so a zone whose offset changes near that moment still lands on the right side of the change.
  let instant = wall - kigaliOffsetMinutes(wall) * 60_000;
  instant = wall - kigaliOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

const dayParts = (date: CalendarDate, month: 'long' | 'short', weekday: 'long' | 'short') =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday, day: 'numeric', month, year: 'numeric' })
      .formatToParts(new Date(utcNoon(date)))
      .map((p) => [p.type, p.value]),
  );

/** "Tuesday 1 December 2026": a calendar date as a visitor reads it. */
export function formatVisitDay(date: CalendarDate): string {
  const p = dayParts(date, 'long', 'long');
  return `${p['weekday']} ${p['day']} ${p['month']} ${p['year']}`;
}

/** "Tue 1 Dec". */
export function formatShortVisitDay(date: CalendarDate): string {
  const p = dayParts(date, 'short', 'short');
  return `${p['weekday']} ${p['day']} ${p['month']}`;
}

/** "Tuesday 1 December 2026 at 10:00 (Kigali time)": when a visit starts, on the studio's clock. */
export function formatVisitTime(instant: Date | string): string {
  const { date, time } = kigaliClockOf(instant);
  return `${formatVisitDay(date)} at ${time} (Kigali time)`;
}

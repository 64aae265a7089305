/**
 * The studio's own time. Every date the back office or a mail shows is Kigali's, whatever the
 * browser's or the server's zone (Rwanda is UTC+2 all year, no daylight saving).
 */
export const STUDIO_TIME_ZONE = 'Africa/Kigali';

const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, dateStyle: 'medium' });

const timeOnly = new Intl.DateTimeFormat('en-GB', { timeZone: STUDIO_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** "24 Nov 2026, 00:30": a moment in Kigali time (for 2026-11-23T22:30:00Z). */
export function formatKigaliDateTime(value: Date | string): string {
  return dateTime.format(toDate(value));
}

/** "00:30": the time of day in Kigali (for 2026-11-23T22:30:00Z). */
export function formatKigaliTime(value: Date | string): string {
  return timeOnly.format(toDate(value));
}

/** "24 Nov 2026": the day in Kigali. */
export function formatKigaliDate(value: Date | string): string {
  return dateOnly.format(toDate(value));
}

import { STUDIO_TIME_ZONE } from './dates';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: STUDIO_TIME_ZONE, timeZoneName: 'longOffset' });

/**
 * A moment as ISO 8601 in Kigali time with its offset ("2026-11-24T00:30:00.000+02:00" for 2026-11-23T22:30:00Z):
 * what a file for people (a CSV export) holds, so its dates read as the back office shows them, and still parse.
 */
export function kigaliTimestamp(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  const name = offsetFormat.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign = '+', hours = '00', minutes = '00'] = /([+-])(\d\d):(\d\d)/.exec(name) ?? [];
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return `${new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, -1)}${sign}${hours}:${minutes}`;
}

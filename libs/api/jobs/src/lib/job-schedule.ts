import { createHash } from 'node:crypto';
import { parseExpression } from 'cron-parser';
import { JobSchedule } from './job-definition';

/** The start of the schedule's slot that contains `now` (the latest time the job was due). */
export function currentSlot(schedule: JobSchedule, now: Date): Date {
  if ('every' in schedule) {
    const period = schedule.every * 1000;
    return new Date(Math.floor(now.getTime() / period) * period);
  }
  return parseExpression(schedule.cron, { tz: 'UTC', currentDate: new Date(now.getTime() + 1) })
    .prev()
    .toDate();
}

/**
 * A job id derived from a key (a UUID made of its SHA-256): sending a job with the same key twice makes
 * one job, whichever instance sends it (the queue ignores an id it already has). Used for one run per
 * schedule slot across every instance, and for one job per asset.
 */
export function jobIdOf(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  // Shaped as a version-8 (custom) RFC 9562 UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

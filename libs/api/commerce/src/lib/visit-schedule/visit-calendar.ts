import { addDays, CalendarDate, ClockTime, daysBetween, kigaliClockOf, kigaliInstant, weekdayOf } from '@sawa/shared/domain';
import type { VisitSlot } from './visit-slot.entity';
import type { WeeklySlot } from './weekly-slot.entity';

/** One visit time on the calendar, whether or not a row was kept for it yet. */
export interface SlotOccurrence {
  startsAt: Date;
  /** On the studio's clock. */
  date: CalendarDate;
  time: ClockTime;
  capacity: number;
  /** Its row (visit_slot), once something was recorded about it. */
  slotId: string | null;
  weeklySlotId: string | null;
  extra: boolean;
  blocked: boolean;
}

/** What the calendar of a range is made from. */
export interface CalendarSource {
  weekly: WeeklySlot[];
  /** Closed days in the range. */
  closures: ReadonlySet<CalendarDate>;
  /** The rows kept for times in the range. */
  rows: VisitSlot[];
}

/**
 * The visit times of the days `from` to `to` (Kigali dates), in order: each weekly slot on its weekday
 * unless the day is closed, merged with the rows kept for some of them (a block, the bookings' row),
 * plus the one-off slots and the times kept after their weekly slot was removed. A pure function: the
 * same schedule gives the same calendar whatever the server's time zone.
 */
export function occurrences(from: CalendarDate, to: CalendarDate, source: CalendarSource): SlotOccurrence[] {
  const rows = new Map(source.rows.map((row) => [row.startsAt.getTime(), row]));
  const used = new Set<string>();
  const found: SlotOccurrence[] = [];
  const days = daysBetween(from, to);
  for (let i = 0; i <= days; i++) {
    const date = addDays(from, i);
    if (source.closures.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const weekly of source.weekly) {
      if (weekly.weekday !== weekday) continue;
      const startsAt = kigaliInstant(date, weekly.startTime);
      const row = rows.get(startsAt.getTime());
      if (row) used.add(row.id);
      found.push({
        startsAt,
        date,
        time: weekly.startTime,
        capacity: row?.capacity ?? weekly.places,
        slotId: row?.id ?? null,
        weeklySlotId: weekly.id,
        extra: row?.extra ?? false,
        blocked: row?.blocked ?? false,
      });
    }
  }
  for (const row of source.rows) {
    // A weekly slot's row on a day that is now closed holds nothing (closing refuses a day with visits): not shown.
    if (used.has(row.id) || row.capacity === null || (row.weeklySlotId !== null && !row.extra)) continue;
    const { date, time } = kigaliClockOf(row.startsAt);
    found.push({ startsAt: row.startsAt, date, time, capacity: row.capacity, slotId: row.id, weeklySlotId: null, extra: row.extra, blocked: row.blocked });
  }
  return found.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

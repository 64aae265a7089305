import {
  addDays,
  daysBetween,
  formatVisitDay,
  formatVisitTime,
  isCalendarDate,
  isClockTime,
  kigaliClockOf,
  kigaliInstant,
  kigaliToday,
  weekdayOf,
} from './visits';

describe('visit dates and times on the studio clock', () => {
  it('turns a Kigali date and time into the instant, and back, whatever zone this process runs in', () => {
    expect(kigaliInstant('2026-12-01', '10:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(kigaliInstant('2026-12-01', '00:30').toISOString()).toBe('2026-11-30T22:30:00.000Z');
    expect(kigaliClockOf('2026-11-30T22:30:00Z')).toEqual({ date: '2026-12-01', time: '00:30' });
    expect(kigaliClockOf(new Date('2026-12-01T21:59:00Z'))).toEqual({ date: '2026-12-01', time: '23:59' });
    expect(kigaliToday(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('counts days and weekdays on the calendar (Monday is 1)', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-01', '2027-03-01')).toBe(90);
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(7);
  });

  it('reads only real dates and clock times', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate(20260203)).toBe(false);
    expect(isClockTime('09:30')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:30')).toBe(false);
  });

  it('writes the day and time as a visitor reads them, in Kigali time', () => {
    expect(formatVisitDay('2026-12-01')).toBe('Tuesday 1 December 2026');
    expect(formatVisitTime('2026-12-01T08:00:00Z')).toBe('Tuesday 1 December 2026 at 10:00 (Kigali time)');
  });
});

import { formatKigaliDate, formatKigaliDateTime } from './dates';

describe('Kigali dates', () => {
  it('shows a moment in Kigali time (UTC+2), whatever the zone this runs in', () => {
    expect(formatKigaliDateTime('2026-11-23T22:30:00Z')).toBe('24 Nov 2026, 00:30');
    expect(formatKigaliDateTime(new Date('2026-07-01T09:05:00Z'))).toBe('1 Jul 2026, 11:05');
  });

  it('gives the day as Kigali sees it: late evening UTC is already tomorrow there', () => {
    expect(formatKigaliDate('2026-10-31T22:15:00Z')).toBe('1 Nov 2026');
    expect(formatKigaliDate('2026-10-31T21:59:00Z')).toBe('31 Oct 2026');
  });
});

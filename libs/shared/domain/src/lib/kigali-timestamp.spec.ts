import { kigaliTimestamp } from './kigali-timestamp';

describe('a timestamp in Kigali time', () => {
  it('is the same moment, written with the +02:00 offset', () => {
    expect(kigaliTimestamp(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24T00:30:00.000+02:00');
    expect(kigaliTimestamp('2026-07-01T00:00:00.250Z')).toBe('2026-07-01T02:00:00.250+02:00');
    expect(new Date(kigaliTimestamp('2026-11-23T22:30:00Z')).toISOString()).toBe('2026-11-23T22:30:00.000Z');
  });
});

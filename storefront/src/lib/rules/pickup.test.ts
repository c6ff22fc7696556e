import { describe, expect, it } from 'vitest';
import { nextPickupDays } from './pickup';

describe('next pickup days (Fridays 10:00am-6:00pm, Riyadh time)', () => {
  it('names the coming Fridays from a weekday', () => {
    // Monday 23 Nov 2026, 09:00 UTC = 12:00 Riyadh
    expect(nextPickupDays(new Date('2026-11-23T09:00:00Z'))).toEqual([
      { isoDate: '2026-11-27', label: 'Friday, 27 November' },
      { isoDate: '2026-12-04', label: 'Friday, 4 December' },
    ]);
  });

  it('counts today while the stall is open, then moves to next week', () => {
    expect(nextPickupDays(new Date('2026-11-27T14:59:00Z'), 1)[0].isoDate).toBe('2026-11-27'); // 17:59 Riyadh
    expect(nextPickupDays(new Date('2026-11-27T15:00:00Z'), 1)[0].isoDate).toBe('2026-12-04'); // 18:00 Riyadh
  });

  it('uses the Riyadh date, not UTC, around midnight', () => {
    // Thursday 26 Nov 22:30 UTC is already Friday 27 Nov 01:30 in Riyadh
    expect(nextPickupDays(new Date('2026-11-26T22:30:00Z'), 1)[0].isoDate).toBe('2026-11-27');
    // Friday 27 Nov 21:30 UTC is Saturday 00:30 in Riyadh
    expect(nextPickupDays(new Date('2026-11-27T21:30:00Z'), 1)[0].isoDate).toBe('2026-12-04');
  });

  it('crosses month and year ends', () => {
    expect(nextPickupDays(new Date('2026-12-30T09:00:00Z'), 2).map((d) => d.isoDate)).toEqual(['2027-01-01', '2027-01-08']);
  });
});

import { hasOffset, isCalendarDay, isSaleDateInput } from './sale-dates';

describe('sale dates', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-04-31')).toBe(false);
    expect(isCalendarDay('2025-1-5')).toBe(false);
    expect(isCalendarDay('1969-12-31')).toBe(false);
    expect(isCalendarDay(20250101)).toBe(false);
  });
  it('accepts a day or a full ISO timestamp as a sale date', () => {
    for (const ok of ['2026-03-01', '2026-03-01T20:59:59Z', '2026-03-01T20:59:59.123+03:00', '2026-03-01T23:59:59']) {
      expect(isSaleDateInput(ok)).toBe(true);
    }
    for (const bad of ['2026-03-01 10:00', '2026-02-30T10:00:00Z', '2026-03-01T24:01:00Z', 'March 1', '', null]) {
      expect(isSaleDateInput(bad)).toBe(false);
    }
  });
  it('tells timestamps with an offset from shop-time ones', () => {
    expect(hasOffset('2026-03-01T10:00:00Z')).toBe(true);
    expect(hasOffset('2026-03-01T10:00:00+05:30')).toBe(true);
    expect(hasOffset('2026-03-01T10:00:00-0200')).toBe(true);
    expect(hasOffset('2026-03-01T10:00:00')).toBe(false);
    expect(hasOffset('2026-03-01T10:00:00.250')).toBe(false);
  });
});

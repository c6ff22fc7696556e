import { describe, expect, it } from 'vitest';
import { shopFormat } from './format';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('shopFormat', () => {
  it('writes money as the storefront does: "SAR 1,250.00" in English, "1,250.00 ر.س" in Arabic', () => {
    expect(shopFormat('en').money(1250)).toBe('SAR 1,250.00');
    expect(shopFormat('ar').money(1250)).toBe('1,250.00 ر.س');
    expect(shopFormat('ar').money('99.5', 'USD')).toBe('99.50 USD');
  });

  it('keeps Western digits in Arabic numbers and dates', () => {
    const ar = shopFormat('ar');
    expect(ar.number(1234567.5)).toBe('1,234,567.5');
    const when = ar.dateTime('2026-11-22T09:00:00.000Z');
    expect(when).not.toMatch(ARABIC_INDIC);
    expect(when).toContain('2026');
    expect(when).toContain('12:00');
  });

  it("reads moments in Riyadh's time and calendar days as they are", () => {
    expect(shopFormat('en').dateTime('2026-11-22T09:00:00.000Z')).toBe('Nov 22, 2026, 12:00 PM');
    // 22:30 UTC is already the next day in Riyadh
    expect(shopFormat('en').date('2026-11-22T22:30:00.000Z')).toBe('Nov 23, 2026');
    // a pickup day stays that day whatever the zone
    expect(shopFormat('en').date('2026-11-22')).toBe('Nov 22, 2026');
    expect(shopFormat('ar').date('2026-11-22')).toContain('22');
  });
});

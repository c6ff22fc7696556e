import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from './format.js';
import { SHOP_LOCALE } from './shop-identity.js';

// The price format is written by hand so that a page formatting its first price builds no Intl.NumberFormat (some
// 20 ms on a phone, in the search page's first paint); it must say exactly what that format says.
const intl = new Intl.NumberFormat(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn', useGrouping: true });

afterEach(() => vi.restoreAllMocks());

describe('formatPrice without Intl', () => {
  it('builds no number format', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    formatPrice(1234.5);
    expect(spy).not.toHaveBeenCalled();
  });

  it('writes every amount as the en-SA format with Latin digits does', () => {
    const amounts = [
      0, -0, 0.005, 0.015, 0.125, 1.005, 1.995, 2.675, 9.999, 12.5, 99.995, 999.995, 1000, 1234.5, 99999.999, 1e6, 1234567.891, 1e15, -1, -0.004,
      -1234.565,
    ];
    for (let i = 0; i < 3000; i++) amounts.push(Math.round(Math.random() * 10 ** (1 + (i % 9)) * 1000) / 1000, Math.random() * 10 ** (i % 12));
    for (const a of amounts) expect(formatPrice(a), String(a)).toBe(`SAR ${intl.format(a)}`);
  });
});

import { describe, expect, it } from 'vitest';
import { effectivePrice, formatPrice } from './prices';

describe('effectivePrice', () => {
  it('uses the discount only when above zero', () => {
    expect(effectivePrice({ sellingPrice: 100, discountedPrice: 80 })).toBe(80);
    expect(effectivePrice({ sellingPrice: 100, discountedPrice: 0 })).toBe(100);
    expect(effectivePrice({ sellingPrice: 100, discountedPrice: null })).toBe(100);
  });
});

describe('formatPrice', () => {
  it('keeps the English format and writes Arabic prices with Latin digits followed by ر.س', () => {
    expect(formatPrice(1250, 'SAR')).toBe('SAR 1,250.00');
    expect(formatPrice(1250, 'SAR', 'ar')).toBe('1,250.00 ر.س');
    expect(formatPrice('99.5', 'SAR', 'ar')).toBe('99.50 ر.س');
    expect(formatPrice(0, 'SAR', 'ar')).toBe('0.00 ر.س');
    expect(formatPrice(10, 'USD', 'ar')).toBe('10.00 USD');
  });
});

import { describe, expect, it } from 'vitest';
import { effectivePrice } from './prices';

describe('effectivePrice', () => {
  it('uses the discount only when above zero', () => {
    expect(effectivePrice({ sellingPrice: 100, discountedPrice: 80 })).toBe(80);
    expect(effectivePrice({ sellingPrice: 100, discountedPrice: 0 })).toBe(100);
    expect(effectivePrice({ sellingPrice: 100, discountedPrice: null })).toBe(100);
  });
});

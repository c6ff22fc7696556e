import { describe, expect, it } from 'vitest';
import { SALE_MESSAGES } from '@shop/common';
import { toSaleBody, todayInShop, validateSale } from './saleRules';

describe('sale rules', () => {
  const ok = { productId: 'p', saleDate: '2026-11-20', platform: 'PHYSICAL_STORE', originalPrice: 10, sellingPrice: 20 };
  it('accepts a complete sale', () => expect(validateSale(ok, 'create')).toEqual({}));
  it('messages', () => {
    expect(validateSale({ ...ok, productId: '' }, 'create').productId).toBe(SALE_MESSAGES.productRequired);
    expect(validateSale({ ...ok, saleDate: '' }, 'create').saleDate).toBe(SALE_MESSAGES.saleDateRequired);
    expect(validateSale({ ...ok, saleDate: '' }, 'edit').saleDate).toBeUndefined();
    expect(validateSale({ ...ok, platform: 'EBAY' }, 'create').platform).toBe(SALE_MESSAGES.platformRequired);
    expect(validateSale({ ...ok, originalPrice: -1 }, 'create').originalPrice).toBe(SALE_MESSAGES.originalPricePositive);
    expect(validateSale({ ...ok, discountedPrice: -1 }, 'create').discountedPrice).toBe(SALE_MESSAGES.discountedPricePositive);
  });
  it('today is the Riyadh date', () => {
    // 22:30 UTC is already the next day in Riyadh (UTC+3).
    expect(todayInShop(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
  });
  it('body leaves blanks out', () => {
    expect(toSaleBody({ ...ok, customerName: ' ', discountedPrice: '' })).toEqual({ ...ok, discountedPrice: undefined, customerName: undefined, customerLocation: undefined, saleNotes: undefined });
  });
});

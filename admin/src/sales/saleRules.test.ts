import { describe, expect, it } from 'vitest';
import { SALE_MESSAGES } from '@shop/common';
import { toSaleBody, todayInShop, validateSale } from './saleRules';

/** The body as it reaches the API (JSON leaves undefined fields out). */
const sent = (body: object) => JSON.parse(JSON.stringify(body));

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
  it('body leaves blanks out when recording', () => {
    expect(toSaleBody({ ...ok, customerName: ' ', discountedPrice: '' }, 'create')).toEqual({
      ...ok,
      discountedPrice: undefined,
      customerName: undefined,
      customerLocation: undefined,
      saleNotes: undefined,
      quantity: 1,
    });
    expect(sent(toSaleBody({ ...ok, discountedPrice: null }, 'create'))).not.toHaveProperty('discountedPrice');
  });
  it('on edit a cleared discount (and cleared customer fields) go to the API as null', () => {
    const body = toSaleBody({ ...ok, discountedPrice: '', customerName: '  ', customerLocation: '', saleNotes: '' }, 'edit');
    expect(body).toEqual({ ...ok, discountedPrice: null, customerName: null, customerLocation: null, saleNotes: null, quantity: 1, size: null });
    // the PUT body as sent still carries them, so the API clears the stored values
    expect(sent(body)).toMatchObject({ discountedPrice: null, customerName: null, customerLocation: null, saleNotes: null });
    expect(toSaleBody({ ...ok, discountedPrice: null }, 'edit').discountedPrice).toBeNull();
  });
  it('sends the quantity (1 when blank), the size and an oversell only when ticked', () => {
    expect(toSaleBody({ ...ok, quantity: '3', size: 'M', oversell: true }, 'create')).toMatchObject({ quantity: 3, size: 'M', oversell: true });
    expect(sent(toSaleBody({ ...ok, quantity: '', oversell: false }, 'create'))).not.toHaveProperty('oversell');
    expect(toSaleBody({ ...ok, quantity: '' }, 'create').quantity).toBe(1);
  });
  it('on edit a kept discount and kept text are sent as they are', () => {
    expect(toSaleBody({ ...ok, discountedPrice: '15.5', customerName: ' Sara ' }, 'edit')).toMatchObject({
      discountedPrice: 15.5,
      customerName: 'Sara',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@shop/common';
import { countError, createStockBody, draftFor, leftFor, saleQuantityError, saleSizeError, toSetStockBody, validateStockDraft } from './stockRules';

const product = {
  stockTracked: true,
  sizes: ['S', 'M'],
  sizeStock: [
    { size: 'S', availability: 'IN_STOCK' as const, left: 3 },
    { size: 'M', availability: 'SOLD_OUT' as const, left: 0 },
  ],
};

describe('stock rules', () => {
  it('accepts whole counts of 0 or more only', () => {
    expect(countError('0')).toBeUndefined();
    expect(countError(' 12 ')).toBeUndefined();
    for (const bad of ['', '-1', '1.5', 'abc', undefined]) expect(countError(bad)).toBe(STOCK_MESSAGES.onHandInvalid);
    expect(countError('100001')).toBe(STOCK_MESSAGES.onHandTooHigh);
  });

  it('checks every size of a tracked draft and builds the API body', () => {
    expect(validateStockDraft(['S', 'M'], { tracked: true, counts: { S: '1' } })).toEqual({ M: STOCK_MESSAGES.onHandInvalid });
    expect(validateStockDraft(['S'], { tracked: false, counts: {} })).toEqual({});
    expect(toSetStockBody(['S', 'M'], { tracked: true, counts: { S: '1', M: ' 0' } })).toEqual({
      tracked: true,
      sizes: [
        { size: 'S', onHand: 1 },
        { size: 'M', onHand: 0 },
      ],
    });
    expect(toSetStockBody(['S'], { tracked: false, counts: { S: '4' } })).toEqual({ tracked: false });
    expect(draftFor(product)).toEqual({ tracked: true, counts: { S: '3', M: '0' } });
    expect(draftFor({ stockTracked: false, sizeStock: [] })).toEqual({ tracked: false, counts: {} });
  });

  it('sends stock with the product create only when counting is on, in the set-stock body', () => {
    expect(createStockBody(['S', 'M'], { tracked: true, counts: { S: '2', M: '0' } })).toEqual({
      stock: {
        tracked: true,
        sizes: [
          { size: 'S', onHand: 2 },
          { size: 'M', onHand: 0 },
        ],
      },
    });
    expect(createStockBody(['S'], { tracked: false, counts: { S: '4' } })).toEqual({});
    expect(createStockBody(['S'], undefined)).toEqual({});
  });

  it('limits a sale to what is left unless it is an oversell', () => {
    expect(leftFor(product, 'S')).toBe(3);
    expect(leftFor(product, 'M', 1)).toBe(1);
    expect(leftFor({ ...product, stockTracked: false }, 'S')).toBeNull();
    expect(saleQuantityError('2', 3, 'Cap', 'S', false, true)).toBeUndefined();
    expect(saleQuantityError('4', 3, 'Cap', 'S', false, true)).toBe('Only 3 left of Cap in size S');
    expect(saleQuantityError('1', 0, 'Tee', 'L', false, false)).toBe('Only 0 left of Tee');
    expect(saleQuantityError('4', 3, 'Cap', 'S', true, true)).toBeUndefined();
    expect(saleQuantityError('9', null, 'Cap', null, false, true)).toBeUndefined();
    for (const bad of ['0', '-1', '1.5', '', null]) expect(saleQuantityError(bad, 5, 'Cap', 'S', false, true)).toBe(STOCK_MESSAGES.quantityInvalid);
  });

  it('needs a size for a counted product with several sizes', () => {
    expect(saleSizeError(product, '')).toBe(STOCK_MESSAGES.sizeRequired);
    expect(saleSizeError(product, 'XL')).toBe(STOCK_MESSAGES.sizeUnknown);
    expect(saleSizeError(product, 'S')).toBeUndefined();
    expect(saleSizeError({ stockTracked: false, sizes: ['S', 'M'] }, null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { listedSizes, sizeOptions, sortSizes } from './sizes';

const v = (...values: string[]) => values.map((value) => ({ value }));

describe('sizes filter', () => {
  it('orders letter sizes as worn, numbers numerically, the rest by text', () => {
    expect(sortSizes(v('XL', 'M', 'S', 'L', 'XS')).map((s) => s.value)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(sortSizes(v('43', '9', '42,5', '40', '7 1/4')).map((s) => s.value)).toEqual(['7 1/4', '9', '40', '42,5', '43']);
    expect(sortSizes(v('One Size', 'M', '42')).map((s) => s.value)).toEqual(['M', '42', 'One Size']);
  });

  it("a prebuilt page's sizes are those its products list, whatever their stock, so a sale never changes the page", () => {
    const counted = (sizeStock: { size: string; availability: 'IN_STOCK' | 'LOW_STOCK' | 'SOLD_OUT' }[]) => ({
      stockTracked: true,
      availability: 'IN_STOCK' as const,
      stockLeft: null,
      sizeStock: sizeStock.map((s) => ({ ...s, left: null })),
    });
    const products = [
      {
        sizes: ['43', '42'],
        ...counted([
          { size: '42', availability: 'SOLD_OUT' },
          { size: '43', availability: 'IN_STOCK' },
        ]),
      },
      { sizes: ['42', '44', '42'], stockTracked: false },
    ];
    expect(listedSizes(products)).toEqual([
      { value: '42', count: 2 },
      { value: '43', count: 1 },
      { value: '44', count: 1 },
    ]);
  });

  it('keeps a chosen size the answer no longer counts, with 0, so it can be unchosen', () => {
    expect(sizeOptions([{ value: '43', count: 2 }], ['42', '43'])).toEqual([
      { value: '42', count: 0 },
      { value: '43', count: 2 },
    ]);
  });
});

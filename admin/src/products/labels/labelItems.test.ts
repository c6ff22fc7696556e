import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/common';
import { copiesKey, idsFromSearch, labelItems, MAX_PRODUCTS, sheetsOf, shopPrice } from './labelItems';

const product = (id: string, sizes: string[], sellingPrice = 120, discountedPrice: number | null = null) =>
  ({ id, name: `Cap ${id}`, sizes, sellingPrice, discountedPrice }) as ProductView;

describe('size labels to print', () => {
  it('prints the shop price: the discounted one when set', () => {
    expect(shopPrice(product('a', [], 120, 99.5))).toBe(99.5);
    expect(shopPrice(product('a', [], 120, null))).toBe(120);
    expect(shopPrice(product('a', [], 120, 0))).toBe(120);
  });

  it('gives one label per size in product order, copies as chosen, none for 0, one without size for a product without sizes', () => {
    const items = labelItems([product('b', ['S', 'M', 'L']), product('a', [])], { [copiesKey('b', 'M')]: 3, [copiesKey('b', 'L')]: 0 });
    expect(items.map((i) => `${i.productId}:${i.size}`)).toEqual(['b:S', 'b:M', 'b:M', 'b:M', 'a:null']);
  });

  it('fills A4 sheets of 24 after the stickers already used', () => {
    const items = labelItems([product('a', ['42'])], { [copiesKey('a', '42')]: 30 });
    const sheets = sheetsOf(items, 5);
    expect(sheets.map((s) => s.length)).toEqual([24, 11]);
    expect(sheets[0].slice(0, 6).map((c) => c?.size ?? null)).toEqual([null, null, null, null, null, '42']);
    expect(sheetsOf([], 5)).toEqual([]);
  });

  it('reads the ids from the address: deduplicated, only id-shaped, capped', () => {
    expect(idsFromSearch('?ids=b,a,b,,%3Cx%3E,A')).toEqual({ ids: ['b', 'a'], cut: false });
    const many = Array.from({ length: MAX_PRODUCTS + 1 }, (_, i) => `c${i}`).join(',');
    expect(idsFromSearch(`?ids=${many}`).ids).toHaveLength(MAX_PRODUCTS);
    expect(idsFromSearch(`?ids=${many}`).cut).toBe(true);
  });
});

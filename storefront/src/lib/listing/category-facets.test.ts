import { describe, expect, it } from 'vitest';
import type { Product } from '../../model/types';
import { categoryFacets } from './category-facets';

const product = (id: string, brand: string, sizes: string[], sellingPrice = 100, discountedPrice: number | null = null) =>
  ({ id, brand, sizes, sellingPrice, discountedPrice }) as unknown as Product;

describe('category facets', () => {
  it("count the whole category's brands and sizes, and see a struck price anywhere in it", () => {
    const all = [product('a', 'Vans', ['42', '41']), product('b', 'Nike', ['42']), product('c', 'Vans', ['M'], 100, 80)];
    expect(categoryFacets(all)).toEqual({
      brands: [
        { value: 'Nike', count: 1 },
        { value: 'Vans', count: 2 },
      ],
      sizes: [
        { value: 'M', count: 1 },
        { value: '41', count: 1 },
        { value: '42', count: 2 },
      ],
      anyStruck: true,
    });
  });

  it('are counted once for every listing page of an unchanged category', () => {
    const all = [product('a', 'Vans', ['42']), product('b', 'Nike', ['42'])];
    expect(categoryFacets(all)).toBe(categoryFacets(all));
  });

  it('follow the list when the incremental renderer changes it in place (a product replaced, added or removed)', () => {
    const all = [product('a', 'Vans', ['42']), product('b', 'Nike', ['42'])];
    expect(categoryFacets(all).anyStruck).toBe(false);
    all[1] = product('b', 'Nike', ['42', '43'], 100, 90); // a changed product is a new object at the same place
    expect(categoryFacets(all).sizes).toEqual([
      { value: '42', count: 2 },
      { value: '43', count: 1 },
    ]);
    expect(categoryFacets(all).anyStruck).toBe(true);
    all.push(product('c', 'Adidas', []));
    expect(categoryFacets(all).brands.map((b) => b.value)).toEqual(['Adidas', 'Nike', 'Vans']);
    all.splice(0, 2);
    expect(categoryFacets(all)).toEqual({ brands: [{ value: 'Adidas', count: 1 }], sizes: [], anyStruck: false });
  });
});

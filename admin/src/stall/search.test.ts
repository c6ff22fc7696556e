import { describe, expect, it } from 'vitest';
import { searchIndex, searchProducts } from './search';

const product = (id: string, name: string, brand: string) => ({ id, name, brand, code: id.slice(-6).toUpperCase(), price: 100, sizes: [] });

describe('stall search', () => {
  const index = searchIndex([
    product('c00000000000000000000abc12', 'Bulls 1996 Snapback', 'Starter'),
    product('c00000000000000000000def34', 'Café Jeepney Tee', 'Krwn'),
  ]);
  it('finds by name, brand or code, every word, without case or accents', () => {
    expect(searchProducts(index, 'bulls').map((p) => p.name)).toEqual(['Bulls 1996 Snapback']);
    expect(searchProducts(index, 'KRWN cafe').map((p) => p.name)).toEqual(['Café Jeepney Tee']);
    expect(searchProducts(index, 'abc12').map((p) => p.name)).toEqual(['Bulls 1996 Snapback']);
    expect(searchProducts(index, 'bulls krwn')).toEqual([]);
    expect(searchProducts(index, '  ')).toEqual([]);
  });
});

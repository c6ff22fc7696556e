import { describe, expect, it } from 'vitest';
import { describeCartChange, refreshCartItems } from './refresh';
import type { CartItem } from '../cart/store';
import type { Product } from '../../lib/types';
import type { Availability } from '../../lib/stock';

const line = (id: string, name: string, price: number, qty = 1): CartItem => ({ id, productId: id, name, brand: 'B', price, currency: 'SAR', image: '/x.jpg', qty, category: '' });
const product = (id: string, name: string, sellingPrice: number, discountedPrice: number | null = null, availability: Availability = 'IN_STOCK', stockLeft: number | null = null) =>
  ({
    id, name, brand: 'B', description: null, nameAr: null, descriptionAr: null, condition: 'NEW', material: null, subcategory: null, sizes: [], colors: [], tags: [],
    featured: false, publiclyVisible: true, archived: false, sellingPrice, discountedPrice, currency: 'SAR', categoryId: 'c',
    category: { id: 'c', name: 'Caps', nameAr: null }, images: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
    stockTracked: availability !== 'IN_STOCK' || stockLeft != null, availability, stockLeft, sizeStock: [],
  }) satisfies Product;

describe('re-reading the cart before confirmation', () => {
  it('drops gone products, updates changed prices and keeps unreachable ones', async () => {
    const items = [line('a', 'Cap A', 100, 2), line('b', 'Cap B', 50), line('c', 'Cap C', 70), line('d', 'Cap D', 10)];
    const result = await refreshCartItems(items, async (id) => {
      if (id === 'a') return product('a', 'Cap A', 120, 90);
      if (id === 'b') return null;
      if (id === 'c') return product('c', 'Cap C', 70);
      throw new Error('network');
    });
    expect(result.items.map((i) => [i.productId, i.price, i.qty])).toEqual([['a', 90, 2], ['c', 70, 1], ['d', 10, 1]]);
    expect(result.unchecked).toEqual(['Cap D']);
    expect(result.changes.map((c) => describeCartChange(c))).toEqual([
      'Cap A now costs SAR 90.00 (was SAR 100.00).',
      'Cap B is no longer available and was removed from your cart.',
    ]);
  });
});

describe('re-reading stock before confirmation', () => {
  it('removes sold-out items and shrinks lines to what is left, saying which and how many', async () => {
    const items = [line('a', 'Cap A', 100), line('b', 'Cap B', 50, 3), line('c', 'Cap C', 70, 2), line('d', 'Cap D', 10, 5)];
    const result = await refreshCartItems(items, async (id) => {
      if (id === 'a') return product('a', 'Cap A', 100, null, 'SOLD_OUT', 0);
      if (id === 'b') return product('b', 'Cap B', 50, null, 'LOW_STOCK', 1);
      if (id === 'c') return product('c', 'Cap C', 70, null, 'LOW_STOCK', null); // low, count hidden: kept as asked
      return product('d', 'Cap D', 10, null, 'IN_STOCK', 9);
    });
    expect(result.items.map((i) => [i.productId, i.qty, i.left])).toEqual([['b', 1, 1], ['c', 2, undefined], ['d', 5, 9]]);
    expect(result.changes.map((c) => describeCartChange(c))).toEqual([
      'Cap A has sold out and was removed from your cart.',
      'Only 1 of Cap B is left: your cart now holds 1 (was 3).',
    ]);
  });
});

describe('re-reading stock on an Arabic page', () => {
  it('says in Arabic which item sold out and how many are left', async () => {
    const items = [line('a', 'Cap A', 100), line('b', 'Cap B', 50, 3), line('c', 'Cap C', 70, 5)];
    const result = await refreshCartItems(items, async (id) => {
      if (id === 'a') return product('a', 'Cap A', 100, null, 'SOLD_OUT', 0);
      if (id === 'b') return product('b', 'Cap B', 50, null, 'LOW_STOCK', 1);
      return product('c', 'Cap C', 70, null, 'LOW_STOCK', 3);
    });
    expect(result.changes.map((c) => describeCartChange(c, 'ar'))).toEqual([
      'نفدت كمية Cap A وأُزيل من سلتك.',
      'بقيت من Cap B قطعة واحدة فقط: أصبحت سلتك تضم قطعة واحدة (كانت 3).',
      'بقيت من Cap C 3 قطع فقط: أصبحت سلتك تضم 3 قطع (كانت 5).',
    ]);
  });
});

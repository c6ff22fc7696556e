import { describe, expect, it } from 'vitest';
import { cartNotices, describeCartChange, isStockChange, refreshCartItems } from './refresh';
import type { CartItem } from '../cart-store/store';
import type { Product } from '../../model/types';
import type { Availability } from '../../lib/rules/stock';

const line = (id: string, name: string, price: number, qty = 1): CartItem => ({
  id,
  productId: id,
  name,
  brand: 'B',
  price,
  currency: 'SAR',
  image: '/x.jpg',
  qty,
  category: '',
});
const product = (
  id: string,
  name: string,
  sellingPrice: number,
  discountedPrice: number | null = null,
  availability: Availability = 'IN_STOCK',
  stockLeft: number | null = null,
) =>
  ({
    id,
    name,
    brand: 'B',
    description: null,
    nameAr: null,
    descriptionAr: null,
    condition: 'NEW',
    material: null,
    subcategory: null,
    sizes: [],
    colors: [],
    tags: [],
    featured: false,
    publiclyVisible: true,
    archived: false,
    sellingPrice,
    discountedPrice,
    currency: 'SAR',
    categoryId: 'c',
    category: { id: 'c', name: 'Caps', nameAr: null },
    images: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    stockTracked: availability !== 'IN_STOCK' || stockLeft != null,
    availability,
    stockLeft,
    sizeStock: [],
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
    expect(result.items.map((i) => [i.productId, i.price, i.qty])).toEqual([
      ['a', 90, 2],
      ['c', 70, 1],
      ['d', 10, 1],
    ]);
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
    expect(result.items.map((i) => [i.productId, i.qty, i.left])).toEqual([
      ['b', 1, 1],
      ['c', 2, undefined],
      ['d', 5, 9],
    ]);
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

describe('cart change notices in the page language', () => {
  const ar = (item: CartItem, nameAr: string): CartItem => ({ ...item, nameAr });
  const withAr = (p: Product, nameAr: string | null): Product => ({ ...p, nameAr });

  it('name each product by its Arabic name on an Arabic page', async () => {
    const items = [
      ar(line('a', 'Cap A', 100), 'كاب أ'),
      ar(line('b', 'Cap B', 50, 3), 'كاب ب'),
      ar(line('c', 'Cap C', 70), 'كاب ج'),
      ar(line('d', 'Cap D', 10), 'كاب د'),
    ];
    const result = await refreshCartItems(items, async (id) => {
      if (id === 'a') return withAr(product('a', 'Cap A', 100, null, 'SOLD_OUT', 0), 'كاب أ');
      if (id === 'b') return withAr(product('b', 'Cap B', 50, null, 'LOW_STOCK', 1), 'كاب ب');
      if (id === 'c') return withAr(product('c', 'Cap C', 80), 'كاب ج');
      return null;
    });
    expect(result.changes.map((c) => describeCartChange(c, 'ar'))).toEqual([
      'نفدت كمية كاب أ وأُزيل من سلتك.',
      'بقيت من كاب ب قطعة واحدة فقط: أصبحت سلتك تضم قطعة واحدة (كانت 3).',
      'سعر كاب ج الآن 80.00 ر.س (كان 70.00 ر.س).',
      'كاب د لم يعد متاحًا وأُزيل من سلتك.',
    ]);
    // The same changes on an English page keep the English names.
    expect(describeCartChange(result.changes[2], 'en')).toBe('Cap C now costs SAR 80.00 (was SAR 70.00).');
  });

  it('fall back to the English name when the Arabic one is empty or blank', async () => {
    const items = [ar(line('a', 'Cap A', 100), ''), ar(line('b', 'Cap B', 50), '  ')];
    const result = await refreshCartItems(items, async (id) => (id === 'a' ? null : withAr(product('b', 'Cap B', 60), '  ')));
    expect(result.changes.map((c) => describeCartChange(c, 'ar'))).toEqual([
      'Cap A لم يعد متاحًا وأُزيل من سلتك.',
      'سعر Cap B الآن 60.00 ر.س (كان 50.00 ر.س).',
    ]);
  });

  it('tell an Arabic page of a new Arabic name in Arabic, both before and after', async () => {
    const result = await refreshCartItems([ar(line('a', 'Cap A', 100), 'كاب أ')], async () => withAr(product('a', 'Cap A', 100), 'كاب ألف'));
    expect(result.items[0].nameAr).toBe('كاب ألف');
    expect(result.changes.map((c) => describeCartChange(c, 'ar'))).toEqual(['أصبح اسم كاب أ الآن كاب ألف.']);
  });

  it('leave a new Arabic name out of the English page, which never showed it', async () => {
    const result = await refreshCartItems([ar(line('a', 'Cap A', 100), 'كاب أ')], async () => withAr(product('a', 'Cap A', 100), 'كاب ألف'));
    expect(cartNotices(result.changes, 'en')).toEqual([]);
    expect(cartNotices(result.changes, 'ar')).toEqual(['أصبح اسم كاب أ الآن كاب ألف.']);
  });
});

describe('the re-check per size', () => {
  const sized = (size: string | undefined, qty: number): CartItem => ({
    ...line('s', 'Court Sneaker', 300, qty),
    id: size ? `s|${size}` : 's',
    ...(size === undefined ? {} : { size }),
  });
  const shoe = {
    ...product('s', 'Court Sneaker', 300, null, 'LOW_STOCK', 3),
    sizes: ['42', '43', '44'],
    sizeStock: [
      { size: '42', availability: 'LOW_STOCK' as const, left: 1 },
      { size: '43', availability: 'IN_STOCK' as const, left: 2 },
      { size: '44', availability: 'SOLD_OUT' as const, left: 0 },
    ],
  };

  it('checks each size against its own stock and says which size changed', async () => {
    const result = await refreshCartItems([sized('42', 2), sized('43', 2), sized('44', 1), sized('45', 1)], async () => shoe);
    expect(result.items.map((i) => [i.id, i.qty, i.left])).toEqual([
      ['s|42', 1, 1],
      ['s|43', 2, 2],
    ]);
    expect(cartNotices(result.changes)).toEqual([
      'Only 1 of Court Sneaker (size 42) is left: your cart now holds 1 (was 2).',
      'Court Sneaker (size 44) has sold out and was removed from your cart.',
      'Court Sneaker is no longer sold in size 45 and was removed from your cart.',
    ]);
    expect(cartNotices(result.changes, 'ar')[0]).toContain('(المقاس 42)');
  });

  it('stops at a line saved before sizes of a product with several; gives the only size to one with one', async () => {
    const several = await refreshCartItems([sized(undefined, 1)], async () => shoe);
    expect(several.items).toHaveLength(1);
    expect(several.changes.map((c) => c.kind)).toEqual(['chooseSize']);
    expect(several.changes.some(isStockChange)).toBe(true);
    const one = await refreshCartItems([sized(undefined, 1)], async () => ({ ...shoe, sizes: ['43'] }));
    expect(one.items.map((i) => [i.id, i.size])).toEqual([['s|43', '43']]);
    expect(one.changes).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { applyPromotion, bestPromotion, type PromotionLine, type PromotionRule } from './promotions.js';

const now = new Date('2026-11-27T12:00:00Z');
const promo = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 'p1',
  kind: 'PERCENT',
  value: 10,
  appliesTo: 'ORDER',
  targets: [],
  minimumTotal: 0,
  startsAt: '2026-11-26T21:00:00Z',
  endsAt: '2026-11-30T21:00:00Z',
  perOrderLimit: null,
  automatic: true,
  ...over,
});
const line = (over: Partial<PromotionLine>): PromotionLine => ({
  productId: 'cap',
  categoryId: 'caps',
  brand: 'New Era',
  quantity: 1,
  unitPrice: 100,
  sellingPrice: 100,
  ...over,
});

describe('the stacking rule (one promotion per order, the best for the shopper)', () => {
  const cases: [string, PromotionRule, PromotionLine[], number | null][] = [
    ['10 % off the order', promo({}), [line({ quantity: 2 })], 20],
    ['percent rounds each piece to the halala', promo({ value: 15 }), [line({ unitPrice: 149.99, sellingPrice: 149.99 })], 22.5],
    ['fixed off the order', promo({ kind: 'FIXED_ORDER', value: 50 }), [line({ quantity: 3 })], 50],
    ['fixed off the order never more than the eligible pieces', promo({ kind: 'FIXED_ORDER', value: 500 }), [line({})], 99.99],
    ['fixed per piece', promo({ kind: 'FIXED_PER_PIECE', value: 15 }), [line({ quantity: 3 })], 45],
    ['fixed per piece keeps a halala', promo({ kind: 'FIXED_PER_PIECE', value: 150 }), [line({})], 99.99],
    ['minimum not reached', promo({ minimumTotal: 300 }), [line({ quantity: 2 })], null],
    [
      'minimum reached (counts discounted pieces)',
      promo({ minimumTotal: 300 }),
      [line({ quantity: 2 }), line({ productId: 'b', unitPrice: 120, sellingPrice: 150 })],
      20,
    ],
    [
      'categories: only the listed',
      promo({ appliesTo: 'CATEGORIES', targets: ['shirts'] }),
      [line({}), line({ productId: 's', categoryId: 'shirts', unitPrice: 80, sellingPrice: 80 })],
      8,
    ],
    ['brands, any case', promo({ appliesTo: 'BRANDS', targets: ['new era'] }), [line({}), line({ productId: 'x', brand: 'Mitchell & Ness' })], 10],
    ['products', promo({ appliesTo: 'PRODUCTS', targets: ['x'] }), [line({}), line({ productId: 'x', unitPrice: 50, sellingPrice: 50 })], 5],
    ['expired', promo({ endsAt: '2026-11-27T12:00:00Z' }), [line({})], null],
    ['not yet started', promo({ startsAt: '2026-11-27T12:00:01Z' }), [line({})], null],
    ["the product's own discount stays: no promotion on top", promo({}), [line({ unitPrice: 80, sellingPrice: 100 })], null],
    [
      'per-order limit: the dearest pieces first',
      promo({ perOrderLimit: 2 }),
      [line({ quantity: 3, unitPrice: 50, sellingPrice: 50 }), line({ productId: 'd', unitPrice: 200, sellingPrice: 200 })],
      25,
    ],
  ];
  it.each(cases)('%s', (_name, p, lines, expected) => {
    const out = applyPromotion(p, lines, now);
    expect(out?.discount ?? null).toBe(expected);
    if (out) {
      // the parts of each line hold its pieces and add up to its discount, to the halala
      out.lines.forEach((l, i) => {
        expect(l.parts.reduce((s, x) => s + x.quantity, 0)).toBe(lines[i].quantity);
        expect(l.parts.reduce((s, x) => s + Math.round(x.perPiece * 100) * x.quantity, 0)).toBe(Math.round(l.discount * 100));
      });
    }
  });

  it('spreads a fixed amount over pieces exactly: some pieces take one halala more', () => {
    const out = applyPromotion(promo({ kind: 'FIXED_ORDER', value: 10 }), [line({ quantity: 3 })], now)!;
    expect(out.lines[0].parts).toEqual([
      { quantity: 1, perPiece: 3.34 },
      { quantity: 2, perPiece: 3.33 },
    ]);
  });

  it('picks the best of the automatic promotions and the code, never two', () => {
    const auto = promo({ id: 'a', value: 10 });
    const coded = promo({ id: 'c', kind: 'FIXED_ORDER', value: 30, automatic: false });
    const lines = [line({ quantity: 2 })];
    expect(bestPromotion(lines, [auto, coded], now, 'c')).toMatchObject({ promotionId: 'c', discount: 30 });
    expect(bestPromotion(lines, [auto, coded], now, null)).toMatchObject({ promotionId: 'a', discount: 20 });
    expect(bestPromotion(lines, [promo({ id: 'a', value: 20 }), coded], now, 'c')).toMatchObject({ promotionId: 'a', discount: 40 });
    // a tie goes to the code's promotion
    expect(bestPromotion(lines, [promo({ id: 'a', value: 15 }), coded], now, 'c')).toMatchObject({ promotionId: 'c' });
    expect(bestPromotion(lines, [], now, null)).toBeNull();
  });
});

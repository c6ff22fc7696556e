import { afterEach, describe, expect, it } from 'vitest';
import { PROMOTION_CHECK_REFUSAL, PROMOTION_CHECK_REFUSAL_AR, type PublicPromotion, type PublicPromotionsAnswer } from '@shop/common';
import type { CartItem } from './store';
import { STORAGE_KEYS } from '@shop/common';
import { $cartItems } from './store';
import { $appliedCode, $codeNotice, applyCode, cartDiscount, checkRequest, refusalText, reviveAppliedCode, revalidateCode } from './promotion';

const line = (over: Partial<CartItem>): CartItem => ({
  id: over.productId ?? 'p1',
  productId: 'p1',
  name: 'Cap',
  brand: 'Tambay',
  price: 100,
  sellingPrice: 100,
  categoryId: 'caps',
  currency: 'SAR',
  image: '/a.jpg',
  qty: 1,
  category: 'Caps',
  ...over,
});

const promo = (over: Partial<PublicPromotion>): PublicPromotion => ({
  id: 'a',
  name: 'White Friday',
  nameAr: 'الجمعة البيضاء',
  kind: 'PERCENT',
  value: 10,
  appliesTo: 'ORDER',
  targets: [],
  minimumTotal: 0,
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-01T00:00:00Z',
  perOrderLimit: null,
  automatic: false,
  ...over,
});

const now = new Date('2026-11-27T09:00:00Z');
const published = (promotions: PublicPromotion[]): PublicPromotionsAnswer => ({ licence: null, promotions });

describe("the cart's discount (bestPromotion, as the API prices the order)", () => {
  afterEach(() => $appliedCode.set(null));

  it('takes the code off each full-price line, leaves a product discounted on its own as it is, and names the code', () => {
    const items = [line({ productId: 'p1', qty: 2 }), line({ productId: 'p2', price: 80, sellingPrice: 100 })];
    const d = cartDiscount(items, { code: 'WHITE10', promotion: promo({}) }, published([]), now);
    expect(d).toMatchObject({ discount: 20, lines: [20, 0], promoCode: 'WHITE10', known: true });
  });

  it('lets an automatic promotion that takes more win, and then carries no code', () => {
    const items = [line({ qty: 1 })];
    const auto = promo({ id: 'b', kind: 'FIXED_ORDER', value: 30, automatic: true });
    const d = cartDiscount(items, { code: 'WHITE10', promotion: promo({}) }, published([auto]), now);
    expect(d).toMatchObject({ discount: 30, lines: [30], promoCode: null, promotion: { id: 'b' } });
  });

  it('applies nothing outside the dates or under the minimum, and does not know the figure before the promotions are read', () => {
    const items = [line({})];
    expect(cartDiscount(items, { code: 'OLD', promotion: promo({ endsAt: '2026-11-20T00:00:00Z' }) }, published([]), now).discount).toBe(0);
    expect(cartDiscount(items, { code: 'BIG', promotion: promo({ minimumTotal: 300 }) }, published([]), now).discount).toBe(0);
    expect(cartDiscount(items, null, null, now)).toMatchObject({ discount: 0, known: false, promoCode: null });
  });

  it('checks a code anonymously with the cart lines, and answers the refusal in the shopper language', async () => {
    expect(checkRequest(' white10 ', [line({ qty: 3 })])).toEqual({ code: 'white10', lines: [{ productId: 'p1', quantity: 3 }] });
    const refusal = { valid: false as const, message: PROMOTION_CHECK_REFUSAL, messageAr: PROMOTION_CHECK_REFUSAL_AR };
    const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify({ data: body }), { status })) as typeof fetch;
    expect(await applyCode('NOPE', [line({})], 'ar', 'busy', answer(refusal))).toBe(PROMOTION_CHECK_REFUSAL_AR);
    expect(await applyCode('NOPE', [line({})], 'en', 'busy', answer(refusal))).toBe(PROMOTION_CHECK_REFUSAL);
    expect(refusalText({ ...refusal, messageAr: '' }, 'ar')).toBe(PROMOTION_CHECK_REFUSAL_AR);
    expect(await applyCode('WHITE10', [line({})], 'en', 'busy', answer({ message: 'Too many' }, 429))).toBe('busy');
    expect($appliedCode.get()).toBeNull();
    const valid = { valid: true, code: 'WHITE10', promotion: promo({}), discount: 10 };
    expect(await applyCode('white10', [line({})], 'en', 'busy', answer(valid))).toBeNull();
    expect($appliedCode.get()).toMatchObject({ code: 'WHITE10', promotion: { id: 'a' } });
  });
});

describe('the applied code survives a reload (stored beside the cart, checked again on load)', () => {
  const answer = (body: unknown, status = 200) => {
    const calls: unknown[] = [];
    const impl = (async (_url: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ data: body }), { status });
    }) as typeof fetch;
    return Object.assign(impl, { calls });
  };
  afterEach(() => {
    $appliedCode.set(null);
    $codeNotice.set(null);
    $cartItems.set([]);
  });

  it('keeps the applied code in localStorage and reads it back; a malformed entry is no code', () => {
    $cartItems.set([line({})]);
    $appliedCode.set({ code: 'WHITE10', promotion: promo({}) });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cartCode) ?? 'null');
    expect(stored.state).toMatchObject({ code: 'WHITE10', promotion: { id: 'a' } });
    expect(reviveAppliedCode(stored.state)).toMatchObject({ code: 'WHITE10', promotion: { id: 'a', kind: 'PERCENT' } });
    expect(reviveAppliedCode({ code: 'WHITE10' })).toBeNull();
    expect(reviveAppliedCode({ code: 42, promotion: promo({}) })).toBeNull();
    expect(reviveAppliedCode(null)).toBeNull();
  });

  it('on load asks the API again: a code still valid stays (with the promotion as it is now), one that cannot be used is dropped with the refusal', async () => {
    $cartItems.set([line({ qty: 2 })]);
    $appliedCode.set({ code: 'WHITE10', promotion: promo({}) });
    const still = answer({ valid: true, code: 'WHITE10', promotion: promo({ value: 15 }), discount: 30 });
    await revalidateCode('en', still);
    expect(still.calls).toEqual([{ code: 'WHITE10', lines: [{ productId: 'p1', quantity: 2 }] }]);
    expect($appliedCode.get()).toMatchObject({ code: 'WHITE10', promotion: { value: 15 } });
    expect($codeNotice.get()).toBeNull();

    const refusal = { valid: false, message: PROMOTION_CHECK_REFUSAL, messageAr: PROMOTION_CHECK_REFUSAL_AR };
    await revalidateCode('ar', answer(refusal));
    expect($appliedCode.get()).toBeNull();
    expect($codeNotice.get()).toEqual({ code: 'WHITE10', message: PROMOTION_CHECK_REFUSAL_AR });
  });

  it('keeps the code when the API cannot answer (the order is confirmed at submit anyway), and asks nothing without a code', async () => {
    $cartItems.set([line({})]);
    $appliedCode.set({ code: 'WHITE10', promotion: promo({}) });
    await revalidateCode('en', answer({ message: 'Too many' }, 429));
    expect($appliedCode.get()).toMatchObject({ code: 'WHITE10' });
    $appliedCode.set(null);
    const none = answer({});
    await revalidateCode('en', none);
    expect(none.calls).toEqual([]);
  });

  it('drops the code when the cart is emptied (an order sent, the cart cleared)', () => {
    $cartItems.set([line({})]);
    $appliedCode.set({ code: 'WHITE10', promotion: promo({}) });
    $cartItems.set([]);
    expect($appliedCode.get()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { PublicPromotion } from '@shop/common';
import { t } from '../../i18n/index';
import { bannerPromotions, promotionOffer, promotionUntil } from './promotion-banner';

const promo = (over: Partial<PublicPromotion>): PublicPromotion => ({
  id: 'a',
  name: 'White Friday',
  nameAr: 'الجمعة البيضاء',
  kind: 'PERCENT',
  value: 10,
  appliesTo: 'ORDER',
  targets: [],
  minimumTotal: 0,
  startsAt: '2026-11-27T09:00:00Z',
  endsAt: '2026-11-30T21:00:00Z',
  perOrderLimit: null,
  automatic: true,
  ...over,
});

describe('the promotion banner', () => {
  const caps = promo({ id: 'caps', appliesTo: 'CATEGORIES', targets: ['c-caps'] });
  const all = [promo({}), caps, promo({ id: 'coded', automatic: false })];

  it('announces the automatic promotions running at the moment of rendering: from the start (included) to the end (excluded)', () => {
    expect(bannerPromotions(all, new Date('2026-11-27T08:59:59Z'))).toEqual([]);
    expect(bannerPromotions(all, new Date('2026-11-27T09:00:00Z')).map((p) => p.id)).toEqual(['a', 'caps']);
    expect(bannerPromotions(all, new Date('2026-11-30T21:00:00Z'))).toEqual([]);
  });

  it('on a category page, those for the whole order and those naming the category', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    expect(bannerPromotions(all, now, 'c-caps').map((p) => p.id)).toEqual(['a', 'caps']);
    expect(bannerPromotions(all, now, 'c-tees').map((p) => p.id)).toEqual(['a']);
  });

  it('says the offer and its last minute in shop time, in both languages', () => {
    const en = t('en').promotion;
    const ar = t('ar').promotion;
    expect(promotionOffer(promo({ minimumTotal: 300 }), 'en', en)).toBe('10% off on orders of SAR 300.00 or more');
    expect(promotionOffer(promo({ kind: 'FIXED_ORDER', value: 50 }), 'ar', ar)).toBe('خصم 50.00 ر.س على طلبك');
    expect(promotionOffer(promo({ kind: 'FIXED_PER_PIECE', value: 20 }), 'en', en)).toBe('SAR 20.00 off each piece');
    // ends at 21:00 UTC = midnight in Riyadh: the last minute is 23:59 on the 30th
    expect(promotionUntil(promo({}), 'en', en)).toBe('Until 30 November at 23:59');
  });
});

import { SHOP_TIME_ZONE, promotionRunning, type PublicPromotion } from '@shop/common';
import { DATE_LOCALE, type Lang } from '../../i18n/lang';
import { fill } from '../../i18n/plural';
import { formatPrice } from './prices';

/**
 * The promotions a page's banner announces at `now` (the moment the page is rendered; the API's promotion clock has
 * the pages rendered again at each start and end): the automatic ones running now, on the home page all of them, on a
 * category page those for the whole order or naming that category.
 */
export function bannerPromotions(promotions: PublicPromotion[], now: Date, categoryId?: string): PublicPromotion[] {
  return promotions.filter(
    (p) =>
      p.automatic &&
      promotionRunning(p, now) &&
      (categoryId === undefined || p.appliesTo === 'ORDER' || (p.appliesTo === 'CATEGORIES' && p.targets.includes(categoryId))),
  );
}

export interface OfferTexts {
  percent: string;
  fixedOrder: string;
  fixedPerPiece: string;
  minimum: string;
  until: string;
}

const untilIn = (lang: Lang) =>
  new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  });
const UNTIL: Record<Lang, Intl.DateTimeFormat> = { en: untilIn('en'), ar: untilIn('ar') };

/** What the promotion gives, in the page's language: "10% off on orders of SAR 300.00 or more". */
export function promotionOffer(p: Pick<PublicPromotion, 'kind' | 'value' | 'minimumTotal'>, lang: Lang, texts: OfferTexts, currency = 'SAR'): string {
  const amount = formatPrice(p.value, currency, lang);
  const offer =
    p.kind === 'PERCENT'
      ? fill(texts.percent, { value: String(p.value) })
      : fill(p.kind === 'FIXED_ORDER' ? texts.fixedOrder : texts.fixedPerPiece, { amount });
  return p.minimumTotal > 0 ? `${offer} ${fill(texts.minimum, { amount: formatPrice(p.minimumTotal, currency, lang) })}` : offer;
}

/** "Until 30 November, 23:59" in shop time: the last minute the promotion runs (its end is excluded). */
export function promotionUntil(p: Pick<PublicPromotion, 'endsAt'>, lang: Lang, texts: Pick<OfferTexts, 'until'>): string {
  const last = new Date(Date.parse(p.endsAt) - 60_000);
  return fill(texts.until, { date: UNTIL[lang].format(last) });
}

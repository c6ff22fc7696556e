import { DEFAULT_CURRENCY, formatPrice as formatPriceEn, hasDiscount } from '@shop/common';
import type { Lang } from '../../i18n/lang';

/** Two-decimal amount without grouping, for the order message and machine-readable data. */
export function toFixed2(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** The price a shopper pays: the discounted price when there is a discount, else the selling price. */
export function effectivePrice(p: { sellingPrice: number; discountedPrice?: number | null }): number {
  return hasDiscount(p.discountedPrice) ? p.discountedPrice : p.sellingPrice;
}

/** The discount as a whole percentage of the selling price, 0 when there is none. */
export function discountPercent(sellingPrice: number, discountedPrice?: number | null): number {
  const now = effectivePrice({ sellingPrice, discountedPrice });
  return sellingPrice > 0 && now < sellingPrice ? Math.round((1 - now / sellingPrice) * 100) : 0;
}

/** The riyal's Arabic abbreviation, as Saudi shops print it after the amount. */
export const ARABIC_CURRENCY: Record<string, string> = { SAR: 'ر.س' };

/**
 * The storefront's one price format. English: the shop's "SAR 1,250.00". Arabic: the same Latin digits, grouping
 * and two decimals, followed by "ر.س" ("1,250.00 ر.س"), the way Saudi online shops write prices.
 */
export function formatPrice(amount: number | string | null | undefined, currency: string = DEFAULT_CURRENCY, lang: Lang = 'en'): string {
  const english = formatPriceEn(amount, currency);
  if (lang === 'en') return english;
  const code = currency || DEFAULT_CURRENCY;
  const number = english.slice(english.indexOf(' ') + 1);
  return `${number} ${ARABIC_CURRENCY[code] ?? code}`;
}

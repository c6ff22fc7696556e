import { DEFAULT_CURRENCY, formatPriceIn, hasDiscount } from '@shop/common';
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

export { ARABIC_CURRENCY } from '@shop/common';

/**
 * The storefront's one price format: @shop/common's (the back office shows prices the same way). English: the shop's
 * "SAR 1,250.00". Arabic: the same Latin digits, grouping and two decimals, followed by "ر.س" ("1,250.00 ر.س").
 */
export function formatPrice(amount: number | string | null | undefined, currency: string = DEFAULT_CURRENCY, lang: Lang = 'en'): string {
  return formatPriceIn(lang, amount, currency);
}

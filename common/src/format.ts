import { DEFAULT_CURRENCY, PRICE_LOCALE } from './limits.js';

const numberFormat = new Intl.NumberFormat(PRICE_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  numberingSystem: 'latn',
  useGrouping: true,
});

/** "SAR 1,250.00": the currency code and two decimals in en-SA with Latin digits, the one price format of the shop. */
export function formatPrice(amount: number | string | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  const value = typeof amount === 'string' ? Number(amount) : amount ?? 0;
  return `${currency || DEFAULT_CURRENCY} ${numberFormat.format(Number.isFinite(value) ? value : 0)}`;
}

/** Two-decimal amount without grouping, for the order message and machine-readable data. */
export function toFixed2(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/**
 * The price a shopper pays: the discounted price when it is above zero, else the selling price. The database holds the
 * same rule as generated columns (products.effective_price, which lists filter and sort on, and sales.final_price):
 * see the CreateCatalog and CreateSales migrations.
 */
export function effectivePrice(p: { sellingPrice: number; discountedPrice?: number | null }): number {
  return p.discountedPrice != null && p.discountedPrice > 0 ? p.discountedPrice : p.sellingPrice;
}

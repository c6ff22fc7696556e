/**
 * Stock as the storefront shows it: the availability rules and their texts (badges, size list, add-to-cart, cart
 * limits, checkout notices). An answer's stock fields are read by ./stock-fields.ts.
 */
import type { Availability, SizeStockView } from '@shop/common';
import { t } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import { fill } from '../../i18n/plural';
import { stockBadgeWith, stockCount } from './stock-badge';
import type { StockFields } from './stock-fields';

export type { Availability };
export type SizeStock = SizeStockView;

export type StockInfo = Pick<StockFields, 'availability' | 'stockLeft'>;

export { stockCount };

export function isSoldOut(p: Partial<StockInfo>): boolean {
  return p.availability === 'SOLD_OUT';
}

/** The most a cart may hold of the product: 0 when sold out, the known count, or null when unknown or untracked. */
export function maxQuantity(p: Partial<StockInfo>): number | null {
  if (p.availability === 'SOLD_OUT') return 0;
  return typeof p.stockLeft === 'number' ? p.stockLeft : null;
}

/**
 * The most a cart may hold of one size: 0 when that size is sold out, its count when the shop shows it, else the
 * product's own limit (a product not counted per size, or counted without showing counts).
 */
export function sizeMaxQuantity(p: Partial<StockInfo> & { sizeStock?: SizeStock[] }, size: string): number | null {
  const s = p.sizeStock?.find((x) => x.size === size);
  if (!s) return maxQuantity(p);
  if (s.availability === 'SOLD_OUT') return 0;
  return typeof s.left === 'number' ? s.left : maxQuantity(p);
}

/** The state the size picker shows for one size: in stock, only a few left (with the count when the shop shows it), or sold out. */
export function sizeState(stock: SizeStock | undefined): { kind: 'in' | 'low' | 'sold-out'; left: number | null } {
  if (stock?.availability === 'SOLD_OUT') return { kind: 'sold-out', left: 0 };
  if (stock?.availability === 'LOW_STOCK' && stock.left != null && stock.left > 0) return { kind: 'low', left: stock.left };
  return { kind: 'in', left: stock?.left ?? null };
}

/** The badge a card or product page shows, or null while in stock. */
export function stockBadge(p: Partial<StockInfo>, lang: Lang): { kind: 'sold-out' | 'low'; text: string } | null {
  return stockBadgeWith(p, t(lang).stock, lang);
}

/** The accessible name of a size in the size list. */
export function sizeLabel(size: string, stock: SizeStock | undefined, lang: Lang): string {
  const s = t(lang).stock;
  const state = sizeState(stock);
  if (state.kind === 'sold-out') return fill(s.sizeSoldOut, { size });
  if (state.kind === 'low' && state.left) return stockCount(lang, s.sizeOnlyLeft, state.left, { size });
  return size;
}

/** schema.org offer availability. */
export function schemaAvailability(availability: Availability | undefined): string {
  switch (availability) {
    case 'SOLD_OUT':
      return 'https://schema.org/OutOfStock';
    case 'LOW_STOCK':
      return 'https://schema.org/LimitedAvailability';
    default:
      return 'https://schema.org/InStock';
  }
}

/**
 * Stock as the storefront shows it: one home for the availability rules and their texts
 * (badges, size list, add-to-cart, cart limits, checkout notices).
 */
import { AVAILABILITIES, type Availability, type ProductView, type SizeStockView } from '@shop/common';

export type { Availability };
export type SizeStock = SizeStockView;

/** The stock fields of a product answer; an older API sends none of them (read as untracked, in stock). */
export type StockFields = Pick<ProductView, 'stockTracked' | 'availability' | 'stockLeft' | 'sizeStock'>;

export type StockInfo = Pick<StockFields, 'availability' | 'stockLeft'>;

export const STOCK_TEXT = {
  soldOut: 'Sold out',
  onlyLeft: (n: number) => `Only ${n} left`,
  lowStock: 'Low stock',
  sizeSoldOut: (size: string) => `${size}, sold out`,
  sizeOnlyLeft: (size: string, n: number) => `${size}, only ${n} left`,
  addSoldOut: 'Sold out: this piece is no longer available.',
  soldOutToast: { title: 'Sold Out', description: (name: string) => `${name} has just sold out and cannot be added to your cart.` },
  goneToast: { title: 'Not Available', description: (name: string) => `${name} is no longer available.` },
  limitToast: {
    title: 'No More Available',
    description: (name: string, left: number) => `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} available: your cart holds ${left === 1 ? 'it' : 'all of them'}.`,
  },
  clampedToast: {
    title: 'Cart Updated',
    description: (name: string, left: number) => `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left, so your cart now holds ${left}.`,
  },
  soldOutInCart: (name: string) => `${name} has sold out and was removed from your cart.`,
  checkAgain: 'Your order now holds only what is still available. Press Next again to confirm it.',
  fewerLeft: (name: string, left: number, had: number) => `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left: your cart now holds ${left} (was ${had}).`,
} as const;

function count(value: unknown): number | null {
  const n = Number(value);
  return value != null && value !== '' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The stock fields with safe defaults: anything missing or unknown reads as untracked and in stock. */
export function normaliseStock(p: Partial<StockFields>): StockFields {
  const tracked = p.stockTracked === true;
  const availability = tracked && (AVAILABILITIES as readonly string[]).includes(p.availability as string) ? (p.availability as Availability) : 'IN_STOCK';
  const sizeStock = tracked && Array.isArray(p.sizeStock)
    ? p.sizeStock
        .filter((s) => s && typeof s.size === 'string')
        .map((s) => ({
          size: s.size,
          availability: (AVAILABILITIES as readonly string[]).includes(s.availability) ? s.availability : ('IN_STOCK' as const),
          left: count(s.left),
        }))
    : [];
  return { stockTracked: tracked, availability, stockLeft: tracked ? count(p.stockLeft) : null, sizeStock };
}

export function isSoldOut(p: Partial<StockInfo>): boolean {
  return p.availability === 'SOLD_OUT';
}

/** The most a cart may hold of the product: 0 when sold out, the known count, or null when unknown or untracked. */
export function maxQuantity(p: Partial<StockInfo>): number | null {
  if (p.availability === 'SOLD_OUT') return 0;
  return typeof p.stockLeft === 'number' ? p.stockLeft : null;
}

/** The badge a card or product page shows, or null while in stock. */
export function stockBadge(p: Partial<StockInfo>): { kind: 'sold-out' | 'low'; text: string } | null {
  if (p.availability === 'SOLD_OUT') return { kind: 'sold-out', text: STOCK_TEXT.soldOut };
  if (p.availability === 'LOW_STOCK') return { kind: 'low', text: typeof p.stockLeft === 'number' && p.stockLeft > 0 ? STOCK_TEXT.onlyLeft(p.stockLeft) : STOCK_TEXT.lowStock };
  return null;
}

/** The accessible name of a size in the size list. */
export function sizeLabel(size: string, stock: SizeStock | undefined): string {
  if (stock?.availability === 'SOLD_OUT') return STOCK_TEXT.sizeSoldOut(size);
  if (stock?.availability === 'LOW_STOCK' && stock.left != null && stock.left > 0) return STOCK_TEXT.sizeOnlyLeft(size, stock.left);
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

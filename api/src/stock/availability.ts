import type { Availability, ProductView, SizeStockView, StockSettings } from '@shop/common';

/** One size's on-hand count as the product queries read it. */
export interface SizeCount {
  size: string;
  onHand: number;
}

// The one home of the availability rule, in TypeScript for answers and in SQL for filters, sort keys and counts
// (as core/time/shop-time.sql.ts is for the shop's time zone); its default threshold is DEFAULT_STOCK_SETTINGS.

/** SOLD_OUT at 0; LOW_STOCK from 1 up to the shop's threshold; IN_STOCK above it. */
export function availabilityOf(left: number, threshold: number): Availability {
  if (left <= 0) return 'SOLD_OUT';
  return left <= threshold ? 'LOW_STOCK' : 'IN_STOCK';
}

/** A product or size whose stock is not counted is always available. */
export const UNTRACKED_AVAILABILITY: Availability = 'IN_STOCK';

/**
 * The same rule as an SQL test on a count expression `left` (NULL when the stock is not counted). The threshold is
 * asked for only when the test needs it, so no unused query parameter is made. Counts never go below 0 (the ledger
 * stops at 0), so sold out is written `= 0`, which the sold-out partial index answers.
 */
export function availabilityIsSql(availability: Availability, left: string, threshold: () => string): string {
  if (availability === 'SOLD_OUT') return soldOutSql(left);
  if (availability === 'LOW_STOCK') return `${left} BETWEEN 1 AND ${threshold()}`;
  return `(${left} IS NULL OR ${left} > ${threshold()})`;
}

/** Counted and none left. */
export const soldOutSql = (left: string) => `${left} = 0`;

/** Sold out as a sort key: true or false, never NULL (a product whose stock is not counted is not sold out). */
export const soldOutFlagSql = (left: string) => `${left} IS NOT DISTINCT FROM 0`;

/** Everything that is not sold out, uncounted products included. */
export const notSoldOutSql = (left: string) => `${left} IS DISTINCT FROM 0`;

type StockFields = Pick<ProductView, 'stockTracked' | 'availability' | 'stockLeft' | 'sizeStock'>;

/**
 * The stock part of a product answer. A product is tracked when it has counts (`counts` not null). Staff see every
 * count; shoppers see a count only when it is low (or the shop shows exact stock), so a high count stays private.
 */
export function stockFields(sizes: string[], counts: SizeCount[] | null, settings: StockSettings, staff: boolean): StockFields {
  if (!counts || !counts.length) return { stockTracked: false, availability: UNTRACKED_AVAILABILITY, stockLeft: null, sizeStock: [] };
  const bySize = new Map(counts.map((c) => [c.size, c.onHand]));
  const shown = (left: number, availability: Availability) => (staff || settings.showExactStock || availability === 'LOW_STOCK' ? left : null);
  const sizeStock = sizes.map((size): SizeStockView => {
    const left = bySize.get(size) ?? 0;
    const availability = availabilityOf(left, settings.lowStockThreshold);
    return { size, availability, left: shown(left, availability) };
  });
  const total = sizes.reduce((sum, size) => sum + (bySize.get(size) ?? 0), 0);
  const availability = availabilityOf(total, settings.lowStockThreshold);
  return { stockTracked: true, availability, stockLeft: shown(total, availability), sizeStock };
}

import type { Availability, ProductView, SizeStockView, StockSettings } from '@shop/common';

/** One size's on-hand count as the product queries read it. */
export interface SizeCount {
  size: string;
  onHand: number;
}

/** SOLD_OUT at 0; LOW_STOCK from 1 up to the shop's threshold; IN_STOCK above it. */
export function availabilityOf(left: number, threshold: number): Availability {
  if (left <= 0) return 'SOLD_OUT';
  return left <= threshold ? 'LOW_STOCK' : 'IN_STOCK';
}

type StockFields = Pick<ProductView, 'stockTracked' | 'availability' | 'stockLeft' | 'sizeStock'>;

/**
 * The stock part of a product answer. A product is tracked when it has counts (`counts` not null). Staff see every
 * count; shoppers see a count only when it is low (or the shop shows exact stock), so a high count stays private.
 */
export function stockFields(sizes: string[], counts: SizeCount[] | null, settings: StockSettings, staff: boolean): StockFields {
  if (!counts || !counts.length) return { stockTracked: false, availability: 'IN_STOCK', stockLeft: null, sizeStock: [] };
  const bySize = new Map(counts.map((c) => [c.size, c.onHand]));
  const shown = (left: number, availability: Availability) =>
    staff || settings.showExactStock || availability === 'LOW_STOCK' ? left : null;
  const sizeStock = sizes.map((size): SizeStockView => {
    const left = bySize.get(size) ?? 0;
    const availability = availabilityOf(left, settings.lowStockThreshold);
    return { size, availability, left: shown(left, availability) };
  });
  const total = sizes.reduce((sum, size) => sum + (bySize.get(size) ?? 0), 0);
  const availability = availabilityOf(total, settings.lowStockThreshold);
  return { stockTracked: true, availability, stockLeft: shown(total, availability), sizeStock };
}

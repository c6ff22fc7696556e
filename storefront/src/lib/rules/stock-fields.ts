/**
 * The stock fields of a product answer, read safely. Apart from the stock texts (./stock.ts) because the search page's
 * inline first-results script reads answers too, and must not carry the dictionaries those texts load.
 */
import { AVAILABILITIES, type Availability, type ProductView } from '@shop/common';

/** The stock fields of a product answer; an older API sends none of them (read as untracked, in stock). */
export type StockFields = Pick<ProductView, 'stockTracked' | 'availability' | 'stockLeft' | 'sizeStock'>;

function count(value: unknown): number | null {
  const n = Number(value);
  return value != null && value !== '' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The stock fields with safe defaults: anything missing or unknown reads as untracked and in stock. */
export function normaliseStock(p: Partial<StockFields>): StockFields {
  const tracked = p.stockTracked === true;
  const availability =
    tracked && (AVAILABILITIES as readonly string[]).includes(p.availability as string) ? (p.availability as Availability) : 'IN_STOCK';
  const sizeStock =
    tracked && Array.isArray(p.sizeStock)
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

/**
 * One size's availability: its own entry when the product is counted (the API sends one per size, in `sizes` order),
 * else the product's; a product whose stock is not counted is always in stock.
 */
export function sizeAvailability(p: Partial<StockFields>, size: string): Availability {
  if (p.stockTracked !== true) return 'IN_STOCK';
  return p.sizeStock?.find((s) => s.size === size)?.availability ?? p.availability ?? 'IN_STOCK';
}

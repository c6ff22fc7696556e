/** Stock: what the API answers about availability, and its limits (the refusals' texts are in ./stock-messages.ts). */
import type { StockSettings } from './api-types.js';

export const AVAILABILITIES = ['IN_STOCK', 'LOW_STOCK', 'SOLD_OUT'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * The reasons staff give for a manual adjustment. RECEIVED and RETURNED add `quantity` pieces, DAMAGED removes them,
 * COUNTED sets on hand to `quantity` (what the count found).
 */
export const STOCK_ADJUST_REASONS = ['RECEIVED', 'COUNTED', 'DAMAGED', 'RETURNED'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];

/**
 * Why on-hand changed: a sale, its edit or deletion, or an adjustment staff made (its reason is the kind). INITIAL
 * starts tracking; OVERSELL records pieces sold beyond stock (it never moves on-hand below 0).
 */
export const STOCK_MOVEMENT_KINDS = ['INITIAL', 'SALE', 'SALE_EDIT', 'SALE_DELETE', ...STOCK_ADJUST_REASONS, 'OVERSELL'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * A fresh shop's stock settings, which the API stores and the back office and storefront assume until they have read
 * them: one piece left counts as low stock (most pieces are one-offs), counts stay private, sold-out pieces stay in place.
 */
export const DEFAULT_STOCK_SETTINGS: Readonly<StockSettings> = { lowStockThreshold: 1, showExactStock: false, soldOutLast: false };

export const STOCK_LIMITS = {
  /** Largest quantity of one sale, one adjustment or one size's on-hand count. */
  quantityMax: 100_000,
  lowStockThresholdMax: 1000,
  noteMax: 500,
} as const;

/**
 * The `error` of the 409 answered when a sale, its edit or a write-off asks for more pieces than are left. It tells
 * a stock shortage from a duplicate (also a 409), and the back office shows it as the failure's title.
 */
export const STOCK_SHORTAGE_ERROR = 'Not enough stock';

/** The 409 a sale gets when it asks for more than is left (the back office shows the same text before sending). */
export function onlyLeftMessage(left: number, productName: string, size: string | null): string {
  return `Only ${left} left of ${productName}${size ? ` in size ${size}` : ''}`;
}

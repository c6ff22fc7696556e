/** Stock: what the API answers about availability and the texts the back office shows for its refusals. */

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

export const STOCK_LIMITS = {
  /** Largest quantity of one sale, one adjustment or one size's on-hand count. */
  quantityMax: 100_000,
  lowStockThresholdMax: 1000,
  noteMax: 500,
} as const;

export const STOCK_MESSAGES = {
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  quantityTooHigh: `Quantity must be at most ${STOCK_LIMITS.quantityMax}`,
  onHandInvalid: 'Stock must be a whole number of at least 0',
  onHandTooHigh: `Stock must be at most ${STOCK_LIMITS.quantityMax}`,
  sizeUnknown: "Size must be one of the product's sizes",
  sizeRequired: 'Size is required: this product counts stock in several sizes',
  sizesIncomplete: 'Give the stock of every size of the product',
  notTracked: 'Stock is not tracked for this product: set its stock first',
  reasonInvalid: 'Reason must be one of RECEIVED, COUNTED, DAMAGED, RETURNED',
  noteTooLong: `Note must be at most ${STOCK_LIMITS.noteMax} characters`,
  oversellInvalid: 'Oversell must be true or false',
  trackedInvalid: 'Tracked must be true or false',
  lowStockThresholdInvalid: `Low-stock threshold must be a whole number from 0 to ${STOCK_LIMITS.lowStockThresholdMax}`,
  showExactStockInvalid: 'Show exact stock must be true or false',
  soldOutLastInvalid: 'Sold-out last must be true or false',
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

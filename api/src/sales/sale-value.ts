import { ValidationError } from '../core/validation/errors';

/**
 * The most one sale may be worth, in SAR: quantity × price per piece, for what it sold for and for what it cost
 * (earnings are summed too). Far above anything the shop sells in one go, and low enough that no number of sales
 * makes a day's sums absurd; the rollups themselves have no upper bound.
 */
export const SALE_VALUE_MAX = 1_000_000;

export const SALE_VALUE_MESSAGE = 'Quantity × price of one sale must be at most SAR 1,000,000';

export interface SaleAmounts {
  originalPrice: number;
  sellingPrice: number;
  discountedPrice: number | null;
  quantity: number;
}

/** Throws a 400 naming the quantity when the sale would be worth more than SALE_VALUE_MAX. */
export function assertSaleValue(s: SaleAmounts): void {
  const finalPrice = s.discountedPrice !== null && s.discountedPrice > 0 ? s.discountedPrice : s.sellingPrice;
  // in cents, so 500,000.01 × 2 is not rounded under the cap
  const cents = Math.round(Math.max(finalPrice, s.originalPrice) * 100) * s.quantity;
  if (cents > SALE_VALUE_MAX * 100) throw new ValidationError({ quantity: SALE_VALUE_MESSAGE });
}

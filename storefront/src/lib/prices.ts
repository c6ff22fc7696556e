/** Two-decimal amount without grouping, for the order message and machine-readable data. */
export function toFixed2(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** The price a shopper pays: the discounted price when it is above zero, else the selling price. */
export function effectivePrice(p: { sellingPrice: number; discountedPrice?: number | null }): number {
  return p.discountedPrice != null && p.discountedPrice > 0 ? p.discountedPrice : p.sellingPrice;
}

import type { StockSettings } from '@shop/common';

/** A fresh shop: one piece left counts as low stock (most pieces are one-offs), counts stay private, sold-out pieces stay in place. */
export const DEFAULT_STOCK_SETTINGS: StockSettings = { lowStockThreshold: 1, showExactStock: false, soldOutLast: false };

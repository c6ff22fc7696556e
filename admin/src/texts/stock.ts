/**
 * What the sale form's stock fields still read here until the sales screens move to the catalogues; the same words
 * are `shop.stock.sale.*`, `shop.stock.left` and `shop.stock.notTrackedHelp` (i18n/messages/en/stock.ts).
 */
export const STOCK_TEXTS = {
  notTrackedHelp: 'Stock is not counted for this product: it is always shown as available.',
  left: (n: number) => `${n} left`,
  quantityLabel: 'Quantity',
  sizeLabel: 'Size',
  noSize: 'No size',
  oversell: 'Record as an oversell (more was sold than the stock shows)',
} as const;
